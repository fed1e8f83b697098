import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { weakPasswordProblems, weakSecretProblems } from './secret-strength.js';

describe('weakSecretProblems', () => {
  it.each([
    ['change-me-to-32-or-more-random-characters', /example value from \.env\.example/],
    ['e2e-secret-e2e-secret-e2e-secret-e2e-secret', /"secret"[\s\S]*only 7 different[\s\S]*repeats a piece/],
    ['x'.repeat(40), /only 1 different character\b/],
    ['ab12'.repeat(10), /only 4 different characters[\s\S]*repeats a piece/],
    ['my-signing-key-0123456789-abcdefghijklm', /run like "abcdefgh"/],
    ['a'.repeat(30) + 'q1w2e3r4t5y6', /low entropy/],
  ])('refuses %s', (secret, reason) => {
    expect(weakSecretProblems(secret).join('\n')).toMatch(reason);
  });

  it('takes a typed word in mixed case, as random base64 holds now and then, for no word', () => {
    expect(weakSecretProblems('/g2qFChMqLiXrRume1fPNSEcreTrcQwY')).toEqual([]);
    expect(weakSecretProblems('/g2qFChMqLiXrRume1fPNSecretrcQwY').join()).toMatch(/"Secret", a typed word/);
  });

  // Thousands of draws: a false refusal of a real random key would stop a host's server.
  it.each([
    ['openssl rand -hex 32', 32, 'hex'],
    ['openssl rand -hex 16', 16, 'hex'],
    ['openssl rand -base64 48', 48, 'base64'],
    ['openssl rand -base64 24', 24, 'base64'],
  ] as const)('accepts every key made like %s', (_, bytes, encoding) => {
    const refused = Array.from({ length: 5000 }, () => randomBytes(bytes).toString(encoding)).filter(
      (key) => weakSecretProblems(key).length > 0,
    );
    expect(refused).toEqual([]);
  });
});

describe('weakPasswordProblems', () => {
  it.each([
    ['change-me', /example value/],
    ['Password1!', /first passwords anyone tries/],
    ['admin2026', /first passwords anyone tries/],
    ['123456789', /first passwords anyone tries/],
    ['abcdefgh', /first passwords anyone tries/],
    ['aaaaaaaa', /only 1 different character\b[\s\S]*one piece repeated/],
    ['xyz1xyz1', /one piece repeated/],
  ])('refuses %s', (password, reason) => {
    expect(weakPasswordProblems(password).join('\n')).toMatch(reason);
  });

  it('accepts passwords nobody guesses first', () => {
    for (const password of ['correct horse 42', 'trail-admin-e2e', randomBytes(18).toString('base64url')])
      expect(weakPasswordProblems(password)).toEqual([]);
  });
});
