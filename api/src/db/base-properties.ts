import type { EntitySchemaProperty } from '@mikro-orm/core';

/** Columns every table has. Soft-deletable tables add `deletedAt` so deletions reach devices via /api/sync. */
export interface Timestamps {
  createdAt: Date;
  updatedAt: Date;
}
export interface SoftDelete {
  deletedAt: Date | null;
}

const now = () => new Date();

export const idProperty = { type: 'number', primary: true, autoincrement: true } as const;

export const timestampProperties = {
  createdAt: { type: 'Date', columnType: 'timestamptz(3)', onCreate: now },
  updatedAt: { type: 'Date', columnType: 'timestamptz(3)', onCreate: now, onUpdate: now, index: true },
} satisfies Record<string, EntitySchemaProperty<Date, unknown>>;

export const softDeleteProperty = {
  deletedAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
} satisfies Record<string, EntitySchemaProperty<Date | null, unknown>>;
