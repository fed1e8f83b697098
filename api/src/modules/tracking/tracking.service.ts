import { createHash } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException, type EntityManager, type MikroORM } from '@mikro-orm/core';
import { NEWS_CATEGORIES, type TrackInput } from '@trailfinder/shared-types';
import { UserInteractionSchema, UserPreferencesSchema } from './tracking.entity.js';
import { articleTasteFacts } from '../news/index.js';
import { applySignal, difficultyFrom, provinceFrom, type TasteSignal } from './preferences.js';

export interface TrackRequest {
  sessionId: string;
  body: TrackInput;
  userAgent: string | undefined;
  ip: string;
}

const USER_AGENT_MAX = 500;
const SOURCE_MAX = 100;

/**
 * Stores interactions and keeps each session's preferences current, in one transaction per call.
 * A repeated clientId (the offline outbox retrying) is acknowledged without being counted twice.
 */
export class TrackingService {
  constructor(
    private readonly orm: MikroORM,
    private readonly salt: string,
  ) {}

  /** Salted hash: equal for one address (so abuse can be spotted), useless for finding the address. */
  hashIp(ip: string): string {
    return createHash('sha256').update(`${this.salt}:${ip}`).digest('hex');
  }

  async record(req: TrackRequest): Promise<'stored' | 'duplicate'> {
    // A second attempt covers the race where two first interactions of a session both create its
    // preferences row: the loser's transaction is rolled back and simply runs again.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.orm.em.fork().transactional((tx) => this.recordIn(tx, req));
      } catch (err) {
        if (!(err instanceof UniqueConstraintViolationException)) throw err;
        if (req.body.clientId && (await this.isKnown(req.body.clientId))) return 'duplicate';
        if (attempt >= 2) throw err;
      }
    }
  }

  private async isKnown(clientId: string): Promise<boolean> {
    return (await this.orm.em.fork().count(UserInteractionSchema, { clientId })) > 0;
  }

  private async recordIn(tx: EntityManager, req: TrackRequest): Promise<'stored' | 'duplicate'> {
    const { body } = req;
    if (body.clientId && (await tx.count(UserInteractionSchema, { clientId: body.clientId })) > 0) return 'duplicate';
    const now = new Date();
    tx.create(UserInteractionSchema, {
      sessionId: req.sessionId,
      userAgent: req.userAgent ? req.userAgent.slice(0, USER_AGENT_MAX) : null,
      ipHash: this.hashIp(req.ip),
      interactionType: body.interactionType,
      entityId: body.entityId ?? null,
      entityType: body.entityType ?? null,
      metadata: body.metadata ?? {},
      clientId: body.clientId ?? null,
      timestamp: now,
    });

    const signal = await this.signalOf(tx, body);
    const prefs =
      (await tx.findOne(
        UserPreferencesSchema,
        { sessionId: req.sessionId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      )) ??
      tx.create(UserPreferencesSchema, {
        sessionId: req.sessionId,
        preferredProvinces: {},
        preferredDifficulties: {},
        preferredNewsTopics: {},
        preferredSources: {},
        skillLevel: null,
        interactionCount: 0,
        lastActive: now,
      });
    applySignal(prefs, signal, now);
    return 'stored';
  }

  /** Reads the taste an interaction reveals: places and difficulties from metadata, topics and source from the article. */
  private async signalOf(tx: EntityManager, body: TrackInput): Promise<TasteSignal> {
    const meta = body.metadata ?? {};
    const signal: TasteSignal = {
      province: provinceFrom(meta.province),
      difficulty: difficultyFrom(meta.difficulty),
      topics: [],
    };
    if (body.interactionType !== 'article_click') return signal;

    const category = typeof meta.category === 'string' ? meta.category.trim().toLowerCase() : '';
    const id = Number(body.entityId);
    const article = Number.isSafeInteger(id) && id > 0 ? await articleTasteFacts(tx, id) : null;
    if (article) {
      signal.topics = article.topics;
      signal.source = article.source;
    } else {
      // An article the server does not know (yet): trust only what is checkable or harmless.
      if ((NEWS_CATEGORIES as readonly string[]).includes(category)) signal.topics = [category];
      if (typeof meta.source === 'string' && meta.source.trim())
        signal.source = meta.source.trim().slice(0, SOURCE_MAX);
    }
    return signal;
  }
}
