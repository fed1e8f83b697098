/**
 * The rider's colour theme: 'system' (the default) follows the device's dark setting. The page
 * is dark when <html data-color-mode="dark">, set before the first paint by public/color-mode.js
 * (the same rule, kept in step by color-mode.test.ts) and kept current here.
 */
export type ColorModeChoice = 'system' | 'light' | 'dark';

export const COLOR_MODE_KEY = 'trailfinder-color-mode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const systemIsDark = () => typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;

export function getColorModeChoice(): ColorModeChoice {
  try {
    const stored = localStorage.getItem(COLOR_MODE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Whether a choice shows the page dark, with the device as it is now. */
export const isDark = (choice: ColorModeChoice) => choice === 'dark' || (choice === 'system' && systemIsDark());

export function applyColorMode(choice = getColorModeChoice()): void {
  if (isDark(choice)) document.documentElement.setAttribute('data-color-mode', 'dark');
  else document.documentElement.removeAttribute('data-color-mode');
}

export function setColorModeChoice(choice: ColorModeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(COLOR_MODE_KEY);
    else localStorage.setItem(COLOR_MODE_KEY, choice);
  } catch {
    // No storage: the choice lasts until the page closes.
  }
  applyColorMode(choice);
}

/**
 * Follows the device's setting and choices made in other tabs; `onChange` hears the choice.
 * Returns the unsubscribe.
 */
export function followColorMode(onChange: (choice: ColorModeChoice) => void = () => {}): () => void {
  const update = () => {
    const choice = getColorModeChoice();
    applyColorMode(choice);
    onChange(choice);
  };
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null;
  const onStorage = (e: StorageEvent) => e.key === COLOR_MODE_KEY && update();
  media?.addEventListener('change', update);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', update);
    window.removeEventListener('storage', onStorage);
  };
}
