import { describe, expect, it } from 'vitest';
import { saDate } from '@trailfinder/shared-types/rules';
import { statusInForce, trailStatusErrors, trailStatusForm, trailStatusPayload } from './trail-status-form';

const DAY = 86_400_000;

describe('trail status form', () => {
  it('opens on the current status, or on Open with nothing else', () => {
    expect(trailStatusForm(null)).toEqual({ status: 'open', notice: '', until: '' });
    expect(trailStatusForm({ status: 'closed', notice: 'Bridge out', until: '2030-01-02' })).toEqual({
      status: 'closed',
      notice: 'Bridge out',
      until: '2030-01-02',
    });
  });

  it('sends the status with its notice and end date', () => {
    expect(trailStatusPayload({ status: 'caution', notice: 'Logging trucks', until: '' })).toEqual({
      status: 'caution',
      notice: 'Logging trucks',
      until: '',
    });
  });

  it('refuses a notice over 280 characters and a past end date, naming the field', () => {
    expect(trailStatusErrors({ status: 'closed', notice: 'x'.repeat(281), until: '' })).toEqual({
      notice: 'Notice must be at most 280 characters',
    });
    const yesterday = saDate(Date.now() - DAY);
    expect(trailStatusErrors({ status: 'closed', notice: '', until: yesterday })).toEqual({
      until: 'Until must not be in the past',
    });
    expect(trailStatusErrors({ status: 'closed', notice: 'x'.repeat(280), until: saDate(Date.now()) })).toEqual({});
  });

  it('treats a status whose last day has passed as not set', () => {
    const now = Date.parse('2030-01-03T10:00:00Z');
    expect(statusInForce({ until: '2030-01-02' }, now)).toBeNull();
    expect(statusInForce({ until: '2030-01-03' }, now)).toEqual({ until: '2030-01-03' });
    expect(statusInForce({ until: null }, now)).toEqual({ until: null });
    expect(statusInForce(null, now)).toBeNull();
  });
});
