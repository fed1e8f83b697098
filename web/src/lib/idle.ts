/** Runs `task` when the main thread is idle (or after `timeoutMs`); returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs = 1_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 50);
  return () => window.clearTimeout(id);
}

/** Runs `task` once the page's load event has passed and the main thread is idle (or 3 s later). */
export function whenLoadedAndIdle(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  let cancelled = false;
  const run = () => {
    if (!cancelled) cancelIdle = whenIdle(task, 3_000);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    cancelIdle?.();
  };
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

/**
 * Runs `task` once the rider first touches, clicks, types or moves the focus (each toast follows
 * an action of theirs, so the toasts' region is in place before the first one); returns a cancel
 * function.
 */
export function onFirstInteraction(task: () => void): () => void {
  const run = () => {
    cancel();
    task();
  };
  const cancel = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, run, true));
  INTERACTIONS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  return cancel;
}
