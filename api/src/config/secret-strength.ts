/**
 * Refuses secrets a host copied from an example or typed by hand. A JWT_SECRET anyone can read
 * (the one in .env.example) lets anyone sign an admin token, so the server will not start with
 * one. The rules only catch what is obviously not random: a secret made with
 * `openssl rand -hex 32` passes every one of them (secret-strength.test.ts draws thousands).
 */

/** Values shipped in .env.example and the docs, and the placeholders people leave in. */
const EXAMPLE_VALUES = ['change-me-to-32-or-more-random-characters', 'change-me', 'changeme'];
/** Words a person types; a random key practically never contains them (hex never can). */
const TYPED_WORDS = /change-?me|example|placeholder|replace|secret|password|your-/gi;

/**
 * A typed word as a person types it: all lower case, all capitals or capitalised ("secret",
 * "SECRET", "Secret"). Random base64 holds such a word in mixed case now and then ("SEcreT"):
 * that is not typed, and refusing it would stop a host's server with a good key.
 */
function typedWord(value: string): string | undefined {
  return [...value.matchAll(TYPED_WORDS)]
    .map((m) => m[0])
    .find((w) => w === w.toLowerCase() || w === w.toUpperCase() || w === w[0] + w.slice(1).toLowerCase());
}
/** Passwords tried first by anyone guessing (compared on their letters, any case). */
const COMMON_PASSWORDS = new Set([
  'admin',
  'administrator',
  'changeme',
  'letmein',
  'password',
  'qwerty',
  'qwertyuiop',
  'trailfinder',
  'welcome',
  'iloveyou',
  'monkey',
  'dragon',
  'abc',
  'root',
  'test',
  'secret',
]);

export const MAKE_A_SECRET = 'make one with `openssl rand -hex 32`';

/** A piece of at least `size` characters that appears twice ("abcde12345...abcde12345"). */
function hasRepeatedPiece(value: string, size: number): boolean {
  const seen = new Set<string>();
  for (let i = 0; i + size <= value.length; i++) {
    const piece = value.slice(i, i + size);
    if (seen.has(piece)) return true;
    seen.add(piece);
  }
  return false;
}

/** The longest run of characters that step up or down by one ("abcdef", "987654"). */
function longestSequence(value: string): number {
  let longest = 1;
  let run = 1;
  let step = 0;
  for (let i = 1; i < value.length; i++) {
    const d = value.charCodeAt(i) - value.charCodeAt(i - 1);
    if ((d === 1 || d === -1) && (run === 1 || d === step)) run++;
    else run = d === 1 || d === -1 ? 2 : 1;
    step = d;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** Shannon entropy of the characters' frequencies, in bits per character. */
function bitsPerCharacter(value: string): number {
  const counts = new Map<string, number>();
  for (const c of value) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / value.length) * Math.log2(n / value.length);
  return bits;
}

const fewCharacters = (n: number) => `uses only ${n} different character${n === 1 ? '' : 's'}`;
const isExample = (value: string) => EXAMPLE_VALUES.includes(value.toLowerCase());

/** Every reason JWT_SECRET is not a random signing key; empty when it looks like one. */
export function weakSecretProblems(value: string): string[] {
  const problems: string[] = [];
  if (isExample(value)) problems.push('is the example value from .env.example, which anyone can read');
  else if (typedWord(value)) problems.push(`contains "${typedWord(value)}", a typed word`);
  const distinct = new Set(value).size;
  if (distinct < 8) problems.push(fewCharacters(distinct));
  if (hasRepeatedPiece(value, 10)) problems.push('repeats a piece of itself');
  if (longestSequence(value) >= 8) problems.push('contains a run like "abcdefgh" or "12345678"');
  if (distinct >= 8 && bitsPerCharacter(value) < 2.5) problems.push('is too predictable (low entropy)');
  return problems;
}

/** Every reason ADMIN_PASSWORD is one a guesser tries early (env.ts adds "same as the username"). */
export function weakPasswordProblems(value: string): string[] {
  const problems: string[] = [];
  const letters = value.toLowerCase().replace(/[^a-z]/g, '');
  if (isExample(value)) problems.push('is the example value from .env.example');
  else if (COMMON_PASSWORDS.has(letters) || longestSequence(value) >= value.length - 1)
    problems.push('is one of the first passwords anyone tries');
  if (new Set(value).size < 4) problems.push(fewCharacters(new Set(value).size));
  if (/^(.+)\1+$/.test(value)) problems.push('is one piece repeated');
  return problems;
}
