import { describe, expect, it } from 'vitest';
import {
  drawTrailIllustration,
  illustrationAlt,
  illustrationDataUri,
  illustrationUrl,
  illustrationVersion,
  type IllustratedTrail,
} from './trail-illustration';

const tokai: IllustratedTrail = {
  id: 1,
  name: 'Tokai Forest MTB Trails',
  difficulty: 'moderate',
  province: 'Western Cape',
  features: ['singletrack', 'forest'],
  surface: 'mixed',
  elevation: 450,
  distance: 15,
};
const groenkloof: IllustratedTrail = {
  id: 2,
  name: 'Groenkloof Nature Reserve MTB Trails',
  difficulty: 'moderate',
  province: 'Gauteng',
  features: ['singletrack', 'jeep-track'],
  surface: 'unknown',
  elevation: 420,
  distance: 21,
};

describe('drawTrailIllustration', () => {
  it('draws the same picture for the same trail, every time', () => {
    expect(drawTrailIllustration(tokai)).toEqual(drawTrailIllustration({ ...tokai, features: [...tokai.features] }));
  });

  it('draws different pictures for different trails', () => {
    expect(drawTrailIllustration(tokai).svg).not.toBe(drawTrailIllustration(groenkloof).svg);
    // Even two trails alike in every fact but their name and id.
    const twin = { ...groenkloof, id: 3, name: 'Groenkloof Twin' };
    expect(drawTrailIllustration(twin).svg).not.toBe(drawTrailIllustration(groenkloof).svg);
  });

  it('says it is an illustration, with the difficulty, surface and landscape drawn', () => {
    expect(drawTrailIllustration(tokai).alt).toBe(
      'Illustration of Tokai Forest MTB Trails: moderate trail, mixed surface, forest',
    );
    // An unknown surface is not named; Gauteng without forest is drawn as grassland.
    expect(drawTrailIllustration(groenkloof).alt).toBe(
      'Illustration of Groenkloof Nature Reserve MTB Trails: moderate trail, grassland hills',
    );
  });

  it('draws the landscape of the province and the trail surface colour', () => {
    const karoo = drawTrailIllustration({ ...groenkloof, province: 'Northern Cape', features: [] });
    expect(karoo.alt).toContain('Karoo koppies');
    const rock = drawTrailIllustration({ ...tokai, surface: 'rock' }).svg;
    const sand = drawTrailIllustration({ ...tokai, surface: 'sand' }).svg;
    expect(rock).toContain('#b9b4ab');
    expect(sand).toContain('#f1dca7');
  });

  it('draws taller ridges for a trail that climbs more per km', () => {
    const topOfFarRidge = (svg: string) => {
      const d = /<path d="([^"]+)" fill="#[0-9a-f]+"\/>/.exec(svg)?.[1] ?? '';
      return Math.min(...[...d.matchAll(/[MLQ]-?\d+ (-?\d+)/g)].map((m) => Number(m[1])));
    };
    const flat = drawTrailIllustration({ ...tokai, elevation: 50, distance: 30 }).svg;
    const steep = drawTrailIllustration({ ...tokai, elevation: 1500, distance: 20 }).svg;
    expect(topOfFarRidge(steep)).toBeLessThan(topOfFarRidge(flat));
  });

  it('sets its pixel size and never carries the trail name into the markup', () => {
    const art = drawTrailIllustration({ ...tokai, name: '<script>alert(1)</script>' });
    expect([art.width, art.height]).toEqual([480, 270]);
    expect(art.svg).not.toContain('script');
    expect(illustrationDataUri(art.svg)).toMatch(/^data:image\/svg\+xml,%3Csvg/);
  });
});

describe("the server's copy of the illustration", () => {
  it('is asked for at an address that names the trail and the version of its picture', () => {
    expect(illustrationUrl(tokai)).toBe(`/api/routes/1/illustration.svg?v=${illustrationVersion(tokai)}`);
    expect(illustrationVersion(tokai)).toMatch(/^[0-9a-z]{1,7}$/);
  });

  it('has a new version when a fact the picture is drawn from changes, and only then', () => {
    const same = { ...tokai, features: [...tokai.features] };
    expect(illustrationVersion(same)).toBe(illustrationVersion(tokai));
    for (const changed of [
      { ...tokai, name: 'Tokai Arboretum' },
      { ...tokai, difficulty: 'hard' },
      { ...tokai, province: 'Gauteng' },
      { ...tokai, features: ['singletrack'] },
      { ...tokai, surface: 'gravel' as const },
      { ...tokai, elevation: 451 },
      { ...tokai, distance: 16 },
    ])
      expect(illustrationVersion(changed)).not.toBe(illustrationVersion(tokai));
  });

  it('has the same alt text as the drawing, without drawing it', () => {
    expect(illustrationAlt(tokai)).toBe(drawTrailIllustration(tokai).alt);
    expect(illustrationAlt(groenkloof)).toBe(drawTrailIllustration(groenkloof).alt);
  });
});
