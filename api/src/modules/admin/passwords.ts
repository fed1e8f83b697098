import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): memory-hard for guessing, while one
// check stays on one thread, so sign-ins do not starve a small server's CPU.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** False for a wrong password and for a malformed stored hash (never throws on bad input). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A strong random password (144 bits), easy to copy: letters, digits, '-' and '_'. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

let dummyHash: Promise<string> | undefined;

function dummy(): Promise<string> {
  if (!dummyHash) {
    dummyHash = hashPassword(generatePassword());
    // Started ahead of use: a failure must surface where it is awaited, not crash the process.
    dummyHash.catch(() => undefined);
  }
  return dummyHash;
}

/** Computes the dummy hash ahead of the first login, so even that one takes the usual time. */
export function prepareDummyHash(): void {
  void dummy();
}

/**
 * Checks the password against a throwaway hash with the same cost, so a login with an unknown
 * username takes as long as one with a wrong password and the answer reveals nothing.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await dummy(), password);
  return false;
}
