import { create } from 'zustand';

/** Chromium's install offer (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

interface PwaState {
  /** A new version has been downloaded and waits for the rider to reload. */
  needRefresh: boolean;
  /** The app shell is cached: the app now opens without a connection. */
  offlineReady: boolean;
  /** Set while the browser offers installation (the Install app button shows). */
  installEvent: BeforeInstallPromptEvent | null;
  /** Activates the waiting version; the page reloads once it has taken over. */
  applyUpdate: () => Promise<void>;
}

export const usePwaStore = create<PwaState>(() => ({
  needRefresh: false,
  offlineReady: false,
  installEvent: null,
  applyUpdate: async () => window.location.reload(),
}));

let listening = false;

/**
 * Keeps the browser's install offer for the Install app button. Called from main.tsx before
 * React renders, because Chromium may fire `beforeinstallprompt` very early.
 */
export function listenForInstallOffer(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our own button instead of the mini-infobar
    usePwaStore.setState({ installEvent: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => usePwaStore.setState({ installEvent: null }));
}

/** Shows the browser's install dialog; the offer can be used once either way. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = usePwaStore.getState().installEvent;
  if (!event) return 'unavailable';
  usePwaStore.setState({ installEvent: null });
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}
