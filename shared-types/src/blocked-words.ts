/**
 * Words a condition-report note may not contain: common English and Afrikaans profanity and the
 * slurs South Africans know. Matched as whole words only (see condition-note.ts), so
 * 'Scunthorpe', 'class', 'fokus' (Afrikaans: focus) or 'kakkerlak' (cockroach) pass.
 *
 * Deliberately small. Left out because they are also everyday words: 'dick' (a name), 'cock'
 * (a rooster), 'prick' (thorns prick), 'doos' (Afrikaans: box), 'naai' (Afrikaans: sew),
 * 'moer' (Afrikaans: nut, as on a bolt), 'fag' (a cigarette). Misspellings and l33t get through;
 * the administrator's hide action is the answer to those.
 */
export const BLOCKED_WORDS: ReadonlySet<string> = new Set([
  // English
  'fuck',
  'fucks',
  'fucked',
  'fucker',
  'fuckers',
  'fucking',
  'fuckin',
  'motherfucker',
  'motherfucking',
  'shit',
  'shits',
  'shitty',
  'shite',
  'bullshit',
  'cunt',
  'cunts',
  'bitch',
  'bitches',
  'bastard',
  'bastards',
  'asshole',
  'assholes',
  'arsehole',
  'arseholes',
  'dickhead',
  'dickheads',
  'wanker',
  'wankers',
  'twat',
  'twats',
  'slut',
  'sluts',
  'whore',
  'whores',
  'nigger',
  'niggers',
  'nigga',
  'faggot',
  'faggots',
  // Afrikaans and South African slang
  'fok',
  'fokken',
  'fokkin',
  'fokking',
  'fokkol',
  'fokof',
  'fokop',
  'poes',
  'poephol',
  'kak',
  'kaffir',
  'kaffirs',
  'kaffer',
  'kaffers',
  'hotnot',
  'hotnots',
]);
