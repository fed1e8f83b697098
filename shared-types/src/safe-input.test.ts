import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeInput, safeInt, safeText, unsafeTextReason } from './safe-input.js';

describe('safe input', () => {
  it('tells NUL and lone surrogates apart from ordinary text and emoji', () => {
    expect(unsafeTextReason('Tokai 🚵')).toBeNull();
    expect(unsafeTextReason('a\u0000')).toMatch(/NUL/);
    expect(unsafeTextReason('\uD83D')).toMatch(/surrogate/);
    expect(unsafeTextReason('\uDE80x')).toMatch(/surrogate/);
  });

  it('safeText and safeInt refuse what the database cannot hold', () => {
    expect(safeText().safeParse('ok').success).toBe(true);
    expect(safeText().safeParse('o\u0000k').success).toBe(false);
    expect(safeInt().safeParse(2_147_483_647).success).toBe(true);
    expect(safeInt().safeParse(2_147_483_648).success).toBe(false);
  });

  it('safeInput checks every string and key of the input before the schema runs', () => {
    const schema = safeInput(z.object({ tags: z.array(z.string()) }).loose());
    const result = schema.safeParse({ tags: ['ok', 'b\u0000ad'], ['k\uD800']: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['tags.1', 'k\uD800']);
    expect(schema.safeParse({ tags: ['fine'] }).success).toBe(true);
  });
});
