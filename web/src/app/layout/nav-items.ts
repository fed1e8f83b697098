import type { HomeAnchor } from '../../lib/scroll';

export type NavItem = { label: string } & ({ to: string } | { anchor: HomeAnchor | '' });

/** Header and mobile dropdown. */
export const HEADER_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Routes', anchor: 'routes' },
  { label: 'Map', anchor: 'map' },
  { label: 'Events', anchor: 'events' },
  { label: 'News', anchor: 'news' },
  { label: 'Videos', to: '/videos' },
  { label: 'Favorites', to: '/favorites' },
];
