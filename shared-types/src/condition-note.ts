/**
 * The note a rider may add to a condition report: short plain text, no links, no profanity, no
 * control characters. The report form and the API share this check, so the rider sees the same
 * message offline that the server would send.
 */
import { CONDITION_NOTE_MAX } from './trail-conditions.js';
import { BLOCKED_WORDS } from './blocked-words.js';

export type NoteCheck = { ok: true; note: string | null } | { ok: false; message: string };

/** C0 and C1 controls except tab, newline and carriage return, and the bidi overrides that can disguise text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const SCHEME_OR_WWW = /[a-z][a-z0-9+.-]*:\/\/|\bwww\./i;
/**
 * Top-level domains a link in a South African trail note would plausibly use. Ones that are
 * also short words ('be', 'to', 'me', 'us') are left out: "muddy.Be careful" is a typo, not a link.
 */
const TLDS =
  'za|com|net|org|info|biz|io|app|ly|gl|link|site|online|store|shop|xyz|africa|joburg|capetown|durban|uk|de|nl|au|nz|ru';
/** A bare domain such as example.co.za or bit.ly/x: labels, a dot and a known TLD, not part of a longer word. */
const BARE_DOMAIN = new RegExp(`(?:^|[^\\p{L}\\p{N}_-])(?:[\\p{L}\\p{N}-]+\\.)+(?:${TLDS})(?![\\p{L}\\p{N}_-])`, 'iu');

/** True when the text holds a control character (tab and newline allowed) or a bidi override. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/** Lower-case words of the note: letters and digits only, so 'Scunthorpe' or 'class' are single words. */
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u);

/** Checks and tidies a note. Empty or only spaces means no note (null). */
export function validateConditionNote(value: unknown): NoteCheck {
  if (value === undefined || value === null) return { ok: true, note: null };
  if (typeof value !== 'string') return { ok: false, message: 'Note must be text' };
  const note = value.replace(/\r\n?/g, '\n').trim();
  if (note === '') return { ok: true, note: null };
  if (hasControlCharacters(note)) return { ok: false, message: 'Note must not contain control characters' };
  // Counted as characters a rider sees (an emoji is one), not UTF-16 units.
  if ([...note].length > CONDITION_NOTE_MAX)
    return { ok: false, message: `Note must be at most ${CONDITION_NOTE_MAX} characters` };
  if (SCHEME_OR_WWW.test(note) || BARE_DOMAIN.test(note)) return { ok: false, message: 'Note must not contain links' };
  if (words(note).some((w) => BLOCKED_WORDS.has(w)))
    return { ok: false, message: 'Note must not contain profanity or slurs' };
  return { ok: true, note };
}
