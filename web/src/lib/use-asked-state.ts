import { useEffect, useRef, useState } from 'react';

/**
 * A toggle that shows what the rider asked for at once, while the device writes it (issue 31).
 * `stored` is what the device's list says (a live query; undefined while it is read). `change`
 * runs the write and resolves to the new stored value, or undefined when it failed: the toggle
 * then shows the stored value again. Only the latest tap's answer counts, so two quick taps never
 * flicker. The asked value is dropped once the device's list says the same.
 *
 * On a first visit the write can wait a second behind the first sync's transaction (it holds the
 * favourites and meta tables): without this the heart and Save looked dead for that long.
 */
export function useAskedState(
  stored: boolean | undefined,
  change: (shown: boolean) => Promise<boolean | undefined>,
): [shown: boolean, toggle: () => void] {
  const [asked, setAsked] = useState<boolean | null>(null);
  const latest = useRef(0);
  const shown = asked ?? stored ?? false;
  useEffect(() => {
    if (asked !== null && asked === stored) setAsked(null);
  }, [asked, stored]);
  const toggle = () => {
    const tap = ++latest.current;
    setAsked(!shown);
    void change(shown).then(
      (now) => tap === latest.current && setAsked(now ?? null),
      () => tap === latest.current && setAsked(null),
    );
  };
  return [shown, toggle];
}
