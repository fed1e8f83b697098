/**
 * iOS Safari never offers installation (no `beforeinstallprompt`): the rider adds the app from
 * the Share menu. This says when to tell them how, and remembers that they have been told.
 */

export interface BrowserTraits {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
  /** Safari's own flag: true when opened from the Home Screen. */
  standalone?: boolean;
}

const DISMISSED_KEY = 'trailfinder-ios-install-hint';

/** Safari on an iPhone, iPod or iPad (iPadOS says it is a Mac with a touch screen), not yet installed. */
export function isIosSafari(traits: BrowserTraits, displayStandalone = false): boolean {
  const ua = traits.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (traits.platform === 'MacIntel' && (traits.maxTouchPoints ?? 0) > 1);
  // Chrome, Firefox, Edge, Opera and the Google app on iOS also say "Safari" in their user agent.
  const safari = /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
  return ios && safari && traits.standalone !== true && !displayStandalone;
}

/** Whether this device should get the hint now (iOS Safari, not installed, not dismissed). */
export function shouldOfferIosInstallHint(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  if (!isIosSafari(nav, standalone)) return false;
  try {
    return localStorage.getItem(DISMISSED_KEY) === null;
  } catch {
    return true; // storage blocked: the hint shows, it just cannot be remembered as dismissed
  }
}

export function dismissIosInstallHint(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, new Date().toISOString());
  } catch (err) {
    console.warn('Could not remember the dismissed install hint', err);
  }
}
