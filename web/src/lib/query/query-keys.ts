/**
 * Every query key of the app. Keys are arrays so a whole family can be invalidated at once
 * (`queryKeys.admin.all` covers every admin list). Only this module spells them.
 */
export const queryKeys = {
  config: ['config'] as const,
  /** The settings' copy kept on the device (read while the server's answer is missing). */
  savedConfig: ['config-saved'] as const,
  stats: ['stats'] as const,
  trail: (id: number) => ['trail', id] as const,
  reviews: (trailId: number) => ['reviews', trailId] as const,
  weather: (trailId: number) => ['weather', trailId] as const,
  forecast: (trailId: number) => ['forecast', trailId] as const,
  conditions: (trailId: number) => ['conditions', trailId] as const,
  /** A trail's recorded line (GeoJSON), or null when it has none. */
  track: (trailId: number) => ['track', trailId] as const,
  /** Events from the server, only while the device holds none: unfiltered (for the counts) or filtered. */
  events: (filters: { province: string; type: string } | 'all') => ['events', filters] as const,
  latestNews: ['news', 'latest'] as const,
  recommendedNews: ['news', 'recommended'] as const,
  videos: (category: string) => ['videos', category || 'all'] as const,
  admin: {
    all: ['admin'] as const,
    session: ['admin', 'session'] as const,
    stats: ['admin', 'stats'] as const,
    trails: ['admin', 'trails'] as const,
    videos: ['admin', 'videos'] as const,
    events: ['admin', 'events'] as const,
    reviews: ['admin', 'reviews'] as const,
    conditions: ['admin', 'conditions'] as const,
    agreement: ['admin', 'conditions', 'agreement'] as const,
  },
};
