/**
 * Taps on server-painted controls before the app has taken them over (decision 080).
 *
 * React hydrates a part of the page once its code is there, and a tap on a part it has taken over
 * works at once. A tap that comes earlier (before the app's code has run, or while a lazy part's
 * code is still on its way) would be lost: React does not replay a click on a part it cannot
 * hydrate yet. The head's inline script (public/early-taps.js) keeps such taps on controls marked
 * with `earlyTap`'s props; when React attaches the control (its ref), the control is live and a
 * kept tap on it is carried out, once.
 */

interface EarlyTaps {
  /** Controls the app has taken over: their taps go straight to React. */
  live: WeakSet<Element>;
  /** Controls tapped before that, each with the element tapped in it, in the order first tapped. */
  kept: [control: Element, target: Element][];
}

const taps = (): EarlyTaps | undefined =>
  typeof window === 'undefined' ? undefined : (window as { __earlyTaps?: EarlyTaps }).__earlyTaps;

/** The control's name (`data-early-tap`): a control the app drew again matches its kept tap. */
const nameOf = (el: Element) => el.getAttribute('data-early-tap');

/** Marks `el` live and carries out a tap kept for it (or for a control of its name the app replaced). */
function takeOver(el: HTMLElement | null): void {
  const state = taps();
  if (!el || !state) return;
  state.live.add(el);
  const i = state.kept.findIndex(([kept]) => kept === el || (!kept.isConnected && nameOf(kept) === nameOf(el)));
  if (i < 0) return;
  const [, tapped] = state.kept.splice(i, 1)[0]!;
  // After React's commit, in which the ref is attached: its handlers are then in place. On what
  // was tapped (the button inside a menu's trigger, the star inside its label), if still there.
  setTimeout(() => {
    const target = tapped.isConnected && el.contains(tapped) ? tapped : el;
    if (!el.isConnected) return;
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  }, 0);
}

/**
 * Props for a control the server paints and a rider may tap at once (the heart, Save, Share, a
 * review star...): spread them on the element the rider taps. `name` tells the control from
 * others of the page.
 */
export const earlyTap = (name: string) => ({ 'data-early-tap': name, ref: takeOver });
