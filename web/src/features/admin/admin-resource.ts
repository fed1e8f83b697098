import type { AdminCollection } from './admin-client';

/** A collection the dashboard creates, edits and deletes: trails, videos, events. */
export type ManagedCollection = Exclude<AdminCollection, 'reviews'>;

/**
 * What one resource's form says; everything else (state, submit, server errors, toasts) is
 * shared by useAdminForm. `Item` is what the API lists, `V` the form's values, `F` its text fields.
 */
export interface ResourceForm<Item extends { id: number }, V, F extends string> {
  collection: ManagedCollection;
  /** 'Trail', 'Video', 'Event': titles and buttons read 'Edit Trail', 'Create Trail'... */
  noun: string;
  /** The fields a server message can be shown beside. */
  fields: readonly F[];
  empty: () => V;
  fromItem: (item: Item) => V;
  /** The field errors of the values, before sending (from the shared schema). */
  errors: (values: V, item: Item | null) => Partial<Record<F, string>>;
  /** The API body built from the values. */
  payload: (values: V, item: Item | null) => unknown;
}

/** The props of a resource's fields component. */
export interface FieldsProps<V, F extends string> {
  values: V;
  errors: Partial<Record<F, string>>;
  onChange: (patch: Partial<V>) => void;
}
