import { describe, expect, test } from 'vitest';
import { attemptsText, canRetry, emptyText, filterOptions, formatEmailDay, formatEmailTime } from './outbox-texts';

describe('the outbox texts', () => {
  test('each filter says how many e-mails it shows', () => {
    expect(filterOptions({ pending: 2, failed: 1, sent: 6 }).map((option) => option.label)).toEqual([
      'All (9)',
      'Pending (2)',
      'Failed (1)',
      'Sent (6)',
    ]);
  });

  test('an empty filter names what it holds', () => {
    expect(emptyText('all').title).toBe('No e-mails yet');
    expect(emptyText('failed').title).toBe('No failed e-mails');
  });

  test('only a failed or pending e-mail is retried', () => {
    expect([canRetry({ status: 'failed' }), canRetry({ status: 'pending' }), canRetry({ status: 'sent' })]).toEqual([
      true,
      true,
      false,
    ]);
  });

  test('days and times in the Indian style, attempts counted, pages at least one', () => {
    expect(formatEmailDay('2026-11-01T20:00:00.000Z', 'Asia/Kolkata')).toBe('2 Nov 2026');
    expect(formatEmailTime('2026-11-01T12:00:00.000Z', 'Asia/Kolkata')).toMatch(/^5:30\spm$/i);
    expect(formatEmailTime('not a date')).toBe('');
    expect([attemptsText(0), attemptsText(1), attemptsText(8)]).toEqual(['0 attempts', '1 attempt', '8 attempts']);
  });
});
