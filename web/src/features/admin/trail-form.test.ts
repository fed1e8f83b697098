import { describe, expect, it } from 'vitest';
import type { Trail } from '@trailfinder/shared-types';
import { emptyTrailForm, serverFieldErrors, trailFormErrors, trailFormFromTrail, trailPayload } from './trail-form';

const filled = () => ({
  ...emptyTrailForm(),
  name: 'Test Loop',
  location: 'Stellenbosch',
  province: 'Western Cape',
  description: 'A flowing loop.',
  coordinatesLat: '-33.9',
  coordinatesLng: '18.9',
});

describe('trail form', () => {
  it('starts with the new-trail defaults: moderate, 0 km, 0 m, rating 4, the rest empty', () => {
    const form = emptyTrailForm();
    expect(form).toMatchObject({ difficulty: 'moderate', distance: '0', elevation: '0', rating: '4', features: [] });
    expect(form.name + form.location + form.province + form.coordinatesLat + form.website).toBe('');
  });

  it('requires latitude and longitude', () => {
    const errors = trailFormErrors({ ...filled(), coordinatesLat: '', coordinatesLng: ' ' }, 'create');
    expect(errors.coordinatesLat).toBe('Latitude is required');
    expect(errors.coordinatesLng).toBe('Longitude is required');
  });

  it('passes a complete form and sends numbers, the lat/lng pair and empty features', () => {
    expect(trailFormErrors(filled(), 'create')).toEqual({});
    expect(trailPayload(filled(), 'create')).toMatchObject({
      rating: 4,
      distance: 0,
      elevation: 0,
      coordinatesLat: '-33.9',
      coordinatesLng: '18.9',
      features: [],
    });
    expect(trailPayload(filled(), 'edit')).not.toHaveProperty('features');
  });

  it('reports the shared schema rules next to their fields', () => {
    const errors = trailFormErrors({ ...filled(), rating: '6', contactEmail: 'nope', website: 'ftp://x' }, 'create');
    expect(errors.contactEmail).toBe('Contact email must be an e-mail address');
    expect(errors.website).toBe('Website must be an http(s) link');
    expect(trailFormErrors({ ...filled(), distance: 'far' }, 'create').distance).toBe('Distance must be a number');
  });

  it('refuses numbers out of range in plain words naming the field, never clamping them', () => {
    expect(trailFormErrors({ ...filled(), rating: '9' }, 'create').rating).toBe('Rating must be between 1 and 5');
    expect(trailFormErrors({ ...filled(), rating: '0.5' }, 'edit').rating).toBe('Rating must be between 1 and 5');
    expect(trailFormErrors({ ...filled(), distance: '-2' }, 'create').distance).toBe(
      'Distance must be between 0 and 1000 km',
    );
    expect(trailFormErrors({ ...filled(), elevation: '12.5' }, 'create').elevation).toBe(
      'Elevation must be a whole number',
    );
    expect(trailPayload({ ...filled(), rating: '9' }, 'create').rating).toBe(9);
  });

  it('prefills an edit from the first coordinate pair', () => {
    const route = { ...filled(), id: 1, coordinates: '[[-34.1,18.4],[-34.2,18.5]]', difficulty: 'expert' };
    const form = trailFormFromTrail({ ...route, rating: 4.5, distance: 12, elevation: 300 } as unknown as Trail);
    expect(form).toMatchObject({ coordinatesLat: '-34.1', coordinatesLng: '18.4', rating: '4.5', difficulty: 'hard' });
  });

  it('maps server validation issues to fields', () => {
    expect(serverFieldErrors([{ path: 'coordinatesLat', message: 'Latitude is required' }])).toEqual({
      coordinatesLat: 'Latitude is required',
    });
  });

  it('sends the access card as one object, keeping the seeded sentences', () => {
    const values = {
      ...filled(),
      accessPermitRequired: 'yes',
      accessPriceRand: 'R 60.50',
      accessPayAt: ['gate' as const, 'card' as const],
      accessOpeningHours: '06:00-18:00',
      accessRules: 'Closed after rain\n\n  One-way  ',
      accessSources: ['Permits come from Merry Pebbles resort.'],
    };
    expect(trailFormErrors(values, 'edit')).toEqual({});
    const payload = trailPayload(values, 'edit');
    expect(payload.access).toMatchObject({
      permitRequired: true,
      priceRand: 60.5,
      payAt: ['gate', 'card'],
      openingHours: '06:00-18:00',
      rules: ['Closed after rain', 'One-way'],
      sources: ['Permits come from Merry Pebbles resort.'],
    });
    expect(payload).not.toHaveProperty('accessPriceRand');
    expect(trailPayload(filled(), 'create').access).toMatchObject({ permitRequired: null, priceRand: null });
  });

  it('words a bad card beside its fields, before sending and from the server', () => {
    const errors = trailFormErrors(
      { ...filled(), accessPriceRand: 'eighty', accessPayUrl: 'javascript:alert(1)', accessOpeningHours: 'dawn' },
      'edit',
    );
    expect(errors).toMatchObject({
      accessPriceRand: 'Price must be a number of rand',
      accessPayUrl: 'Payment link must be an http(s) address',
      accessOpeningHours: 'Opening hours must be written like 06:00-18:00, opening before closing',
    });
    expect(trailFormErrors({ ...filled(), accessPriceRand: '-5' }, 'edit').accessPriceRand).toBe(
      'Price must not be negative',
    );
    expect(
      serverFieldErrors([
        { path: 'access.priceRand', message: 'Price must not be negative' },
        { path: 'access.rules.2', message: 'A rule must be at most 200 characters' },
      ]),
    ).toEqual({
      accessPriceRand: 'Price must not be negative',
      accessRules: 'A rule must be at most 200 characters',
    });
  });
});
