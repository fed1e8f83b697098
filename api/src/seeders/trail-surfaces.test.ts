import { describe, expect, it } from 'vitest';
import { TRAIL_SURFACES } from '@trailfinder/shared-types';
import { seedTrails } from './catalogue.js';
import { trailSurfaces } from './data/trail-surfaces.js';

const seedText = (name: string) => {
  const t = seedTrails.find((s) => s.name === name)!;
  return [t.description, ...t.routeVariants.map((v) => v.description)].join(' ');
};

describe('catalogue trail surfaces', () => {
  it('has an entry for every seeded trail and none for a trail that is not seeded', () => {
    expect(Object.keys(trailSurfaces).sort()).toEqual(seedTrails.map((t) => t.name).sort());
  });

  it('gives a source for every known surface and none for an unknown one', () => {
    for (const [name, { surface, source }] of Object.entries(trailSurfaces)) {
      expect(TRAIL_SURFACES, name).toContain(surface);
      if (surface === 'unknown') expect(source, name).toBeNull();
      else expect(source?.trim(), name).toMatch(/^(seed|page): /);
    }
  });

  it("quotes only words that are really in the trail's own description", () => {
    for (const [name, { source }] of Object.entries(trailSurfaces)) {
      const seedPart = source?.startsWith('seed: ') ? source.split('; page: ')[0] : '';
      for (const [, quote] of seedPart.matchAll(/"([^"]+)"/g)) expect(seedText(name), name).toContain(quote);
    }
  });

  it('names the address of every page it relies on', () => {
    for (const [name, { source }] of Object.entries(trailSurfaces))
      if (source?.includes('page: ')) expect(source, name).toMatch(/page: https?:\/\/\S+/);
  });
});
