// The admin module's public surface: the app imports only from here.
export { AdminSchema } from './admin.entity.js';
export { default as adminAccounts } from './admin-accounts.plugin.js';
export { default as adminApi, ADMIN_PREFIX } from './admin-api.js';
// For the password-reset script (src/scripts/reset-admin-password.ts).
export { ensureAdmin } from './admin-bootstrap.js';
export { generatePassword, hashPassword } from './passwords.js';
export { printBox } from './console-box.js';

import { AdminSchema } from './admin.entity.js';
/** The tables this module owns; the app hands every module's list to MikroORM (src/entities.ts). */
export const entities = [AdminSchema];
