import { describe, expect, it } from 'vitest';
import { SYNCED_REFERENCES, SYNCED_TABLES } from './sync-tables.js';
import { SyncResponse } from './sync.js';

describe('the synced tables', () => {
  it('are exactly the row lists and the tombstone lists of a sync answer', () => {
    const rowLists = Object.keys(SyncResponse.shape).filter((k) => !['cursor', 'full', 'deleted'].includes(k));
    const lists = [...SYNCED_TABLES, ...SYNCED_REFERENCES].sort();
    expect(rowLists.sort()).toEqual(lists);
    expect(Object.keys(SyncResponse.shape.deleted.shape).sort()).toEqual(lists);
  });
});
