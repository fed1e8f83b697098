import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { idProperty, timestampProperties, type Timestamps } from '../../db/base-properties.js';

export interface Admin extends Timestamps {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'isActive' | 'lastLogin' | 'tokenVersion';
  id: number;
  username: string;
  email: string;
  passwordHash: string;
  isActive: boolean;
  lastLogin: Date | null;
  /** Bumped on logout-everywhere and password change: tokens carrying an older value are revoked. */
  tokenVersion: number;
}

export const AdminSchema = new EntitySchema<Admin>({
  name: 'Admin',
  tableName: 'admins',
  properties: {
    id: idProperty,
    username: { type: 'string', length: 100, unique: true },
    email: { type: 'string', length: 255, unique: true },
    passwordHash: { type: 'string', length: 255 },
    isActive: { type: 'boolean', default: true },
    lastLogin: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
    tokenVersion: { type: 'integer', default: 0 },
    ...timestampProperties,
  },
});
