import type { QueryObserverOptions } from '@tanstack/react-query';
import { HttpError } from '../api-client';

const MINUTE = 60 * 1000;

type Freshness = Pick<QueryObserverOptions, 'staleTime' | 'gcTime' | 'refetchInterval' | 'retry'>;

/**
 * How long each kind of server answer stays fresh, how often it is refreshed while on screen and
 * whether a failure is retried: the one place these numbers live. Anything not listed takes
 * `standard` (the query client's defaults).
 */
export const FRESHNESS = {
  /** Fresh 10 minutes, never polled, never retried: a failure shows the device's copy instead. */
  standard: { staleTime: 10 * MINUTE, retry: false },
  /** A trail opened from a link before the first sync: up to 2 retries, none when it does not exist. */
  trail: {
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
    retry: (failures: number, err: unknown) => !(err instanceof HttpError && err.status === 404) && failures < 2,
  },
  /** Current weather at the trailhead, refreshed every 5 minutes while the trail page is open. */
  weather: { staleTime: 5 * MINUTE, refetchInterval: 5 * MINUTE },
  /** The 7-day forecast, fetched when its panel opens and refreshed every 10 minutes while open. */
  forecast: { staleTime: 10 * MINUTE, refetchInterval: 10 * MINUTE },
  news: { staleTime: 10 * MINUTE },
  /** A trail's verdict and rider reports: reports come in all day, so a minute at most. */
  conditions: { staleTime: MINUTE },
  /** A trail's recorded line: rarely changes; one retry because the page falls back to the kept copy. */
  track: { staleTime: MINUTE, retry: 1 },
  /** Ranked for this session: fresh 5 minutes, refreshed every 15. */
  recommendedNews: { staleTime: 5 * MINUTE, refetchInterval: 15 * MINUTE },
  /** Who is signed in: fresh 5 minutes, never retried (a 401 is an answer, not a failure). */
  adminSession: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE, retry: false },
  /**
   * While the dashboard is open the session is asked about every 10 minutes, which also keeps
   * the server's sliding session cookie alive.
   */
  adminSessionOnDashboard: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE, retry: false, refetchInterval: 10 * MINUTE },
  /** Settings from /api/config: read once per page load. */
  config: { staleTime: Infinity },
} satisfies Record<string, Freshness>;

/** After sign-in the session is asked again this soon, to confirm the cookie took. */
export const POST_LOGIN_RECHECK_MS = 100;
