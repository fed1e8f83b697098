import { Suspense, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { Box, type BoxProps } from '@chakra-ui/react';
import { offscreen } from '../lib/offscreen';

/**
 * A part of a server-rendered page that the app takes over on its own: React hydrates each
 * Suspense boundary in a render and commit of its own, so the page's is several short tasks rather
 * than one long one (decision 042). Nothing inside suspends once the page's code is loaded.
 */
export function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Opens when the block comes near the screen or the rider reaches into it. */
interface Gate {
  open: () => void;
  opened: boolean;
  promise: Promise<void>;
}

function createGate(): Gate {
  let resolve!: () => void;
  const gate: Gate = {
    opened: false,
    promise: new Promise<void>((r) => (resolve = r)),
    open: () => {
      if (gate.opened) return;
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

/** Suspends (the server's HTML stays as it is) until the gate opens. */
function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.opened) throw gate.promise;
  return children;
}

/** Whether the server wrote this block: its element is in the page before its first render. */
function serverRendered(id: string) {
  if (typeof document === 'undefined') return false;
  return Array.from(document.querySelectorAll('[data-later-block]')).some(
    (el) => el.getAttribute('data-later-block') === id,
  );
}

/** How near the screen a block is taken over: a fast thumb's scroll ahead of it. */
const NEAR = '800px 0px';
/** The rider reaching into a block: it is taken over before the tap, click or key lands. */
const REACH = ['pointerdown', 'focusin', 'keydown', 'mouseover'] as const;

/**
 * A block below the first screen: laid out and painted as it comes near it, `height` kept for it
 * meanwhile (offscreen.ts). On a page the server rendered the app takes it over only then too
 * (or as soon as the rider touches, clicks or tabs into it): until that, its part of the server's
 * HTML stays as it is, links and all, and none of its components run (decision 046). On a page
 * the browser renders itself it is drawn at once, as any other block.
 */
export function LaterBlock({ height, children, ...box }: BoxProps & { height: string; children: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Only on the first render of a block the server rendered: its element is already in the page.
  const [gate] = useState(() => (serverRendered(id) ? createGate() : null));
  // The gate says whether the block is open; this state only renders the block again when it opens.
  const [, setOpened] = useState(false);
  // While the block waits, the app's updates must not reach into it: React would have to take it
  // over to apply them, and an update made as a transition would wait for the block. So the
  // boundary is the same element until the gate opens (React then leaves it alone).
  const waiting = useRef<ReactNode>(null);
  // The address changing (a search, a filter, an in-page link) reaches every block that reads it,
  // and a transition would wait for a block that waits: such a change takes the blocks over.
  const location = useContext(UNSAFE_LocationContext)?.location;
  const firstLocation = useRef(location);
  if (gate && !gate.opened && location !== firstLocation.current) gate.open();

  useEffect(() => {
    const el = ref.current;
    if (!gate || !el) return;
    const openGate = () => {
      gate.open();
      setOpened(true);
    };
    if (gate.opened) return openGate();
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && openGate(), {
            rootMargin: NEAR,
          });
    if (observer) observer.observe(el);
    else openGate();
    // On the document, capturing: before React's own listener on the app's root, which then finds
    // the block ready to take over at once and hands it the event.
    const onReach = (event: Event) => {
      if (event.target instanceof Node && el.contains(event.target)) openGate();
    };
    for (const type of REACH) document.addEventListener(type, onReach, { capture: true, passive: true });
    return () => {
      observer?.disconnect();
      for (const type of REACH) document.removeEventListener(type, onReach, { capture: true });
    };
  }, [gate]);

  const boundary = (
    <Part>
      <Gated gate={gate}>{children}</Gated>
    </Part>
  );
  const live = !gate || gate.opened;
  if (!live) waiting.current ??= boundary;
  return (
    <Box ref={ref} data-later-block={id} {...box} {...offscreen(height)}>
      {live ? boundary : waiting.current}
    </Box>
  );
}
