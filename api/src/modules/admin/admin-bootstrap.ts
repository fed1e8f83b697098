import type { EntityManager } from '@mikro-orm/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AppConfig } from '../../config/env.js';
import { AdminSchema } from './admin.entity.js';
import { generatePassword, hashPassword } from './passwords.js';

export interface BootstrapResult {
  created: boolean;
  username?: string;
  /** Set only when the password was generated: show it once, then it is gone. */
  generatedPassword?: string;
}

/** Creates the single admin from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL when none exists. */
export async function ensureAdmin(em: EntityManager, config: AppConfig): Promise<BootstrapResult> {
  if ((await em.count(AdminSchema, {})) > 0) return { created: false };
  const generatedPassword = config.ADMIN_PASSWORD ? undefined : generatePassword();
  const password = config.ADMIN_PASSWORD ?? (generatedPassword as string);
  em.create(AdminSchema, {
    username: config.ADMIN_USERNAME,
    email: config.ADMIN_EMAIL,
    passwordHash: await hashPassword(password),
  });
  try {
    await em.flush();
  } catch (err) {
    // Another instance starting at the same moment created it first: theirs stands.
    if (err instanceof UniqueConstraintViolationException) return { created: false };
    throw err;
  }
  return { created: true, username: config.ADMIN_USERNAME, generatedPassword };
}
