import { useEffect, useState } from 'react';
import { Moon, Sun, SunMoon } from 'lucide-react';
import {
  followColorMode,
  getColorModeChoice,
  isDark,
  setColorModeChoice,
  type ColorModeChoice,
} from '../lib/color-mode';
import css from './ghost-icon-button.module.css';

const WORDS: Record<ColorModeChoice, string> = { system: 'follow the system', light: 'light', dark: 'dark' };
const ICONS = { system: SunMoon, light: Sun, dark: Moon };

/** From 'system' the first press always changes what the rider sees; then the same as the device; then 'system'. */
export function nextColorMode(choice: ColorModeChoice, deviceDark: boolean): ColorModeChoice {
  const device = deviceDark ? 'dark' : 'light';
  if (choice === 'system') return deviceDark ? 'light' : 'dark';
  return choice === device ? 'system' : device;
}

/** The header's colour theme button: follow the system, light or dark. */
export default function ColorModeButton() {
  const [choice, setChoice] = useState(getColorModeChoice);
  useEffect(() => followColorMode(setChoice), []);
  const Icon = ICONS[choice];
  const label = `Colour theme: ${WORDS[choice]}`;
  return (
    <button
      type="button"
      className={css.ghost}
      aria-label={label}
      title={label}
      onClick={() => {
        const next = nextColorMode(choice, isDark('system'));
        setColorModeChoice(next);
        setChoice(next);
      }}
    >
      <Icon aria-hidden="true" />
    </button>
  );
}
