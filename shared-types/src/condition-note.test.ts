import { describe, expect, it } from 'vitest';
import { validateConditionNote } from './condition-note.js';

const refused = (note: unknown) => {
  const check = validateConditionNote(note);
  return check.ok ? null : check.message;
};

describe('validateConditionNote', () => {
  it('keeps a plain note, trimmed, and treats an empty one as no note', () => {
    expect(validateConditionNote('  Puddles after the second climb, rideable  ')).toEqual({
      ok: true,
      note: 'Puddles after the second climb, rideable',
    });
    expect(validateConditionNote('   ')).toEqual({ ok: true, note: null });
    expect(validateConditionNote(undefined)).toEqual({ ok: true, note: null });
    expect(validateConditionNote(null)).toEqual({ ok: true, note: null });
    expect(validateConditionNote('Line one\r\nline two')).toEqual({ ok: true, note: 'Line one\nline two' });
  });

  it('allows 280 characters as a rider counts them, and no more', () => {
    expect(validateConditionNote('a'.repeat(280)).ok).toBe(true);
    expect(validateConditionNote('🚵'.repeat(280)).ok).toBe(true); // 560 UTF-16 units, 280 characters
    expect(refused('a'.repeat(281))).toBe('Note must be at most 280 characters');
  });

  it('refuses control characters and text-direction overrides', () => {
    for (const bad of ['mud\u0000', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'c1\u0085', 'flip\u202Etxt'])
      expect(refused(bad), JSON.stringify(bad)).toBe('Note must not contain control characters');
    expect(validateConditionNote('tabs\tand\nnewlines are fine').ok).toBe(true);
  });

  it('refuses links in any form', () => {
    for (const link of [
      'see http://example.com',
      'HTTPS://trails.example.org/status',
      'check www.trailforks.com',
      'info at example.co.za',
      'Example.CO.ZA has the map',
      'short link bit.ly/abc',
      'mail me@example.co.za',
      'ftp://files.example.net',
    ])
      expect(refused(link), link).toBe('Note must not contain links');
  });

  it('lets through text that only looks a little like a link', () => {
    for (const fine of [
      'Muddy.Be careful on the descent',
      '3.5 km of mud, e.g. at the river',
      'Closed at km 12.5 for logging',
      'Stopped at the 4.co-op gate', // no such TLD in the list
      'Kakamas road is dusty',
    ])
      expect(validateConditionNote(fine).ok, fine).toBe(true);
  });

  it('refuses English and Afrikaans profanity as whole words, any case or punctuation', () => {
    for (const bad of ['What a SHIT trail', 'fok, dis nat', 'Fokken modder!', 'bullshit berms', 'kak slegte roete'])
      expect(refused(bad), bad).toBe('Note must not contain profanity or slurs');
  });

  it('does not fall for the Scunthorpe problem', () => {
    for (const fine of [
      'Ride from Scunthorpe',
      'A world-class trail',
      'Assess the bridge first',
      'Cocktail after the ride',
      'Dickens would love the forest',
      'Fokus op die lyn', // Afrikaans: focus on the line
      'n Kakkerlak op die bank', // Afrikaans: a cockroach on the bench
      'Shiitake growing by the trail',
      'Pass the Essex sign',
    ])
      expect(validateConditionNote(fine).ok, fine).toBe(true);
  });

  it('says so when the note is not text', () => {
    expect(refused(42)).toBe('Note must be text');
  });
});
