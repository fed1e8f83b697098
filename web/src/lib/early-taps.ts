/**
 * Taps on server-painted controls before the app has taken them over (decisions 080 and 094).
 *
 * React hydrates a part of the page once its code is there, and a tap on a part it has taken over
 * works at once. A tap that comes earlier would be lost: before the app's code has run nothing
 * answers it, and React drops a click on a part it cannot hydrate yet. The head's inline script
 * (public/early-taps.js) keeps such taps on controls marked with `earlyTap`'s props. Once React is
 * there, the app offers each kept tap to it (`offerKeptTaps`): React hydrates the part with the
 * tapped control first, at once, and handles the click (its selective hydration). A tap it cannot
 * take yet (the part's code still on its way) stays kept; when React attaches the control (its
 * ref), the control is live and the kept tap is carried out, once.
 */

interface EarlyTaps {
  /** Controls the app has taken over: their taps go straight to React. */
  live: WeakSet<Element>;
  /** Controls tapped before that, each with the element tapped in it, in the order first tapped. */
  kept: [control: Element, target: Element][];
  /** The click being offered to React: the inline script lets it through. */
  passing: Event | null;
  /** Set once React is there: the inline script calls it for a tap it keeps after that. */
  hand: (() => void) | null;
}

const taps = (): EarlyTaps | undefined =>
  typeof window === 'undefined' ? undefined : (window as { __earlyTaps?: EarlyTaps }).__earlyTaps;

/** The control's name (`data-early-tap`): a control the app drew again matches its kept tap. */
const nameOf = (el: Element) => el.getAttribute('data-early-tap');

/**
 * Carries a kept tap out again: a click on what was tapped (the button inside a menu's trigger,
 * the star inside its label) if it is still in the control, else on the control.
 */
function clickAgain(
  control: Element,
  tapped: Element,
  click = new MouseEvent('click', { bubbles: true, cancelable: true }),
) {
  (control.contains(tapped) ? tapped : control).dispatchEvent(click);
}

/** Marks `el` live and carries out a tap kept for it (or for a control of its name the app replaced). */
function takeOver(el: HTMLElement | null): void {
  const state = taps();
  if (!el || !state) return;
  state.live.add(el);
  const i = state.kept.findIndex(([kept]) => kept === el || (!kept.isConnected && nameOf(kept) === nameOf(el)));
  if (i < 0) return;
  const [, tapped] = state.kept.splice(i, 1)[0]!;
  // After React's commit, in which the ref is attached: its handlers are then in place.
  setTimeout(() => {
    if (el.isConnected) clickAgain(el, tapped);
  }, 0);
}

/**
 * Offers each kept tap to React, on what was tapped: React hydrates the part it is in first, at
 * once, and handles the click, and the control is then live. A tap React did not take (the part's
 * code is not here yet) stays kept, for the offer made when the code arrives or for `takeOver`.
 * main.tsx calls it as the code of each of the page's parts arrives (after `hydrateRoot` has put
 * React's listeners on the page); from then on the inline script calls it for each tap it keeps.
 */
export function offerKeptTaps(): void {
  const state = taps();
  if (!state) return;
  state.hand = offerKeptTaps;
  for (const entry of [...state.kept]) {
    const [control, tapped] = entry;
    const i = state.kept.indexOf(entry);
    // Carried out meanwhile (takeOver, when React attached it in an earlier offer's hydration).
    if (i < 0 || !control.isConnected || state.live.has(control)) continue;
    state.kept.splice(i, 1);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    state.passing = click;
    try {
      clickAgain(control, tapped, click);
    } finally {
      state.passing = null;
    }
    // React hydrated the control's part (its ref made it live) and handled the click; else keep it.
    if (!state.live.has(control)) state.kept.push(entry);
  }
}

/**
 * Props for a control the server paints and a rider may tap at once (the heart, Save, Share, a
 * review star...): spread them on the element the rider taps. `name` tells the control from
 * others of the page.
 */
export const earlyTap = (name: string) => ({ 'data-early-tap': name, ref: takeOver });
