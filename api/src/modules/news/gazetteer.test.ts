import { describe, expect, it } from 'vitest';
import { buildGazetteer } from './gazetteer.js';

const g = buildGazetteer([
  { location: 'Pretoria (Roodeplaat)', province: 'Gauteng' },
  { location: 'Louis Trichardt (Makhado)', province: 'Limpopo' },
  { location: 'Franschhoek', province: 'Western Cape' },
]);

describe('gazetteer', () => {
  it('maps towns from the town table and the trail catalogue to their provinces', () => {
    expect(g.match('A new loop above Stellenbosch and one near Franschhoek.')).toEqual({
      southAfrica: true,
      provinces: ['Western Cape'],
      places: ['Stellenbosch', 'Franschhoek'],
    });
    expect(g.match('Roodeplaat and Makhado host races.').provinces).toEqual(['Gauteng', 'Limpopo']);
    expect(g.match('KZN riders head to Gauteng.').provinces).toEqual(['KwaZulu-Natal', 'Gauteng']);
  });

  it('matches whole names only, longest first', () => {
    expect(g.match('Riding in Cape Town today').places).toEqual(['Cape Town']);
    expect(g.match('Paarlberg is not Paarl').places).toEqual(['Paarl']);
  });

  it('counts names that are also common words or foreign places only with South African context', () => {
    expect(g.match('George and the Brits dominated in Wales.').provinces).toEqual([]);
    expect(g.match('Three Brits raced in the north west of Scotland.').southAfrica).toBe(false);
    expect(g.match('The race in George, South Africa, was fast.').provinces).toEqual(['Western Cape']);
    expect(g.match('From Knysna to George on the coast.').places).toEqual(['Knysna', 'George']);
  });
});
