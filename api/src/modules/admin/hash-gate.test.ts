import { describe, expect, it } from 'vitest';
import { HashGate } from './hash-gate.js';

describe('HashGate', () => {
  it('refuses with 429 and Retry-After past the cap, and lets work in again once a slot frees', async () => {
    const gate = new HashGate(2);
    const releases: (() => void)[] = [];
    const held = () => gate.run(() => new Promise<string>((resolve) => releases.push(() => resolve('done'))));
    const first = held();
    const second = held();
    await expect(gate.run(async () => 'third')).rejects.toMatchObject({
      statusCode: 429,
      headers: { 'Retry-After': '2' },
    });
    releases[0]();
    await expect(first).resolves.toBe('done');
    await expect(gate.run(async () => 'now')).resolves.toBe('now');
    releases[1]();
    await expect(second).resolves.toBe('done');
  });
});
