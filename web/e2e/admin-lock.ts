import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * There is one admin account per server, and logging out or changing the password revokes every
 * token of it. Tests that sign in therefore take turns, across workers and spec files: each holds
 * this lock (a file created atomically, holding the holder's process id) while it uses an admin
 * session. One lock per server port: checkouts that run their journeys side by side have servers
 * (and admin accounts) of their own.
 */
const LOCK_FILE = path.join(tmpdir(), `trailfinder-e2e-admin-${process.env.E2E_PORT ?? 4173}.lock`);

/**
 * A lock whose holder has exited (a crashed worker) is stale. Judged by the process, not by the
 * file's age: a clock set to another date (faketime) must not take a lock from a live holder.
 */
const holder = (): number | null => {
  try {
    const pid = Number(readFileSync(LOCK_FILE, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : null; // null: its id not written yet
  } catch {
    return null; // released in the meantime
  }
};

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** Removes the lock if its holder has exited (and it is still that holder's lock). */
function dropIfStale(): void {
  const pid = holder();
  if (pid !== null && !alive(pid) && holder() === pid) rmSync(LOCK_FILE, { force: true });
}

export async function acquireAdminLock(): Promise<() => void> {
  for (;;) {
    try {
      const fd = openSync(LOCK_FILE, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(LOCK_FILE, { force: true });
    } catch {
      dropIfStale();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
