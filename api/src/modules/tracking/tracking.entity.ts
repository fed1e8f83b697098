import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { idProperty, timestampProperties, type Timestamps } from '../../db/base-properties.js';

export interface UserInteraction extends Timestamps {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'timestamp' | 'userAgent' | 'ipHash' | 'clientId';
  id: number;
  sessionId: string;
  userAgent: string | null;
  /** A salted hash, never the raw address. */
  ipHash: string | null;
  interactionType: string;
  entityId: string | null;
  entityType: string | null;
  metadata: Record<string, unknown>;
  clientId: string | null;
  timestamp: Date;
}

export const UserInteractionSchema = new EntitySchema<UserInteraction>({
  name: 'UserInteraction',
  tableName: 'user_interactions',
  properties: {
    id: idProperty,
    sessionId: { type: 'string', length: 64, index: true },
    userAgent: { type: 'string', length: 500, nullable: true },
    ipHash: { type: 'string', length: 128, nullable: true },
    interactionType: { type: 'string', length: 50 },
    entityId: { type: 'string', length: 100, nullable: true },
    entityType: { type: 'string', length: 50, nullable: true },
    metadata: { type: 'json' },
    clientId: { type: 'string', length: 64, nullable: true, unique: true },
    timestamp: { type: 'Date', columnType: 'timestamptz(3)', onCreate: () => new Date() },
    ...timestampProperties,
  },
});

export interface UserPreferences extends Timestamps {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'interactionCount' | 'lastActive' | 'skillLevel';
  sessionId: string;
  preferredProvinces: Record<string, number>;
  preferredDifficulties: Record<string, number>;
  preferredNewsTopics: Record<string, number>;
  preferredSources: Record<string, number>;
  skillLevel: string | null;
  interactionCount: number;
  lastActive: Date;
}

export const UserPreferencesSchema = new EntitySchema<UserPreferences>({
  name: 'UserPreferences',
  tableName: 'user_preferences',
  properties: {
    sessionId: { type: 'string', length: 64, primary: true },
    preferredProvinces: { type: 'json' },
    preferredDifficulties: { type: 'json' },
    preferredNewsTopics: { type: 'json' },
    preferredSources: { type: 'json' },
    skillLevel: { type: 'string', length: 30, nullable: true },
    interactionCount: { type: 'integer', default: 0 },
    lastActive: { type: 'Date', columnType: 'timestamptz(3)', onCreate: () => new Date() },
    ...timestampProperties,
  },
});
