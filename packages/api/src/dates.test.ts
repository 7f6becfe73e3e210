import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

// 12:00 UTC is 5:30 pm in India (UTC+5:30); 20:00 UTC is already the next day there.
const afternoon = '2026-11-01T12:00:00.000Z';
const lateEvening = '2026-11-01T20:00:00.000Z';

describe('formatDate', () => {
  it('shows each style in Indian English, in India’s time', () => {
    expect(formatDate(afternoon, 'date')).toBe('1 Nov 2026');
    expect(formatDate(afternoon, 'date-time')).toMatch(/^1 Nov 2026, 5:30\spm$/);
    expect(formatDate(afternoon, 'time')).toMatch(/^5:30\spm$/);
    expect(formatDate(afternoon, 'long-date')).toBe('1 November 2026');
  });

  it('takes a Date as well as an ISO string', () => {
    expect(formatDate(new Date(afternoon), 'date')).toBe('1 Nov 2026');
  });

  it('reads the instant in the zone asked for, India’s by default', () => {
    expect(formatDate(lateEvening, 'date')).toBe('2 Nov 2026');
    expect(formatDate(lateEvening, 'date', { timeZone: 'UTC' })).toBe('1 Nov 2026');
    expect(formatDate(lateEvening, 'date')).toBe('2 Nov 2026');
    expect(formatDate(afternoon, 'time', { timeZone: 'UTC' })).toMatch(/^12:00\spm$/);
  });

  it("reads it in the running machine's own zone for 'local'", () => {
    const ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDate(lateEvening, 'date-time', { timeZone: 'local' })).toBe(
      formatDate(lateEvening, 'date-time', { timeZone: ownZone }),
    );
  });

  it('gives nothing for an unreadable date, or throws when asked to', () => {
    expect(formatDate('not a date', 'date')).toBe('');
    expect(formatDate('', 'date-time', { timeZone: 'local' })).toBe('');
    expect(() => formatDate('not a date', 'long-date', { ifInvalid: 'throw' })).toThrow(RangeError);
  });

  it('passes the locale on: Hindi names the month in Devanagari', () => {
    expect(formatDate(afternoon, 'long-date', { locale: 'hi-IN' })).toBe('1 नवंबर 2026');
    expect(formatDate(afternoon, 'long-date')).toBe('1 November 2026');
  });
});
