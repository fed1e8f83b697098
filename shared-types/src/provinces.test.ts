import { describe, expect, it } from 'vitest';
import { PROVINCE_TOWNS, locationOptions } from './provinces.js';

describe('province towns', () => {
  it('puts Knysna and Plettenberg Bay in the Western Cape (where they really are)', () => {
    expect(PROVINCE_TOWNS['Western Cape']).toEqual(expect.arrayContaining(['Knysna', 'Plettenberg Bay']));
    expect(PROVINCE_TOWNS['Eastern Cape']).not.toContain('Knysna');
  });
});

describe('location options', () => {
  const trails = [
    { province: 'Gauteng', location: 'Johannesburg (Diepsloot)' },
    { province: 'Gauteng', location: 'Johannesburg (Diepsloot)' },
    { province: 'Gauteng', location: 'johannesburg (diepsloot)' },
    { province: 'Gauteng', location: 'Pretoria' },
    { province: 'Mpumalanga', location: 'White River' },
  ];

  it("lists only the province's places that have trails, each with its count, as lowercase values", () => {
    expect(locationOptions('Gauteng', trails)).toEqual([
      { value: 'johannesburg (diepsloot)', label: 'Johannesburg (Diepsloot) (3)', count: 3 },
      { value: 'pretoria', label: 'Pretoria (1)', count: 1 },
    ]);
  });

  it('never offers a town of the table that no trail is in', () => {
    const values = locationOptions('Gauteng', trails).map((o) => o.value);
    expect(values).not.toContain('johannesburg');
    expect(values).not.toContain('sandton');
    expect(locationOptions('Limpopo', trails)).toEqual([]);
  });

  it("combines every province for 'all', alphabetically", () => {
    expect(locationOptions('all', trails).map((o) => o.label)).toEqual([
      'Johannesburg (Diepsloot) (3)',
      'Pretoria (1)',
      'White River (1)',
    ]);
  });

  it('offers nothing for an unknown province and no counts of zero', () => {
    expect(locationOptions('Atlantis', trails)).toEqual([]);
    expect(locationOptions('all', trails).every((o) => o.count > 0)).toBe(true);
  });
});
