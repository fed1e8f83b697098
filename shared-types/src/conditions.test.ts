import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ConditionReportInput,
  ConditionsResponse,
  TrailStatusInput,
  TrailStatusRecord,
  TrailSurfaceEnum,
} from './conditions.js';
import { ReviewInput } from './review.js';
import { computeVerdict } from './trail-verdict.js';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('ConditionReportInput', () => {
  it('accepts a report and tidies the note', () => {
    const parsed = ConditionReportInput.parse({ clientId: 'c0ffee00-1234', condition: 'muddy', note: '  Deep ruts  ' });
    expect(parsed).toEqual({ clientId: 'c0ffee00-1234', condition: 'muddy', note: 'Deep ruts' });
    expect(ConditionReportInput.parse({ clientId: 'c0ffee00-1234', condition: 'dry' }).note).toBeNull();
    expect(ConditionReportInput.parse({ clientId: 'c0ffee00-1234', condition: 'dry', note: ' ' }).note).toBeNull();
  });

  it('uses the same clientId rule as reviews', () => {
    const bad = { clientId: 'short', condition: 'dry' };
    const review = ReviewInput.safeParse({ rating: 5, comment: 'Great', name: 'Thandi', clientId: 'short' });
    expect(messages(ConditionReportInput.safeParse(bad))).toEqual(messages(review));
    expect(messages(ConditionReportInput.safeParse({ condition: 'dry' }))).toEqual(['clientId: clientId is required']);
  });

  it('names the problem with the condition and the note', () => {
    expect(messages(ConditionReportInput.safeParse({ clientId: 'abcdefgh', condition: 'snowy' }))).toEqual([
      'condition: Condition must be one of dry, tacky, wet, muddy, closed, blocked',
    ]);
    expect(
      messages(ConditionReportInput.safeParse({ clientId: 'abcdefgh', condition: 'wet', note: 'see www.x.com' })),
    ).toEqual(['note: Note must not contain links']);
    expect(messages(ConditionReportInput.safeParse({ clientId: 'abcdefgh', condition: 'wet', note: 7 }))).toEqual([
      'note: Note must be text',
    ]);
  });
});

describe('TrailStatusInput', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-27T01:00:00+02:00')); // still the 26th in UTC
  });
  afterEach(() => vi.useRealTimers());

  it('accepts a status with a notice and an end date from today on', () => {
    expect(TrailStatusInput.parse({ status: 'closed', notice: ' Bridge out ', until: '2025-11-27' })).toEqual({
      status: 'closed',
      notice: 'Bridge out',
      until: '2025-11-27',
    });
    expect(TrailStatusInput.parse({ status: 'open', notice: '', until: '' })).toEqual({
      status: 'open',
      notice: null,
      until: null,
    });
  });

  it('refuses an end date in the past (by the SA calendar) or not a date', () => {
    expect(messages(TrailStatusInput.safeParse({ status: 'closed', until: '2025-11-26' }))).toEqual([
      'until: Until must not be in the past',
    ]);
    expect(messages(TrailStatusInput.safeParse({ status: 'closed', until: '2025-02-30' }))).toEqual([
      'until: Until must be a date written YYYY-MM-DD',
    ]);
  });

  it('refuses a long notice, an unknown status and control characters', () => {
    expect(messages(TrailStatusInput.safeParse({ status: 'caution', notice: 'x'.repeat(281) }))).toEqual([
      'notice: Notice must be at most 280 characters',
    ]);
    expect(messages(TrailStatusInput.safeParse({ status: 'shut' }))).toEqual([
      'status: Status must be one of open, caution, closed',
    ]);
    expect(messages(TrailStatusInput.safeParse({ status: 'open', notice: 'a\u0000b' }))).toEqual([
      'notice: Notice must not contain control characters',
    ]);
  });
});

describe('ConditionsResponse', () => {
  it("carries computeVerdict's answer with the status and reports", () => {
    const status = {
      status: 'caution' as const,
      notice: 'Wet bridges',
      until: null,
      updatedAt: '2025-11-27T06:00:00Z',
    };
    const report = {
      id: 1,
      routeId: 7,
      condition: 'wet' as const,
      note: null,
      clientId: 'abcdefgh',
      createdAt: '2025-11-27T07:00:00Z',
    };
    const verdict = computeVerdict({
      now: '2025-11-27T08:00:00Z',
      surface: 'loam',
      rainHourly: [],
      reports: [report],
      adminStatus: TrailStatusRecord.parse(status),
    });
    const outlook = { rideableFrom: null, outlook: [], outlookNote: 'Forecast data unavailable' };
    const body = ConditionsResponse.parse({ ...verdict, ...outlook, status, reports: [report] });
    expect(body).toMatchObject({ verdict: 'fair', basis: 'admin', status, reports: [report] });
    expect(body.reasons[0]).toBe('Wet bridges');
    expect(
      ConditionsResponse.safeParse({ ...verdict, ...outlook, verdict: 'excellent', status, reports: [] }).success,
    ).toBe(false);
  });

  it('knows every surface', () => {
    expect(TrailSurfaceEnum.options).toEqual(['sand', 'clay', 'rock', 'loam', 'gravel', 'paved', 'mixed', 'unknown']);
    expect(messages(TrailSurfaceEnum.safeParse('mud'))[0]).toMatch(/Surface must be one of/);
  });
});
