import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * There is one admin account, and logging out or changing the password revokes every token of
 * it. Tests that sign in therefore take turns, across workers and spec files: each holds this
 * lock (an atomic mkdir) while it uses an admin session.
 */
const LOCK_DIR = path.join(tmpdir(), 'trailfinder-e2e-admin.lock');
/** A lock older than this belongs to a crashed run. */
const STALE_MS = 3 * 60_000;

export async function acquireAdminLock(): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      return () => rmSync(LOCK_DIR, { recursive: true, force: true });
    } catch {
      try {
        if (Date.now() - statSync(LOCK_DIR).mtimeMs > STALE_MS) rmSync(LOCK_DIR, { recursive: true, force: true });
      } catch {
        // Released in the meantime: try again at once.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
