import {
  EventList,
  Stats,
  SyncResponse,
  TrailList,
  VideoList,
  startOfSouthAfricanDay,
  trailTotals,
  type Event,
  type TrackRef,
  type Trail,
  type Video,
} from '@trailfinder/shared-types';
import { JsonResponseCache, precompressedJson, type Entry } from '../../plugins/app/json-cache.js';

/** Everything a rider's device reads about the catalogue, as of one committed state of the database. */
export interface CatalogueSnapshot {
  /** Which change this snapshot reflects (bumped by every `changed()`). */
  version: number;
  /** When the South African day the event calendar was cut at ends ("upcoming" moves at midnight). */
  dayEnds: number;
  builtAt: number;
  trails: Trail[];
  trailById: Map<number, Trail>;
  events: Event[];
  videos: Video[];
  /** The recorded tracks' references, as the full sync lists them (a trail page says whether it has one). */
  tracks: TrackRef[];
  /** Serialized, ETagged and compressed (both encodings) when the snapshot is built. */
  bodies: { trails: Entry; stats: Entry; events: Entry; videos: Entry; sync: Entry };
  /** Filtered lists and single trails: serialized and compressed once per snapshot, on first ask. */
  variants: JsonResponseCache;
  /**
   * Other answers derived from this state (e.g. a trail page's head tags), kept until the next
   * change: `memo(key, make)` runs `make` once per key, concurrent callers share it.
   */
  memo<T>(key: string, make: () => Promise<T>): Promise<T>;
}

/** Enough for every trail page and list variant; past it, answers are made but not kept. */
const MEMO_MAX = 2_000;

function memoStore(): CatalogueSnapshot['memo'] {
  const kept = new Map<string, Promise<unknown>>();
  return <T>(key: string, make: () => Promise<T>) => {
    const hit = kept.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const made = make();
    if (kept.size < MEMO_MAX) {
      kept.set(key, made);
      made.catch(() => kept.delete(key));
    }
    return made;
  };
}

/** The reads a snapshot is made of: the modules' own repositories, so no query is written twice. */
export interface CatalogueSources {
  trails(): Promise<Trail[]>;
  upcomingEvents(now: Date): Promise<Event[]>;
  publicVideos(): Promise<Video[]>;
  fullSync(): Promise<SyncResponse>;
}

/**
 * Holds the current snapshot and rebuilds it, once for all concurrent readers, after a change.
 * A build that started before a change is never kept as current: readers after `invalidate()`
 * always get a snapshot whose reads began after it, i.e. after the write committed.
 */
export class CatalogueSnapshots {
  private version = 0;
  private current: CatalogueSnapshot | undefined;
  private building: { version: number; promise: Promise<CatalogueSnapshot> } | undefined;

  constructor(
    private readonly sources: CatalogueSources,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A committed write changed the catalogue: the next read rebuilds. */
  invalidate(): void {
    this.version++;
  }

  async get(): Promise<CatalogueSnapshot> {
    const now = this.now();
    const cur = this.current;
    if (cur && cur.version === this.version && now.getTime() < cur.dayEnds) return cur;
    return this.build();
  }

  private build(): Promise<CatalogueSnapshot> {
    const version = this.version;
    if (this.building?.version === version) return this.building.promise;
    const promise = this.load(version).then((snap) => {
      if (this.version === version) this.current = snap;
      return snap;
    });
    this.building = { version, promise };
    const clear = () => {
      if (this.building?.promise === promise) this.building = undefined;
    };
    promise.then(clear, clear);
    return promise;
  }

  private async load(version: number): Promise<CatalogueSnapshot> {
    const now = this.now();
    const [trails, events, videos, sync] = await Promise.all([
      this.sources.trails(),
      this.sources.upcomingEvents(now),
      this.sources.publicVideos(),
      this.sources.fullSync(),
    ]);
    const [trailsBody, stats, eventsBody, videosBody, syncBody] = await Promise.all([
      precompressedJson(TrailList.parse(trails)),
      precompressedJson(Stats.parse(trailTotals(trails))),
      precompressedJson(EventList.parse(events)),
      precompressedJson(VideoList.parse(videos)),
      precompressedJson(SyncResponse.parse(sync)),
    ]);
    return {
      version,
      // South Africa keeps one offset all year: a day is 24 hours.
      dayEnds: startOfSouthAfricanDay(now).getTime() + 24 * 3600_000,
      builtAt: now.getTime(),
      trails,
      trailById: new Map(trails.map((t) => [t.id, t])),
      events,
      videos,
      tracks: sync.tracks,
      bodies: { trails: trailsBody, stats, events: eventsBody, videos: videosBody, sync: syncBody },
      variants: new JsonResponseCache(500),
      memo: memoStore(),
    };
  }
}
