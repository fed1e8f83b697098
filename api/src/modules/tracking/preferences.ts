import {
  DIFFICULTIES,
  PROVINCES,
  normaliseDifficulty,
  type Difficulty,
  type Province,
} from '@trailfinder/shared-types';
import type { UserPreferences } from './tracking.entity.js';

/** What one interaction says about the session's taste. */
export interface TasteSignal {
  province?: Province;
  difficulty?: Difficulty;
  topics: string[];
  source?: string;
}

/** Each preference map keeps its strongest entries only, so no session can grow without bound. */
const MAX_KEYS = 20;

/** 'western cape' -> 'Western Cape'; 'all' and anything else -> undefined. */
export function provinceFrom(value: unknown): Province | undefined {
  if (typeof value !== 'string') return undefined;
  return PROVINCES.find((p) => p.toLowerCase() === value.trim().toLowerCase());
}

/** Trail difficulties as the directory treats them ('difficult' and 'expert' count as hard). */
export function difficultyFrom(value: unknown): Difficulty | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  return (DIFFICULTIES as readonly string[]).includes(v) || v === 'difficult' || v === 'expert'
    ? normaliseDifficulty(v)
    : undefined;
}

function bump(map: Record<string, number>, key: string | undefined): Record<string, number> {
  if (!key) return map;
  const next = { ...map, [key]: (map[key] ?? 0) + 1 };
  const keys = Object.keys(next);
  if (keys.length <= MAX_KEYS) return next;
  const weakest = keys.filter((k) => k !== key).sort((a, b) => next[a] - next[b])[0];
  delete next[weakest];
  return next;
}

const LEVEL: Record<Difficulty, number> = { easy: 0, moderate: 1, hard: 2 };

/** The riding level the viewed trails suggest: the average difficulty, in thirds. */
export function inferSkill(difficulties: Record<string, number>): 'beginner' | 'intermediate' | 'advanced' | null {
  let n = 0;
  let sum = 0;
  for (const d of DIFFICULTIES) {
    n += difficulties[d] ?? 0;
    sum += (difficulties[d] ?? 0) * LEVEL[d];
  }
  if (n === 0) return null;
  const mean = sum / n;
  return mean < 2 / 3 ? 'beginner' : mean < 4 / 3 ? 'intermediate' : 'advanced';
}

/** Applies one interaction to the session's preferences (in place: the entity is then flushed). */
export function applySignal(prefs: UserPreferences, signal: TasteSignal, now: Date): void {
  prefs.preferredProvinces = bump(prefs.preferredProvinces, signal.province);
  prefs.preferredDifficulties = bump(prefs.preferredDifficulties, signal.difficulty);
  let topics = prefs.preferredNewsTopics;
  for (const t of new Set(signal.topics)) topics = bump(topics, t);
  prefs.preferredNewsTopics = topics;
  prefs.preferredSources = bump(prefs.preferredSources, signal.source);
  prefs.skillLevel = inferSkill(prefs.preferredDifficulties) ?? prefs.skillLevel;
  prefs.interactionCount += 1;
  prefs.lastActive = now;
}
