const scripts = new Map<string, Promise<void>>();

/**
 * Adds an async third-party script once per address. Call only after consent (lib/consent.ts).
 * Rejects when it fails to load (blocked, offline); callers log that and carry on.
 */
export function loadThirdPartyScript(src: string): Promise<void> {
  let promise = scripts.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const el = document.createElement('script');
      el.async = true;
      el.src = src;
      el.crossOrigin = 'anonymous';
      el.addEventListener('load', () => resolve());
      el.addEventListener('error', () => reject(new Error(`Could not load ${new URL(src).origin}`)));
      document.head.appendChild(el);
    });
    scripts.set(src, promise);
  }
  return promise;
}

/** Whether any third-party script was added on this page (a withdrawn consent then needs a reload). */
export const thirdPartyScriptsLoaded = () => scripts.size > 0;
