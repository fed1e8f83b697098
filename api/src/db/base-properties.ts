import { EntitySchema, type EntitySchemaMetadata, type EntitySchemaProperty } from '@mikro-orm/core';

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

/** A row devices sync: an id, its timestamps, and a tombstone once deleted. */
export interface SyncedRow extends Timestamps, SoftDelete {
  id: number;
}

type Columns<E> = NonNullable<EntitySchemaMetadata<E>['properties']>;

/**
 * The schema of a table devices sync: `id` first, the table's own columns, then createdAt,
 * updatedAt and deletedAt (a delete leaves a tombstone that /api/sync hands on to devices).
 */
export function syncedTable<E extends SyncedRow>(
  table: { name: string; tableName: string; uniques?: EntitySchemaMetadata<E>['uniques'] },
  columns: Omit<Columns<E>, keyof SyncedRow>,
): EntitySchema<E> {
  const properties = { id: idProperty, ...columns, ...timestampProperties, ...softDeleteProperty };
  // TypeScript cannot see that the Omit above plus the four shared columns is every column of E.
  return new EntitySchema<E>({ ...table, properties: properties as unknown as Columns<E> });
}
