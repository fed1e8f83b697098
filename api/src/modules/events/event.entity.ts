import { OptionalProps } from '@mikro-orm/core';
import { syncedTable, type SyncedRow } from '../../db/base-properties.js';

export interface TrailEvent extends SyncedRow {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'deletedAt' | 'isActive' | 'raceType';
  name: string;
  description: string;
  eventDate: Date;
  location: string;
  province: string;
  eventType: string;
  raceType: 'mountain-bike' | 'gravel' | 'road' | 'stage-race';
  difficulty: 'beginner' | 'intermediate' | 'advanced' | 'expert';
  distance: string | null;
  registrationUrl: string | null;
  imageUrl: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  entryFee: string | null;
  maxParticipants: number | null;
  isActive: boolean;
}

export const EventSchema = syncedTable<TrailEvent>(
  { name: 'TrailEvent', tableName: 'events' },
  {
    name: { type: 'string', length: 255 },
    description: { type: 'text' },
    eventDate: { type: 'Date', columnType: 'timestamptz(3)', index: true },
    location: { type: 'string', length: 255 },
    province: { type: 'string', length: 100 },
    eventType: { type: 'string', length: 100 },
    raceType: { type: 'string', length: 30, default: 'mountain-bike' },
    difficulty: { type: 'string', length: 30 },
    distance: { type: 'string', length: 100, nullable: true },
    registrationUrl: { type: 'string', length: 1000, nullable: true },
    imageUrl: { type: 'string', length: 1000, nullable: true },
    contactEmail: { type: 'string', length: 255, nullable: true },
    contactPhone: { type: 'string', length: 50, nullable: true },
    entryFee: { type: 'string', length: 100, nullable: true },
    maxParticipants: { type: 'integer', nullable: true },
    isActive: { type: 'boolean', default: true },
  },
);
