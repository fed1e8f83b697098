/**
 * Our own banners, shown where no ad network is configured or the rider has not accepted
 * third-party ads. Copy avoids the navigation words (Map, Videos, Favorites ...) so a banner is
 * never mistaken for a menu link by assistive technology users scanning link names.
 */
export interface HouseAd {
  id: string;
  headline: string;
  text: string;
  cta: string;
  /** A route path, or '#events' for the home events section. */
  target: '/favorites' | '/videos' | '#events';
}

export const HOUSE_ADS: readonly HouseAd[] = [
  {
    id: 'offline',
    headline: 'Save trails for off-grid rides',
    text: 'Tap the heart on any trail and it stays on this device, signal or not.',
    cta: 'Open your saved trails',
    target: '/favorites',
  },
  {
    id: 'clips',
    headline: 'See a trail before you ride it',
    text: 'Watch riders on South African singletrack, from forest flow to rocky descents.',
    cta: 'Watch the clips',
    target: '/videos',
  },
  {
    id: 'race-dates',
    headline: 'Know before you go: race dates',
    text: 'Marathons, stage races and gravel rides around the country, soonest first.',
    cta: "See what's on",
    target: '#events',
  },
];

/** A different banner per slot: the home slots have their own, list slots take turns. */
export function houseAdFor(slot: string, index = 0): HouseAd {
  if (slot === 'home-top') return HOUSE_ADS[0];
  if (slot === 'home-bottom') return HOUSE_ADS[1];
  return HOUSE_ADS[(index + 2) % HOUSE_ADS.length];
}
