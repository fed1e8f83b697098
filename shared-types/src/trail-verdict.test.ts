import { describe, expect, it } from 'vitest';
import { rainAround, spell } from './rain.fixture.js';
import type { VerdictReport } from './rider-reports.js';
import type { AdminTrailStatus } from './trail-conditions.js';
import { computeVerdict, type VerdictInput } from './trail-verdict.js';

/** Thursday 27 Nov 2025, 10:30 in South Africa. */
const now = new Date('2025-11-27T10:30:00+02:00');
const sast = (t: string) => `2025-11-${t}+02:00`;
const report = (condition: VerdictReport['condition'], day: string, extra: Partial<VerdictReport> = {}) => ({
  condition,
  createdAt: sast(day),
  ...extra,
});
const verdict = (input: Partial<VerdictInput>) =>
  computeVerdict({ now, surface: 'unknown', rainHourly: rainAround(now), reports: [], ...input });

/** 18 mm between 25 and 31 hours ago: wet enough that clay is still poor today. */
const wet48h = rainAround(now, spell(25, 30, 3));
const status = (s: Partial<AdminTrailStatus>): AdminTrailStatus => ({
  status: 'open',
  updatedAt: sast('26T09:00:00'),
  ...s,
});

describe('the rain model', () => {
  it('calls a trail good after three dry days, without talking about its surface', () => {
    const v = verdict({ surface: 'clay', rainHourly: rainAround(now, {}, 6) });
    expect(v).toEqual({
      verdict: 'good',
      reasons: ['No rain in the last 72 h'],
      asOf: now.toISOString(),
      rain: { past24hMm: 0, past72hMm: 0 },
      basis: 'rain',
    });
  });
  it('weighs the same rain by how fast the surface drains', () => {
    expect(verdict({ surface: 'clay', rainHourly: wet48h })).toMatchObject({
      verdict: 'poor',
      reasons: ['18 mm of rain in the last 48 h', 'clay soil drains slowly'],
      rain: { past24hMm: 0, past72hMm: 18 },
    });
    expect(verdict({ surface: 'sand', rainHourly: wet48h })).toMatchObject({
      verdict: 'good',
      reasons: ['18 mm of rain in the last 48 h', 'sandy trails drain fast'],
    });
  });
  it('says honestly when it does not know the surface, and assumes a middle speed', () => {
    const v = verdict({ surface: 'unknown', rainHourly: wet48h });
    expect(v.verdict).toBe('fair');
    expect(v.reasons).toEqual(['18 mm of rain in the last 48 h', 'surface unknown: assuming average drainage']);
  });
  it('never counts forecast hours', () => {
    expect(verdict({ surface: 'clay', rainHourly: rainAround(now, {}, 20) }).verdict).toBe('good');
  });
  it('keeps even fast trails at fair while recent rain is on them or it is raining', () => {
    expect(verdict({ surface: 'rock', rainHourly: rainAround(now, { 1: 1.5 }) })).toMatchObject({
      verdict: 'fair',
      reasons: ['1.5 mm of rain in the last 24 h', 'rocky trails shed water quickly', 'Wet from rain in the last 3 h'],
    });
    expect(verdict({ surface: 'sand', currentPrecipitationMm: 0.3 })).toMatchObject({
      verdict: 'fair',
      reasons: ['No rain in the last 72 h', 'sandy trails drain fast', 'Raining at the trailhead now'],
    });
  });
  it('says when the rain records are short or old', () => {
    const short = verdict({ rainHourly: rainAround(now, {}, 0, 50) });
    expect(short.rain).toEqual({ past24hMm: 0, past72hMm: null });
    expect(short.reasons).toEqual(['No rain in the last 48 h', 'Rain records cover only the last 50 h']);

    const yesterday = new Date('2025-11-26T16:10:00+02:00');
    const old = verdict({ rainHourly: rainAround(yesterday, {}, 9), rainObservedAt: yesterday.toISOString() });
    expect(old.verdict).toBe('good'); // the hours after yesterday's reading were forecasts
    expect(old.reasons).toEqual(['No rain in the last 72 h', 'Rain data from yesterday']);
    expect(old.asOf).toBe(yesterday.toISOString());
  });
});

describe('rider reports', () => {
  it('outweigh the rain model when they are newer than the rain', () => {
    const v = verdict({
      surface: 'clay',
      rainHourly: wet48h,
      reports: [report('dry', '27T05:40:00'), report('tacky', '27T08:10:00')],
    });
    expect(v).toMatchObject({ verdict: 'good', basis: 'reports' });
    expect(v.reasons).toEqual([
      '1 rider reported the trail tacky 2 hours ago',
      '1 rider reported the trail dry this morning',
      '18 mm of rain in the last 48 h',
    ]);
    expect(v.asOf).toBe(now.toISOString());
  });
  it('say what riders found, in SA time', () => {
    const v = verdict({ reports: [report('muddy', '27T06:00:00'), report('muddy', '27T06:20:00')] });
    expect(v).toMatchObject({ verdict: 'poor', basis: 'reports' });
    expect(v.reasons[0]).toBe('2 riders reported mud this morning');
    // As of the newest information used: the rain read now, or without weather the newest report.
    expect(v.asOf).toBe(now.toISOString());
    const noWeather = verdict({ rainHourly: [], reports: [report('muddy', '27T06:20:00')] });
    expect(noWeather.asOf).toBe(new Date(sast('27T06:20:00')).toISOString());
  });
  it('skip a report whose condition or date the model cannot read', () => {
    const odd = [
      { condition: 'toString', createdAt: sast('27T09:00:00') },
      { condition: 'muddy', createdAt: 'yesterday-ish' },
    ] as unknown as VerdictReport[];
    expect(verdict({ reports: odd })).toMatchObject({ verdict: 'good', basis: 'rain' });
  });
  it('stop counting after 72 hours, and hidden ones never count', () => {
    const old = verdict({ reports: [report('muddy', '24T10:00:00')] });
    expect(old).toMatchObject({ verdict: 'good', basis: 'rain' });
    const hidden = verdict({ reports: [report('closed', '27T09:00:00', { hidden: true })] });
    expect(hidden).toMatchObject({ verdict: 'good', basis: 'rain' });
  });
  it('give way to the rain model once 2 mm or more has fallen since', () => {
    const v = verdict({ surface: 'clay', rainHourly: wet48h, reports: [report('dry', '25T12:00:00')] });
    expect(v).toMatchObject({ verdict: 'poor', basis: 'rain' });
    expect(v.reasons).toContain('Rider reports are from before the latest rain');
  });
  it('still count after a drizzle of less than 2 mm', () => {
    const drizzle = rainAround(now, spell(1, 3, 0.5));
    const v = verdict({ surface: 'clay', rainHourly: drizzle, reports: [report('dry', '27T06:00:00')] });
    expect(v).toMatchObject({ verdict: 'good', basis: 'reports' });
  });
  it('go with the majority of the latest 3 hours of reports', () => {
    const v = verdict({
      reports: [report('muddy', '27T08:00:00'), report('muddy', '27T08:30:00'), report('dry', '27T09:45:00')],
    });
    expect(v.verdict).toBe('poor');
    expect(v.reasons.slice(0, 2)).toEqual([
      '1 rider reported the trail dry 45 minutes ago',
      '2 riders reported mud 2 hours ago',
    ]);
  });
  it('break a tie in favour of the most recent report', () => {
    const v = verdict({ reports: [report('muddy', '27T08:00:00'), report('tacky', '27T09:00:00')] });
    expect(v.verdict).toBe('good');
  });
  it('let a newer report supersede ones more than 3 hours older', () => {
    const v = verdict({
      reports: [report('muddy', '26T15:00:00'), report('muddy', '26T15:30:00'), report('dry', '27T09:00:00')],
    });
    expect(v.verdict).toBe('good');
    expect(v.reasons[0]).toBe('1 rider reported the trail dry 1 hour ago');
  });
  it('keep a trail closed when riders report it blocked, whatever the rain did since', () => {
    const v = verdict({ rainHourly: wet48h, reports: [report('blocked', '25T12:00:00')] });
    expect(v).toMatchObject({ verdict: 'closed', basis: 'reports' });
    expect(v.reasons[0]).toBe('1 rider reported the trail blocked 2 days ago');
  });
  it('are held at fair while it is raining', () => {
    const v = verdict({ currentPrecipitationMm: 0.2, reports: [report('dry', '27T10:20:00')] });
    expect(v.verdict).toBe('fair');
    expect(v.reasons).toContain('Raining at the trailhead now');
  });
  it('ignore a report dated in the future beyond a small clock difference', () => {
    const ahead = verdict({ reports: [report('muddy', '27T10:33:00')] });
    expect(ahead.verdict).toBe('poor');
    const future = verdict({ reports: [report('muddy', '27T13:00:00')] });
    expect(future).toMatchObject({ verdict: 'good', basis: 'rain' });
  });
});

describe("the trail manager's status", () => {
  it('closes the trail until the end of the given day, notice second', () => {
    const closed = status({ status: 'closed', until: '2025-11-30', notice: 'Bridge washed away at km 4' });
    const v = verdict({ adminStatus: closed, reports: [report('dry', '27T10:00:00')] });
    expect(v).toEqual({
      verdict: 'closed',
      reasons: ['Closed by the trail manager until 30 Nov', 'Bridge washed away at km 4'],
      asOf: new Date(closed.updatedAt).toISOString(),
      rain: { past24hMm: 0, past72hMm: 0 },
      basis: 'admin',
    });
    expect(verdict({ adminStatus: status({ status: 'closed' }) }).reasons).toEqual(['Closed by the trail manager']);
    expect(verdict({ adminStatus: status({ status: 'closed', until: '2026-01-05' }) }).reasons[0]).toBe(
      'Closed by the trail manager until 5 Jan 2026',
    );
  });
  it('stops applying once its date has passed (the date itself still counts)', () => {
    const lastDay = status({ status: 'closed', until: '2025-11-27' });
    expect(verdict({ adminStatus: lastDay }).verdict).toBe('closed');
    const expired = status({ status: 'closed', until: '2025-11-26' });
    expect(verdict({ adminStatus: expired })).toMatchObject({ verdict: 'good', basis: 'rain' });
  });
  it('holds caution at fair at best, with the notice first', () => {
    const caution = status({ status: 'caution', notice: 'Logging trucks on the jeep track', until: '2025-12-02' });
    expect(verdict({ adminStatus: caution })).toMatchObject({
      verdict: 'fair',
      basis: 'admin',
      reasons: [
        'Logging trucks on the jeep track',
        'Caution advised by the trail manager until 2 Dec',
        'No rain in the last 72 h',
      ],
    });
    expect(verdict({ adminStatus: caution, surface: 'clay', rainHourly: wet48h }).verdict).toBe('poor');
    const bare = verdict({ adminStatus: status({ status: 'caution' }), rainHourly: [] });
    expect(bare).toMatchObject({ verdict: 'fair', basis: 'admin' });
    expect(bare.reasons[0]).toBe('Caution advised by the trail manager');
  });
  it('lets the model run when the trail is open, with the notice first', () => {
    const open = status({ notice: 'New berms on the blue route' });
    expect(verdict({ adminStatus: open, surface: 'clay', rainHourly: wet48h })).toMatchObject({
      verdict: 'poor',
      basis: 'rain',
      reasons: ['New berms on the blue route', '18 mm of rain in the last 48 h', 'clay soil drains slowly'],
    });
  });
  it('overrules rider closures it has seen, not ones reported after it', () => {
    const open = status({ updatedAt: sast('27T09:00:00') });
    const before = verdict({ adminStatus: open, reports: [report('closed', '27T08:00:00')] });
    expect(before).toMatchObject({ verdict: 'poor', basis: 'reports' });
    expect(before.reasons).toContain('Marked open by the trail manager since then');
    const after = verdict({ adminStatus: open, reports: [report('blocked', '27T09:30:00')] });
    expect(after).toMatchObject({ verdict: 'closed', basis: 'reports' });
  });
});

describe('missing data', () => {
  it('invents nothing when there is no weather and no report', () => {
    expect(verdict({ rainHourly: [] })).toEqual({
      verdict: null,
      reasons: ['Rain data unavailable', 'No rider reports in the last 72 h'],
      asOf: now.toISOString(),
      rain: { past24hMm: null, past72hMm: null },
      basis: 'none',
    });
  });
  it('goes by rider reports alone when the weather is unavailable', () => {
    const v = verdict({ rainHourly: [], reports: [report('wet', '27T09:00:00')] });
    expect(v).toMatchObject({ verdict: 'fair', basis: 'reports' });
    expect(v.reasons).toEqual(['1 rider reported the trail wet 1 hour ago', 'Rain data unavailable']);
  });
  it('says fair when all it knows is that it is raining now', () => {
    const v = verdict({ rainHourly: [], currentPrecipitationMm: 1.2 });
    expect(v).toMatchObject({ verdict: 'fair', basis: 'rain' });
    expect(v.reasons).toEqual(['Rain data unavailable', 'Raining at the trailhead now']);
  });
});
