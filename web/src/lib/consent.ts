import { create } from 'zustand';

/**
 * The rider's answer to the cookie question (POPIA): third-party ad and analytics scripts load
 * only after 'granted'. Kept in localStorage; unreadable or missing storage means "not asked".
 */
export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_KEY = 'trailfinder-consent';

interface StoredConsent {
  choice: ConsentChoice;
  /** ISO time of the answer. */
  at: string;
}

export function readConsent(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ConsentChoice | null {
  try {
    const raw = storage?.getItem(CONSENT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredConsent>;
    return parsed.choice === 'granted' || parsed.choice === 'denied' ? parsed.choice : null;
  } catch (err) {
    console.warn('Could not read the cookie choice', err);
    return null;
  }
}

export function writeConsent(
  choice: ConsentChoice,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
  now: Date = new Date(),
): void {
  try {
    storage?.setItem(CONSENT_KEY, JSON.stringify({ choice, at: now.toISOString() } satisfies StoredConsent));
  } catch (err) {
    console.warn('Could not save the cookie choice', err);
  }
}

interface ConsentState {
  choice: ConsentChoice | null;
  /** The banner is open: no answer yet, or the rider asked to change it. */
  bannerOpen: boolean;
  decide: (choice: ConsentChoice) => void;
  reopen: () => void;
}

/**
 * The store starts as the server renders: the answer not known, no banner (the server cannot read
 * the rider's storage). In the browser the stored answer replaces it at once, so a page the app
 * renders itself reads it from the first render, and a page hydrated from the server's HTML
 * renders as the server did and then updates only the parts the answer changes (zustand hands
 * React this initial state as the server's snapshot).
 */
export const useConsent = create<ConsentState>((set) => ({
  choice: null,
  bannerOpen: false,
  decide: (choice) => {
    writeConsent(choice);
    set({ choice, bannerOpen: false });
  },
  reopen: () => set({ bannerOpen: true }),
}));

if (typeof window !== 'undefined') {
  const stored = readConsent();
  useConsent.setState({ choice: stored, bannerOpen: stored === null });
}

/**
 * Whether there is anything to ask about: an ad network or an analytics service configured on
 * the server (GET /api/config). Without one no third-party script can load, so no question.
 */
export function needsConsent(config: { adClientId?: string; analyticsId?: string }): boolean {
  return Boolean(config.adClientId || config.analyticsId);
}

/** True once the rider has accepted third-party scripts. */
export const useConsentGranted = () => useConsent((s) => s.choice === 'granted');
