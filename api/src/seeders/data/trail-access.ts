/**
 * Access facts the catalogue's own text states, keyed by trail name, each with the sentence it
 * came from (decision 077, as surfaces were in decision 021). Only what a sentence says: no price
 * where it gives none, no hours where it names no times. Every other field stays "not known yet".
 * A unit test checks each quote is really in that trail's text.
 */
import type { TrailAccessInput } from '@trailfinder/shared-types';

export const trailAccess: Record<string, TrailAccessInput> = {
  'Wolwespruit MTB & Trail Park': {
    rules: ['Extended opening hours on Tuesday evenings'],
    sources: ['Extended opening hours on Tuesday evenings make it a favourite for after-work night laps.'],
  },
  'Cradle Gateway-2-Gateway MTB Trail': {
    permitRequired: false,
    priceRand: 0,
    rules: ['One-way loop'],
    sources: [
      'A free, one-way singletrack loop built in the road reserves of the Cradle of Humankind World Heritage Site, linking the Kloofzicht and Lanseria gateways.',
    ],
  },
  'Shongweni MTB Trails': {
    permitRequired: true,
    payNote: 'A day pass from the local trail association',
    sources: ['A day pass from the local trail association is required.'],
  },
  'White River MTB Trails (MTO)': {
    permitRequired: true,
    sources: ['this permit-only network combines about 80 km of plantation roads'],
  },
  'Castle Rock MTB Trails': {
    permitRequired: true,
    payNote: 'Permits come from Merry Pebbles resort',
    sources: ['Permits come from Merry Pebbles resort; cellphone signal is patchy and the forest gets dark early.'],
  },
  'Haenertsburg MTB Trails': {
    permitRequired: true,
    payNote: 'Day permits sold at Cheerio Gardens and other venues',
    sources: ['with day permits sold at Cheerio Gardens and other venues.'],
  },
  'Hanglip Forest Trails': {
    permitRequired: true,
    payNote: 'Entry costs very little',
    sources: ['Entry costs very little, and the picnic site makes a good halfway stop.'],
  },
  'Tokai Forest MTB Trails': {
    permitRequired: true,
    payNote: 'A SANParks activity permit',
    rules: ['Shared with hikers and runners'],
    sources: ['A SANParks activity permit is needed and the trails are shared with hikers and runners.'],
  },
  'George Trails (Saasveld)': {
    rules: ["Signposts carry emergency codes linked to the region's disaster-management centre"],
    sources: [
      "the signposts carry emergency codes linked to the region's disaster-management centre.",
    ],
  },
  'Hogsback MTB Trails': {
    permitRequired: true,
    payNote: 'Permits and maps are available in the village',
    sources: ['Permits and maps are available in the village; expect frost and even snow in winter.'],
  },
  'Goegap Nature Reserve': {
    rules: ['Gates close early: plan the ride around the reserve hours'],
    sources: ['Gates close early, so plan the ride around the reserve hours.'],
  },
  'Clarens Village Nature Reserve Trails': {
    permitRequired: true,
    payNote: 'Permits and maps are available in the village',
    sources: ['Permits and maps are available in the village.'],
  },
};
