/**
 * `npm run admin:reset-password`: sets a new admin password (ADMIN_PASSWORD, or a generated one
 * shown once) and signs out every session. Creates the admin if there is none yet.
 */
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { loadConfig } from '../config/env.js';
import { ormOptions } from '../db/orm-options.js';
import { entities } from '../entities.js';
import { AdminSchema, ensureAdmin, generatePassword, hashPassword, printBox } from '../modules/admin/index.js';

const config = loadConfig();
const orm = await MikroORM.init(
  ormOptions({ databaseUrl: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR), entities }),
);
try {
  await orm.getMigrator().up();
  const em = orm.em.fork();
  const created = await ensureAdmin(em, config);
  // The configured username first; otherwise the one admin there is.
  const admin =
    (await em.findOne(AdminSchema, { username: config.ADMIN_USERNAME })) ??
    (await em.findOneOrFail(AdminSchema, {}, { orderBy: { id: 'asc' } }));

  let password = created.created ? created.generatedPassword : undefined;
  if (!created.created) {
    password = config.ADMIN_PASSWORD ? undefined : generatePassword();
    admin.passwordHash = await hashPassword(config.ADMIN_PASSWORD ?? (password as string));
    admin.isActive = true;
    // Every token issued before now stops working.
    admin.tokenVersion++;
    await em.flush();
  }
  printBox([
    `Admin password ${created.created ? 'set for the new account' : 'reset'}; all sessions are signed out.`,
    `  username: ${admin.username}`,
    password ? `  password: ${password}` : '  password: the value of ADMIN_PASSWORD',
    ...(password ? ['This password is shown only once.'] : []),
  ]);
} finally {
  await orm.close(true);
}
