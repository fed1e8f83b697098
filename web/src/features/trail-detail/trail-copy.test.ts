import { describe, expect, it } from 'vitest';
import {
  expectationText,
  HELMET_NOTE,
  maintenanceText,
  ridingConditionsText,
  safetyNotes,
  terrainText,
  WILDLIFE_NOTE,
} from './trail-copy';

describe('Trail Experience texts', () => {
  it('chooses the terrain text by technical-challenges, then flowing-trails, then scenic-views', () => {
    const technical = terrainText(['technical-challenges']);
    const flowing = terrainText(['flowing-trails']);
    const scenic = terrainText(['scenic-views']);
    const fallback = terrainText(['forest']);
    expect(new Set([technical, flowing, scenic, fallback]).size).toBe(4);
    expect(technical).toMatch(/rock gardens/);
    expect(flowing).toMatch(/flowing singletrack/i);
    expect(scenic).toMatch(/views/);
    expect(terrainText(['scenic-views', 'flowing-trails', 'technical-challenges'])).toBe(technical);
    expect(terrainText(['scenic-views', 'flowing-trails'])).toBe(flowing);
    expect(terrainText([])).toBe(fallback);
  });

  it('chooses the expectation by difficulty; anything else reads as hard', () => {
    expect(expectationText('easy')).toMatch(/beginners/);
    expect(expectationText('moderate')).toMatch(/some trail experience/);
    expect(expectationText('hard')).toMatch(/experienced/);
    expect(expectationText('expert')).toBe(expectationText('hard'));
    expect(expectationText('difficult')).toBe(expectationText('hard'));
  });
});

describe('Planning Your Visit texts', () => {
  it('has riding conditions for the Western Cape, KwaZulu-Natal and everywhere else', () => {
    expect(ridingConditionsText('Western Cape')).toMatch(/Winter-rainfall/);
    expect(ridingConditionsText('KwaZulu-Natal')).toMatch(/thunderstorms/);
    expect(ridingConditionsText('Gauteng')).toBe(ridingConditionsText('Limpopo'));
    expect(ridingConditionsText('Gauteng')).not.toBe(ridingConditionsText('Western Cape'));
  });

  it('has a maintenance text by the well-maintained feature', () => {
    expect(maintenanceText(['well-maintained'])).toMatch(/actively looked after/);
    expect(maintenanceText([])).toMatch(/varies/);
  });

  it('always recommends a helmet and adds the wildlife note with wildlife-viewing', () => {
    expect(safetyNotes([])).toContain(HELMET_NOTE);
    expect(HELMET_NOTE).toMatch(/helmet/);
    expect(safetyNotes([])).not.toContain(WILDLIFE_NOTE);
    expect(safetyNotes(['wildlife-viewing'])).toEqual(expect.arrayContaining([HELMET_NOTE, WILDLIFE_NOTE]));
  });
});
