/**
 * Curated mountain-bike vocabulary on top of the NLP library. Every phrase is written in root
 * form (singular nouns, infinitive verbs, lower case, hyphens as spaces) because it is matched
 * against compromise's root text ("Riders raced e-bikes" -> "rider race ebike").
 */

/** Topic -> phrases. Topic slugs double as news categories where the names agree. */
// prettier-ignore
export const TOPICS: Record<string, readonly string[]> = {
  racing: [
    'race', 'racer', 'racing', 'podium', 'championship', 'world cup', 'uci', 'xco', 'xcc', 'xcm', 'result', 'winner',
    'victory', 'general classification', 'stage win', 'leader jersey', 'prologue', 'elite', 'cape epic', 'sani2c',
    'joberg2c', 'ews', 'race report',
  ],
  reviews: [
    'review', 'test', 'first ride', 'first look', 'verdict', 'long term test', 'pro and con', 'we ride', 'test ride',
    'rating',
  ],
  gear: [
    'gear', 'component', 'groupset', 'drivetrain', 'suspension', 'fork', 'shock', 'tyre', 'tire', 'wheelset', 'wheel',
    'brake', 'dropper', 'helmet', 'shoe', 'pedal', 'saddle', 'frame', 'carbon', 'shimano', 'sram', 'rockshox',
    'product', 'launch',
  ],
  events: [
    'event', 'festival', 'fun ride', 'entry', 'registration', 'race village', 'participant', 'expo', 'marathon',
    'stage race', 'ultra', 'night ride',
  ],
  trails: [
    'singletrack', 'trail network', 'trail park', 'trail guide', 'trailhead', 'loop', 'descent', 'climb', 'permit',
    'reserve', 'route', 'trails',
  ],
  skills: [
    'skill', 'technique', 'how to', 'tip', 'cornering', 'switchback', 'body position', 'practise', 'practice',
    'coach', 'learn', 'beginner',
  ],
  training: [
    'training', 'fitness', 'interval', 'endurance', 'nutrition', 'hydration', 'recovery', 'strength', 'workout',
  ],
  'e-bikes': ['ebike', 'emtb', 'e mtb', 'electric bike', 'electric mountain bike', 'pedal assist', 'motor', 'battery'],
  gravel: ['gravel', 'gravel bike', 'gravel race'],
  safety: ['safety', 'crime', 'theft', 'stolen', 'mugging', 'injury', 'crash', 'first aid', 'rescue', 'security'],
  'trail building': [
    'trail building', 'trail builder', 'build', 'maintenance', 'volunteer', 'dig day', 'conservation', 'land access',
  ],
  travel: ['travel', 'destination', 'holiday', 'accommodation', 'lodge', 'trip', 'getaway', 'road trip'],
  family: ['family', 'kid', 'child', 'junior', 'youth', 'school'],
};

/** Topics that set the category when they lead (otherwise: general). */
export const TOPIC_CATEGORY: Record<string, string> = {
  racing: 'racing',
  reviews: 'reviews',
  gear: 'gear',
  'e-bikes': 'gear',
  events: 'events',
  trails: 'trails',
  'trail building': 'trails',
  travel: 'trails',
  skills: 'skills',
  training: 'skills',
};

/** Words a feed's own <category> tags use, mapped to our categories (they outrank the text). */
export const FEED_CATEGORY_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\b(reviews?|tested|first ride|first look)\b/i, 'reviews'],
  [/\b(rac(e|es|ing)|results?|world cup|xco|enduro world|ews)\b/i, 'racing'],
  [/\b(gear|tech|products?|components?|new bikes?)\b/i, 'gear'],
  [/\b(events?|festivals?)\b/i, 'events'],
  [/\b(skills?|how to|tips?|training)\b/i, 'skills'],
  [/\b(trails?|destinations?|places to ride)\b/i, 'trails'],
];

// prettier-ignore
export const SKILL_CUES: Record<'beginner' | 'intermediate' | 'advanced', readonly string[]> = {
  beginner: [
    'beginner', 'novice', 'first time', 'new rider', 'newcomer', 'learn', 'basic', 'easy', 'entry level', 'family',
    'kid', 'green route', 'introduction', 'getting started',
  ],
  intermediate: ['intermediate', 'improve', 'progress', 'blue route', 'next level', 'confidence', 'step up'],
  advanced: [
    'advanced', 'expert', 'pro', 'elite', 'technical', 'black route', 'double black', 'drop', 'gap', 'rock garden',
    'steep', 'world cup', 'downhill', 'enduro', 'gnarly',
  ],
};

/** Equipment slug -> phrases. */
// prettier-ignore
export const EQUIPMENT: Record<string, readonly string[]> = {
  'full-suspension': ['full suspension', 'dual suspension', 'full sus'],
  hardtail: ['hardtail', 'hard tail'],
  'e-bike': ['ebike', 'emtb', 'e mtb', 'electric bike', 'electric mountain bike'],
  'gravel bike': ['gravel bike'],
  helmet: ['helmet'],
  tyres: ['tyre', 'tire', 'tubeless', 'sealant'],
  wheels: ['wheel', 'wheelset', 'rim', 'hub'],
  suspension: ['fork', 'shock', 'suspension', 'rockshox', 'fox'],
  'dropper post': ['dropper', 'dropper post'],
  drivetrain: ['drivetrain', 'groupset', 'derailleur', 'cassette', 'chain', 'shifter', 'chainring'],
  brakes: ['brake', 'rotor', 'brake pad'],
  pedals: ['pedal', 'clipless', 'flat pedal'],
  shoes: ['shoe'],
  'protective gear': ['knee pad', 'elbow pad', 'body armour', 'glove', 'goggle'],
  'hydration pack': ['hydration pack', 'hydration vest', 'bladder', 'bottle'],
  lights: ['light', 'lamp'],
  'gps computer': ['gps', 'bike computer', 'garmin', 'wahoo'],
  saddle: ['saddle'],
  frame: ['frame', 'carbon frame', 'aluminium frame'],
};

/** Event type slug -> phrases (slugs follow the event raceType style). */
// prettier-ignore
export const EVENT_TYPES: Record<string, readonly string[]> = {
  'stage-race': ['stage race', 'multi day', 'multiday', 'cape epic', 'sani2c', 'joberg2c'],
  marathon: ['marathon', 'xcm'],
  'cross-country': ['cross country', 'xco', 'xcc', 'xc race'],
  enduro: ['enduro', 'ews'],
  downhill: ['downhill', 'dh race'],
  gravel: ['gravel race', 'gravel event', 'gravel grinder'],
  ultra: ['ultra', 'ultra distance', 'ultra endurance'],
  'fun-ride': ['fun ride', 'family ride', 'charity ride'],
  'night-ride': ['night ride', 'night race'],
  'world-cup': ['world cup'],
  championship: ['championship', 'national champ', 'world champ'],
};

/** Nouns too common in mountain-bike writing to be useful keywords. */
// prettier-ignore
export const GENERIC_NOUNS = new Set([
  'bike', 'rider', 'ride', 'trail', 'mountain', 'year', 'day', 'time', 'way', 'thing', 'lot', 'people', 'week', 'one',
  'part', 'side', 'end', 'bit', 'kind', 'number', 'place', 'area', 'point', 'today', 'month', 'season', 'world',
  'mtb', 'news', 'article', 'post', 'story', 'first', 'new', 'best', 'top', 'cycling', 'cyclist',
]);

/**
 * AFINN scores words like "brutal", "tough" or "attack" as negative; in race and trail writing they
 * are praise or plain description. These overrides keep sentiment about the news, not the terrain.
 */
export const SENTIMENT_EXTRAS: Record<string, number> = {
  brutal: 0,
  tough: 0,
  hard: 0,
  attack: 0,
  attacks: 0,
  attacked: 0,
  punishing: 0,
  steep: 0,
  rocky: 0,
  technical: 0,
  gnarly: 1,
  shred: 2,
  shredding: 2,
  flowy: 2,
  flowing: 1,
  epic: 2,
  stoked: 3,
  crash: -2,
  crashed: -2,
  injury: -2,
  injured: -2,
  stolen: -3,
  theft: -3,
  closed: -1,
  cancelled: -2,
};
