import { describe, expect, it } from 'vitest';
import { hasMultipleStatements } from './pglite-statement-fix.js';

describe('hasMultipleStatements', () => {
  it('ignores semicolons inside string literals and identifiers', () => {
    expect(hasMultipleStatements(`insert into t (a) values ('in the village; expect frost'), ('x')`)).toBe(false);
    expect(hasMultipleStatements(`insert into t ("we;ird") values ('it''s; fine')`)).toBe(false);
    expect(hasMultipleStatements(`select $$a; b$$`)).toBe(false);
    expect(hasMultipleStatements(`select 1;`)).toBe(false);
  });
  it('sees real statement boundaries', () => {
    expect(hasMultipleStatements(`create table a (x int); create table b (y int);`)).toBe(true);
    expect(hasMultipleStatements(`insert into t values ('a;b'); select 1`)).toBe(true);
  });
});
