import { describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY, needsConsent, readConsent, writeConsent } from './consent';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('cookie consent storage', () => {
  it('is unanswered until the rider chooses', () => {
    expect(readConsent(memoryStorage())).toBeNull();
  });

  it('remembers the answer and when it was given', () => {
    const storage = memoryStorage();
    writeConsent('granted', storage, new Date('2025-07-11T10:00:00Z'));
    expect(JSON.parse(storage.getItem(CONSENT_KEY)!)).toEqual({ choice: 'granted', at: '2025-07-11T10:00:00.000Z' });
    expect(readConsent(storage)).toBe('granted');
    writeConsent('denied', storage);
    expect(readConsent(storage)).toBe('denied');
  });

  it('treats a malformed value as unanswered, and survives storage that throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    storage.setItem(CONSENT_KEY, '{not json');
    expect(readConsent(storage)).toBeNull();
    storage.setItem(CONSENT_KEY, JSON.stringify({ choice: 'maybe' }));
    expect(readConsent(storage)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readConsent(broken)).toBeNull();
    expect(() => writeConsent('granted', broken)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

describe('whether to ask', () => {
  it('asks only when an ad network or an analytics service is configured', () => {
    expect(needsConsent({})).toBe(false);
    expect(needsConsent({ adClientId: '', analyticsId: '' })).toBe(false);
    expect(needsConsent({ adClientId: 'ca-pub-123' })).toBe(true);
    expect(needsConsent({ analyticsId: 'G-ABC123' })).toBe(true);
  });
});
