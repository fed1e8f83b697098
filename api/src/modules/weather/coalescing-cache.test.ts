import { describe, expect, it } from 'vitest';
import { CoalescingCache } from './coalescing-cache.js';

function setup() {
  let now = 0;
  const cache = new CoalescingCache<string>({ ttlMs: 100, failureTtlMs: 10, staleMs: 1000, now: () => now });
  let calls = 0;
  const ok = (value: string) => async () => {
    calls++;
    return value;
  };
  const fail = async () => {
    calls++;
    throw new Error('upstream down');
  };
  return { cache, ok, fail, calls: () => calls, advance: (ms: number) => (now += ms) };
}

describe('CoalescingCache', () => {
  it('shares one in-flight load between concurrent callers', async () => {
    const { cache } = setup();
    let release!: (v: string) => void;
    let loads = 0;
    const slow = () => {
      loads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const waiting = [cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)];
    release('v');
    expect(await Promise.all(waiting)).toEqual(['v', 'v', 'v']);
    expect(loads).toBe(1);
  });

  it('serves a value until its TTL ends, then loads again', async () => {
    const t = setup();
    expect(await t.cache.get('k', t.ok('a'))).toBe('a');
    t.advance(99);
    expect(await t.cache.get('k', t.ok('b'))).toBe('a');
    t.advance(1);
    expect(await t.cache.get('k', t.ok('b'))).toBe('b');
    expect(t.calls()).toBe(2);
  });

  it('remembers a failure only briefly', async () => {
    const t = setup();
    await expect(t.cache.get('k', t.fail)).rejects.toThrow('upstream down');
    await expect(t.cache.get('k', t.ok('a'))).rejects.toThrow('upstream down');
    expect(t.calls()).toBe(1);
    t.advance(10);
    expect(await t.cache.get('k', t.ok('a'))).toBe('a');
    expect(t.calls()).toBe(2);
  });

  it('falls back to the last good value when a refresh fails, for a limited time', async () => {
    const t = setup();
    await t.cache.get('k', t.ok('old'));
    t.advance(150);
    expect(await t.cache.get('k', t.fail)).toBe('old');
    t.advance(1000);
    await expect(t.cache.get('k', t.fail)).rejects.toThrow('upstream down');
  });

  it('keeps keys apart and stays within its size', async () => {
    let now = 0;
    const cache = new CoalescingCache<number>({
      ttlMs: 100,
      failureTtlMs: 0,
      staleMs: 0,
      maxEntries: 2,
      now: () => now,
    });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    now += 1;
    expect(await cache.get('c', async () => 30)).toBe(3);
    expect(await cache.get('a', async () => 10)).toBe(10);
  });
});
