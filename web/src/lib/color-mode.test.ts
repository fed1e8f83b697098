// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextColorMode } from '../components/color-mode-button';
import {
  applyColorMode,
  COLOR_MODE_KEY,
  followColorMode,
  getColorModeChoice,
  setColorModeChoice,
  type ColorModeChoice,
} from './color-mode';
// The file itself, as the browser runs it before the app.
import prePaintScript from '../../public/color-mode.js?raw';

/** A stand-in for the device's dark setting that can be flipped, like the real one. */
function fakeDevice(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  window.matchMedia = ((q: string) => {
    expect(q).toBe('(prefers-color-scheme: dark)');
    return media;
  }) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      dark = next;
      listeners.forEach((l) => l());
    },
    listeners,
  };
}
const pageIsDark = () => document.documentElement.getAttribute('data-color-mode') === 'dark';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-color-mode');
});
afterEach(() => localStorage.clear());

describe('colour mode', () => {
  it('follows the system until the rider chooses', () => {
    fakeDevice(true);
    expect(getColorModeChoice()).toBe('system');
    applyColorMode();
    expect(pageIsDark()).toBe(true);
  });

  it('keeps a choice in storage, and "system" removes it', () => {
    fakeDevice(true);
    setColorModeChoice('light');
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('light');
    expect(pageIsDark()).toBe(false);
    setColorModeChoice('dark');
    expect(pageIsDark()).toBe(true);
    setColorModeChoice('system');
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBeNull();
    expect(getColorModeChoice()).toBe('system');
    expect(pageIsDark()).toBe(true);
  });

  it('treats anything else in storage as "system"', () => {
    fakeDevice(false);
    localStorage.setItem(COLOR_MODE_KEY, 'sepia');
    expect(getColorModeChoice()).toBe('system');
  });

  it('follows the device changing its setting while the page is open, unless the rider chose', () => {
    const device = fakeDevice(false);
    const heard: ColorModeChoice[] = [];
    const stop = followColorMode((c) => heard.push(c));
    device.set(true);
    expect(pageIsDark()).toBe(true);
    setColorModeChoice('light');
    device.set(false);
    device.set(true);
    expect(pageIsDark()).toBe(false);
    expect(heard).toEqual(['system', 'light', 'light']);
    stop();
    expect(device.listeners.size).toBe(0);
  });

  it('hears a choice made in another tab', () => {
    fakeDevice(false);
    const heard: ColorModeChoice[] = [];
    const stop = followColorMode((c) => heard.push(c));
    localStorage.setItem(COLOR_MODE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_KEY }));
    expect(heard).toEqual(['dark']);
    expect(pageIsDark()).toBe(true);
    stop();
  });

  it('the pre-paint script (public/color-mode.js) decides as the module does', () => {
    for (const device of [false, true]) {
      for (const stored of [null, 'light', 'dark', 'system', 'junk']) {
        fakeDevice(device);
        localStorage.clear();
        if (stored) localStorage.setItem(COLOR_MODE_KEY, stored);
        document.documentElement.removeAttribute('data-color-mode');
        new Function(prePaintScript)();
        const fromScript = pageIsDark();
        applyColorMode();
        expect([device, stored, fromScript]).toEqual([device, stored, pageIsDark()]);
      }
    }
  });

  it('the button: the first press from "system" always changes what the rider sees, then the same as the device, then "system"', () => {
    expect([nextColorMode('system', true), nextColorMode('light', true), nextColorMode('dark', true)]).toEqual([
      'light',
      'dark',
      'system',
    ]);
    expect([nextColorMode('system', false), nextColorMode('dark', false), nextColorMode('light', false)]).toEqual([
      'dark',
      'light',
      'system',
    ]);
  });
});
