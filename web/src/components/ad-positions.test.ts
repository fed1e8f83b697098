import { describe, expect, it } from 'vitest';
import { adFollowsCard, adPositions } from './ad-positions';
import { houseAdFor, HOUSE_ADS } from './house-ads';

describe('ads in the routes list', () => {
  it('follow every 6th card', () => {
    expect(adPositions(20)).toEqual([5, 11, 17]);
    expect(adPositions(5)).toEqual([]);
    expect(adPositions(6)).toEqual([5]);
    expect(adPositions(80)).toHaveLength(13);
    expect(adFollowsCard(0)).toBe(false);
    expect(adFollowsCard(5)).toBe(true);
  });

  it('take turns showing our own banners, each slot its own', () => {
    const list = [0, 1, 2, 3].map((i) => houseAdFor('trail-list-section', i).id);
    expect(new Set(list.slice(0, 3)).size).toBe(3);
    expect(list[3]).toBe(list[0]);
    expect(houseAdFor('home-top').id).not.toBe(houseAdFor('home-bottom').id);
    expect(HOUSE_ADS.map((a) => a.target)).toEqual(['/favorites', '/videos', '#events']);
  });

  it('never carry navigation words that a link search by name would confuse with the menu', () => {
    for (const ad of HOUSE_ADS) {
      expect(`${ad.headline}: ${ad.cta}`).not.toMatch(/home|routes|map|events|news|videos|favorites|about/i);
    }
  });
});
