import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import type { TrailRepository } from '../trails/index.js';
import { NewsAnalysisSchema, NewsArticleSchema, type NewsArticle } from './news.entity.js';
import { fetchFeed } from './feed-fetch.js';
import { parseFeed } from './feed-parser.js';
import { cleanItem, type CleanItem } from './feed-item.js';
import { htmlToText, oneLine, truncate } from './html-text.js';
import { sourceColour, sourceName } from './source-colour.js';
import { buildGazetteer, type Gazetteer } from './gazetteer.js';
import { analyseArticle, type ArticleAnalysis, type ArticleText } from './news-analyser.js';

export interface FeedReport {
  url: string;
  ok: boolean;
  source?: string;
  /** Usable items in the feed. */
  found: number;
  /** Items stored by this refresh (the rest were known). */
  added: number;
  error?: string;
}

export interface RefreshReport {
  feeds: FeedReport[];
  added: number;
  /** Articles analysed because they had no analysis yet (sample articles, earlier failures). */
  analysed: number;
  /** True when another instance was already refreshing: this one did nothing. */
  skipped?: boolean;
}

/** Runs a job unless it is running here or on another instance (plugins/app/cluster.ts). */
export type ExclusiveRunner = <T>(
  name: string,
  job: () => Promise<T>,
) => Promise<{ ran: true; result: T } | { ran: false }>;

export interface NewsServiceOptions {
  orm: MikroORM;
  trails: TrailRepository;
  log: FastifyBaseLogger;
  feeds: readonly string[];
  timeoutMs: number;
  userAgent: string;
  /** One refresh at a time across every instance on the database. */
  exclusive: ExclusiveRunner;
  /** After articles were stored or analysed: synced devices and the catalogue snapshot must see them. */
  onChange: () => Promise<void>;
}

const MAX_ITEMS_PER_FEED = 200;
const BACKFILL_BATCH = 200;

const analysisRow = (newsId: number, a: ArticleAnalysis, now: Date) => ({
  newsId,
  topics: a.topics,
  keywords: a.keywords,
  skillLevel: a.skillLevel,
  geoRelevance: a.geoRelevance,
  equipment: a.equipment,
  eventTypes: a.eventTypes,
  sentiment: a.sentiment,
  readingTime: a.readingTime,
  analyzedAt: now,
  createdAt: now,
  updatedAt: now,
});

/**
 * Reads the configured RSS/Atom feeds, stores articles it has not seen (by url) and analyses every
 * article once. Each feed is fetched, parsed and stored on its own: one that fails, times out or
 * sends garbage is logged and skipped. Refreshes never overlap.
 */
export class NewsService {
  private running: Promise<RefreshReport> | null = null;
  private readonly closing = new AbortController();

  constructor(private readonly opts: NewsServiceOptions) {}

  refresh(): Promise<RefreshReport> {
    this.running ??= this.runOnce().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Cancels feed requests in flight and waits for the database work to finish. */
  async close(): Promise<void> {
    this.closing.abort();
    await this.running?.catch(() => undefined);
  }

  private async runOnce(): Promise<RefreshReport> {
    const outcome = await this.opts.exclusive('news-refresh', () => this.run());
    if (!outcome.ran) {
      this.opts.log.info('news refresh skipped: another instance is refreshing');
      return { feeds: [], added: 0, analysed: 0, skipped: true };
    }
    if (outcome.result.added || outcome.result.analysed) await this.opts.onChange();
    return outcome.result;
  }

  private async run(): Promise<RefreshReport> {
    const gazetteer = buildGazetteer(await this.opts.trails.all());
    const feeds = await Promise.all(this.opts.feeds.map((url) => this.ingestFeed(url, gazetteer)));
    const analysed = await this.analyseMissing(gazetteer).catch((err: Error) => {
      this.opts.log.warn({ error: err.message }, 'news analysis backfill failed');
      return 0;
    });
    const report = { feeds, added: feeds.reduce((n, f) => n + f.added, 0), analysed };
    this.opts.log.info(
      { added: report.added, analysed, failed: feeds.filter((f) => !f.ok).map((f) => f.url) },
      'news refreshed',
    );
    return report;
  }

  private async ingestFeed(url: string, gazetteer: Gazetteer): Promise<FeedReport> {
    try {
      const xml = await fetchFeed(url, {
        timeoutMs: this.opts.timeoutMs,
        signal: this.closing.signal,
        userAgent: this.opts.userAgent,
      });
      const feed = parseFeed(xml, url);
      const source = sourceName(url, feed.title ? truncate(oneLine(htmlToText(feed.title)), 100) : null);
      const now = new Date();
      const byUrl = new Map<string, CleanItem>();
      for (const raw of feed.items.slice(0, MAX_ITEMS_PER_FEED)) {
        const item = cleanItem(raw, now);
        if (item && !byUrl.has(item.url)) byUrl.set(item.url, item);
      }
      const items = [...byUrl.values()];
      const em = this.opts.orm.em.fork();
      const known = await this.knownUrls(em, items);
      const fresh = items.filter((i) => !known.has(i.url));

      const prepared: Array<{ item: CleanItem; analysis: ArticleAnalysis }> = [];
      for (const item of fresh) {
        const analysis = this.safeAnalyse({ ...item, feedCategories: item.categories }, gazetteer);
        if (analysis) prepared.push({ item, analysis });
        await nextTurn(); // analysis is CPU work: let requests in between articles
      }
      const added = prepared.length ? await this.store(em, source, prepared) : 0;
      return { url, ok: true, source, found: items.length, added };
    } catch (err) {
      const error = (err as Error).message;
      this.opts.log.warn({ feed: url, error }, 'news feed skipped');
      return { url, ok: false, found: 0, added: 0, error };
    }
  }

  private async knownUrls(em: EntityManager, items: CleanItem[]): Promise<Set<string>> {
    if (!items.length) return new Set();
    // Deleted articles count as known: an article an editor removed must not come back.
    const rows = await em.find(NewsArticleSchema, { url: { $in: items.map((i) => i.url) } }, { fields: ['url'] });
    return new Set(rows.map((r) => r.url));
  }

  /** One transaction per feed: its new articles and their analyses are stored together or not at all. */
  private async store(
    em: EntityManager,
    source: string,
    prepared: Array<{ item: CleanItem; analysis: ArticleAnalysis }>,
  ): Promise<number> {
    return em.transactional(async (tx) => {
      // Checked again inside the transaction: another refresh may have stored some meanwhile.
      const known = await this.knownUrls(
        tx,
        prepared.map((p) => p.item),
      );
      const todo = prepared.filter((p) => !known.has(p.item.url));
      const colour = sourceColour(source);
      const articles = todo.map(({ item, analysis }) =>
        tx.create(NewsArticleSchema, {
          title: item.title,
          description: item.description,
          content: item.content,
          url: item.url,
          imageUrl: item.imageUrl,
          source,
          sourceColor: colour,
          category: analysis.category,
          publishedAt: item.publishedAt,
          deletedAt: null,
        }),
      );
      await tx.flush();
      const now = new Date();
      await this.saveAnalyses(
        tx,
        articles.map((a, i) => analysisRow(a.id, todo[i].analysis, now)),
      );
      return articles.length;
    });
  }

  /** Inserts analyses, ignoring any that exist (another process may have analysed the same article). */
  private async saveAnalyses(em: EntityManager, rows: ReturnType<typeof analysisRow>[]): Promise<void> {
    if (!rows.length) return;
    await em.upsertMany(NewsAnalysisSchema, rows, { onConflictFields: ['newsId'], onConflictAction: 'ignore' });
  }

  /** Articles without an analysis (the sample catalogue, or stored before analysis existed) get one. */
  async analyseMissing(gazetteer?: Gazetteer): Promise<number> {
    const geo = gazetteer ?? buildGazetteer(await this.opts.trails.all());
    const em = this.opts.orm.em.fork();
    let total = 0;
    let after = 0;
    for (;;) {
      const ids: Array<{ id: number }> = await em
        .getConnection()
        .execute(
          'select a.id from news_articles a where a.deleted_at is null and a.id > ? and not exists ' +
            '(select 1 from news_analyses n where n.news_id = a.id) order by a.id limit ?',
          [after, BACKFILL_BATCH],
        );
      if (!ids.length) return total;
      after = ids[ids.length - 1].id;
      const articles: NewsArticle[] = await em.find(NewsArticleSchema, { id: { $in: ids.map((r) => r.id) } });
      const now = new Date();
      const rows: ReturnType<typeof analysisRow>[] = [];
      for (const a of articles) {
        const analysis = this.safeAnalyse(a, geo);
        if (analysis) rows.push(analysisRow(a.id, analysis, now));
        await nextTurn();
      }
      await em.transactional((tx) => this.saveAnalyses(tx, rows));
      em.clear();
      total += rows.length;
    }
  }

  /** A text the analyser cannot handle is logged and left out, never allowed to stop a refresh. */
  private safeAnalyse(a: ArticleText, gazetteer: Gazetteer): ArticleAnalysis | null {
    try {
      return analyseArticle(a, gazetteer);
    } catch (err) {
      this.opts.log.warn({ title: a.title, error: (err as Error).message }, 'news article not analysed');
      return null;
    }
  }
}
