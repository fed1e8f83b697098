import { describe, expect, it } from 'vitest';
import { PROVINCE_TOWNS, locationOptions } from './provinces.js';

describe('province towns', () => {
  it('puts Knysna and Plettenberg Bay in the Western Cape (where they really are)', () => {
    expect(PROVINCE_TOWNS['Western Cape']).toEqual(expect.arrayContaining(['Knysna', 'Plettenberg Bay']));
    expect(PROVINCE_TOWNS['Eastern Cape']).not.toContain('Knysna');
  });
  it("merges the province's trail towns with the town table, as lowercase values", () => {
    const options = locationOptions('Mpumalanga', [
      { province: 'Mpumalanga', location: 'White River' },
      { province: 'Gauteng', location: 'Midrand' },
    ]);
    const values = options.map((o) => o.value);
    expect(values).toContain('white river');
    expect(values).toContain('sabie');
    expect(values).not.toContain('midrand');
    expect(options.find((o) => o.value === 'white river')?.label).toBe('White River');
  });
  it("combines every province for 'all'", () => {
    const values = locationOptions('all', []).map((o) => o.value);
    expect(values).toContain('kimberley');
    expect(values).toContain('durban');
  });
});
