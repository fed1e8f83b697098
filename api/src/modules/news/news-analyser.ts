import nlp from 'compromise';
import Sentiment from 'sentiment';
import type { NewsSkillLevel } from '@trailfinder/shared-types';
import type { Gazetteer } from './gazetteer.js';
import {
  EQUIPMENT,
  EVENT_TYPES,
  FEED_CATEGORY_WORDS,
  GENERIC_NOUNS,
  SENTIMENT_EXTRAS,
  SKILL_CUES,
  TOPIC_CATEGORY,
  TOPICS,
} from './news-lexicon.js';

export interface ArticleText {
  title: string;
  description: string | null;
  content: string | null;
  /** The feed's own category tags, if any. */
  feedCategories?: string[];
}

/** The analysis fields, plus the category guessed for a newly ingested article. */
export interface ArticleAnalysis {
  topics: string[];
  keywords: string[];
  skillLevel: NewsSkillLevel;
  geoRelevance: string[];
  equipment: string[];
  eventTypes: string[];
  sentiment: number;
  readingTime: number;
  category: string;
}

const WORDS_PER_MINUTE = 200;
/** compromise costs ~0.2 ms a word: the body's first words carry its subject, so only they are tagged. */
const NLP_WORD_BUDGET = 400;
const SENTIMENT_CHAR_BUDGET = 20_000;
const GEO_CHAR_BUDGET = 50_000;
const TITLE_WEIGHT = 3;

const sentiment = new Sentiment();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const compile = (phrase: string) => new RegExp(`(?<![a-z0-9])${escape(phrase)}(?![a-z0-9])`, 'g');

type Lexicon = Record<string, readonly string[]>;
type Compiled = Array<[string, RegExp[]]>;
const compileLexicon = (lex: Lexicon): Compiled =>
  Object.entries(lex).map(([key, phrases]) => [key, phrases.map(compile)]);

const TOPIC_RX = compileLexicon(TOPICS);
const SKILL_RX = compileLexicon(SKILL_CUES);
const EQUIPMENT_RX = compileLexicon(EQUIPMENT);
const EVENT_RX = compileLexicon(EVENT_TYPES);

/** Lower case, hyphens and punctuation as spaces: the form the lexicon phrases are written in. */
const flatten = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ');

/** The same text twice: as written and as compromise's roots ("raced" -> "race", "tyres" -> "tyre"). */
interface Forms {
  doc: ReturnType<typeof nlp>;
  plain: string;
  root: string;
}
function forms(text: string): Forms {
  const doc = nlp(text);
  doc.compute('root');
  return { doc, plain: flatten(text), root: flatten(doc.text('root')) };
}

const NO_TEXT: Forms = { doc: nlp(''), plain: '', root: '' };

const count = (rx: RegExp, s: string) => s.match(rx)?.length ?? 0;
/** Hits of a phrase: the better of the written and root forms, so a lemmatiser slip costs nothing. */
const hits = (rx: RegExp, f: Forms) => Math.max(count(rx, f.plain), count(rx, f.root));

function score(lex: Compiled, title: Forms, body: Forms): Map<string, number> {
  const out = new Map<string, number>();
  for (const [key, rxs] of lex) {
    const s = rxs.reduce((sum, rx) => sum + TITLE_WEIGHT * hits(rx, title) + hits(rx, body), 0);
    if (s > 0) out.set(key, s);
  }
  return out;
}

const ranked = (scores: Map<string, number>, min: number, max: number) =>
  [...scores.entries()]
    .filter(([, s]) => s >= min)
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([k]) => k);

interface TermJson {
  normal?: string;
  root?: string;
  tags?: string[];
}

const isNoun = (tags: Set<string>) =>
  tags.has('Noun') && !['Pronoun', 'Value', 'Date', 'Possessive'].some((x) => tags.has(x));

/**
 * Nouns and proper-noun phrases ("Cape Epic", "Western Cape"), weighted by frequency; title words
 * count triple. A word inside a multi-word name counts only as part of that name.
 */
function keywords(title: Forms, body: Forms): string[] {
  const scores = new Map<string, number>();
  const add = (k: string, w: number) => scores.set(k, (scores.get(k) ?? 0) + w);
  const useful = (w: string) => w.length >= 3 && /\p{L}/u.test(w) && !GENERIC_NOUNS.has(w);
  for (const [f, weight] of [
    [title, TITLE_WEIGHT],
    [body, 1],
  ] as const) {
    for (const sentence of f.doc.json() as Array<{ terms: TermJson[] }>) {
      let run: string[] = [];
      const endRun = () => {
        if (run.length > 1) add(run.join(' '), weight * 2);
        else if (run.length === 1 && useful(run[0])) add(run[0], weight);
        run = [];
      };
      for (const t of sentence.terms) {
        const tags = new Set(t.tags ?? []);
        const word = (t.root ?? t.normal ?? '').toLowerCase().replace(/[^\p{L}\p{N}-]/gu, '');
        if (!word) {
          endRun();
        } else if (tags.has('ProperNoun')) {
          run.push(word);
        } else {
          endRun();
          if (isNoun(tags) && useful(word)) add(word, weight);
        }
      }
      endRun();
    }
  }
  return ranked(scores, 1, 10);
}

function skillLevel(title: Forms, body: Forms): NewsSkillLevel {
  const [first, second] = [...score(SKILL_RX, title, body).entries()].sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < 2) return 'all';
  // A clear lead decides; an article that speaks to several levels is for everyone.
  return !second || first[1] >= second[1] * 1.5 ? (first[0] as NewsSkillLevel) : 'all';
}

/**
 * The feed's own category tags decide first; then the leading topic named in the title; then the
 * leading topic overall, when it is clear enough (score 3+); else general.
 */
function category(
  feedCategories: string[],
  titleScores: Map<string, number>,
  topicScores: Map<string, number>,
): string {
  for (const [rx, cat] of FEED_CATEGORY_WORDS) if (feedCategories.some((c) => rx.test(c))) return cat;
  const inTitle = ranked(titleScores, 1, Infinity)
    .sort((a, b) => titleScores.get(b)! - titleScores.get(a)! || topicScores.get(b)! - topicScores.get(a)!)
    .find((t) => TOPIC_CATEGORY[t]);
  const lead = inTitle ?? ranked(topicScores, 3, Infinity).find((t) => TOPIC_CATEGORY[t]);
  return lead ? TOPIC_CATEGORY[lead] : 'general';
}

/** Word count of the full text (not the NLP budget) at 200 words a minute, at least one minute. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * Analyses one article: compromise (tagging, lemmas, noun phrases) for keywords and lexicon
 * matching, AFINN via `sentiment` for tone, and the gazetteer for places.
 */
export function analyseArticle(a: ArticleText, gazetteer: Gazetteer): ArticleAnalysis {
  const bodyText = [a.description, a.content].filter(Boolean).join('\n');
  const fullText = `${a.title}\n${bodyText}`;
  const title = forms(a.title);
  const body = forms(bodyText.split(/\s+/).slice(0, NLP_WORD_BUDGET).join(' '));

  const topicScores = score(TOPIC_RX, title, body);
  const geo = gazetteer.match(fullText.slice(0, GEO_CHAR_BUDGET));
  const tone = sentiment.analyze(fullText.slice(0, SENTIMENT_CHAR_BUDGET), { extras: SENTIMENT_EXTRAS });

  return {
    topics: ranked(topicScores, 2, 5),
    keywords: keywords(title, body),
    skillLevel: skillLevel(title, body),
    geoRelevance: [...(geo.southAfrica ? ['South Africa'] : []), ...geo.provinces, ...geo.places],
    equipment: ranked(score(EQUIPMENT_RX, title, body), 1, 8),
    eventTypes: ranked(score(EVENT_RX, title, body), 1, 5),
    // AFINN's comparative score (per word) is small; tanh spreads it over -1..1 without clipping.
    sentiment: Math.round(Math.tanh(tone.comparative * 5) * 1000) / 1000,
    readingTime: readingMinutes(fullText),
    category: category(a.feedCategories ?? [], score(TOPIC_RX, title, NO_TEXT), topicScores),
  };
}
