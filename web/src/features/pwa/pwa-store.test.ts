import { describe, expect, it, vi } from 'vitest';
import { promptInstall, usePwaStore, type BeforeInstallPromptEvent } from './pwa-store';

function offer(outcome: 'accepted' | 'dismissed'): BeforeInstallPromptEvent {
  return Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn().mockResolvedValue(undefined),
    userChoice: Promise.resolve({ outcome }),
  });
}

describe('promptInstall', () => {
  it('shows the browser dialog once and hides the Install app button', async () => {
    const event = offer('accepted');
    usePwaStore.setState({ installEvent: event });
    await expect(promptInstall()).resolves.toBe('accepted');
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(usePwaStore.getState().installEvent).toBeNull();
    await expect(promptInstall()).resolves.toBe('unavailable');
  });

  it('reports a dismissed dialog', async () => {
    usePwaStore.setState({ installEvent: offer('dismissed') });
    await expect(promptInstall()).resolves.toBe('dismissed');
  });
});
