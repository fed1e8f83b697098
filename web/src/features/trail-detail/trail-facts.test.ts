import { describe, expect, it } from 'vitest';
import { filledStars } from '../../components/star-rating';
import { availableFacilities, directionsUrl, featureLabel, gpsText, safeWebsite } from './trail-facts';

describe('trail facts', () => {
  it('shows the GPS position with 4 decimals, or a dash without coordinates', () => {
    expect(gpsText([-33.9625, 18.9255])).toBe('-33.9625, 18.9255');
    expect(gpsText([-34.059, 18.414])).toBe('-34.0590, 18.4140');
    expect(gpsText(null)).toBe('—');
  });

  it('links Google Maps directions to the trailhead', () => {
    expect(directionsUrl([-34.059, 18.414])).toBe('https://www.google.com/maps/dir/?api=1&destination=-34.059,18.414');
  });

  it('floors the rating to whole stars, within 0-5', () => {
    expect(filledStars(4.9)).toBe(4);
    expect(filledStars(4)).toBe(4);
    expect(filledStars(0.5)).toBe(0);
    expect(filledStars(5)).toBe(5);
    expect(filledStars(7)).toBe(5);
    expect(filledStars(Number.NaN)).toBe(0);
  });

  it('lists the facilities that are true, in display order', () => {
    expect(availableFacilities({ showers: true, toilets: true, parking: false, coffeeShop: true })).toEqual([
      'coffeeShop',
      'toilets',
      'showers',
    ]);
    expect(availableFacilities(null)).toEqual([]);
  });

  it('links only http(s) websites', () => {
    expect(safeWebsite('https://dirtopia.co.za')).toBe('https://dirtopia.co.za/');
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('dirtopia.co.za')).toBeNull();
    expect(safeWebsite(null)).toBeNull();
  });

  it('labels feature slugs', () => {
    expect(featureLabel('technical-challenges')).toBe('Technical Challenges');
  });
});
