import { describe, expect, it } from 'vitest';
import { TrailAccess } from '@trailfinder/shared-types';
import { seedTrails } from './catalogue.js';
import { trailAccess } from './data/trail-access.js';

const seedText = (name: string) => {
  const t = seedTrails.find((s) => s.name === name)!;
  return [t.description, ...t.routeVariants.map((v) => v.description)].join(' ');
};

describe('catalogue access facts (decision 077)', () => {
  it('names only seeded trails, each card valid and resting on at least one quoted sentence', () => {
    for (const [name, facts] of Object.entries(trailAccess)) {
      expect(
        seedTrails.some((t) => t.name === name),
        name,
      ).toBe(true);
      expect(TrailAccess.safeParse(facts).success, name).toBe(true);
      expect(facts.sources?.length, name).toBeGreaterThan(0);
    }
  });

  it("quotes only words that are really in the trail's own text", () => {
    for (const [name, { sources }] of Object.entries(trailAccess))
      for (const quote of sources ?? []) expect(seedText(name), name).toContain(quote);
  });

  it('12 of the 89 trails have access facts from their own text, with 12 quoted sentences', () => {
    expect(seedTrails).toHaveLength(89);
    expect(Object.keys(trailAccess)).toHaveLength(12);
    expect(Object.values(trailAccess).flatMap((f) => f.sources ?? [])).toHaveLength(12);
  });
});
