import type { EntityManager, EntitySchema, FilterQuery, QueryOrderMap, RequiredEntityData } from '@mikro-orm/core';
import { NotFoundError } from '../plugins/app/errors.js';

/** An optional text field of a body: absent stays absent (kept on update), empty becomes null. */
export const orNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

/** A body's fields as entity fields: those listed, copied as they are, absent ones left out. */
export function copyFields<B extends object, K extends keyof B>(body: B, keys: readonly K[]): Partial<Pick<B, K>> {
  return withoutAbsent(Object.fromEntries(keys.map((k) => [k, body[k]])) as Pick<B, K>);
}

/** The fields that are present: an update keeps what its body leaves out. */
export function withoutAbsent<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export interface ManagedRow {
  id: number;
  deletedAt: Date | null;
}

export interface ManagedTableSpec<E extends ManagedRow, Dto, Update> {
  schema: EntitySchema<E>;
  /** The 404 message for an unknown or deleted id, e.g. 'Event not found'. */
  notFound: string;
  orderBy: QueryOrderMap<E>;
  toDto: (row: E) => Dto;
  /** Body -> entity fields; absent fields stay undefined, so an update keeps them. */
  fields: (body: Update, current?: E) => Partial<E>;
  /** Values a new row starts from before its body's fields (nullable columns, defaults). */
  blank?: () => Partial<E>;
}

/**
 * A table the administrator manages: every live row in order, create, update, soft delete (the
 * row stays as a tombstone, so devices drop it on their next sync). Each admin repository says
 * only how a body becomes fields.
 */
export class ManagedTable<E extends ManagedRow, Dto, Create extends Update, Update> {
  constructor(
    protected readonly em: () => EntityManager,
    protected readonly spec: ManagedTableSpec<E, Dto, Update>,
  ) {}

  async list(): Promise<Dto[]> {
    const live = { deletedAt: null } as FilterQuery<E>;
    return (await this.em().find(this.spec.schema, live, { orderBy: this.spec.orderBy })).map(this.spec.toDto);
  }

  async create(body: Create): Promise<Dto> {
    const em = this.em();
    // The create schema's defaults and required fields fill what `fields` types as optional.
    const data = { ...this.spec.blank?.(), ...this.spec.fields(body) } as RequiredEntityData<E>;
    const row = em.create(this.spec.schema, data);
    await em.flush();
    return this.spec.toDto(row);
  }

  async update(id: number, body: Update): Promise<Dto> {
    const em = this.em();
    const row = await this.live(em, id);
    Object.assign(row, this.spec.fields(body, row));
    await em.flush();
    return this.spec.toDto(row);
  }

  async remove(id: number): Promise<void> {
    const em = this.em();
    const row = await this.live(em, id);
    row.deletedAt = new Date();
    await em.flush();
  }

  /** The row if it exists and is not deleted; 404 otherwise. */
  protected async live(em: EntityManager, id: number): Promise<E> {
    const row = await em.findOne(this.spec.schema, { id, deletedAt: null } as FilterQuery<E>);
    if (!row) throw new NotFoundError(this.spec.notFound);
    return row;
  }
}
