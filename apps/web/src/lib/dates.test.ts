import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCalendarDate, formatDate, formatInstantDate, formatShortDate } from '@/lib/dates';

/**
 * A calendar date never moves, whatever the browser's time zone: run this file with
 * TZ=America/Los_Angeles and TZ=Pacific/Kiritimati (UTC-8 and UTC+14) as well as the default.
 */
describe('formatCalendarDate', () => {
  afterEach(() => vi.useRealTimers());

  it('writes the day as it is, long MM/DD/YYYY and short MM/DD/YY', () => {
    expect(formatCalendarDate('2026-11-11')).toBe('11/11/2026');
    expect(formatCalendarDate('2026-11-11', 'long')).toBe('11/11/2026');
    expect(formatCalendarDate('2026-11-11', 'short')).toBe('11/11/26');
  });

  it('never shifts a day at a month, year or leap-day edge, nor at midnight in any zone', () => {
    const edges = ['2026-01-01', '2025-12-31', '2028-02-29', '2026-03-08', '2026-11-01', '2026-06-30'];
    for (const hour of ['2026-01-01T00:30:00Z', '2026-01-01T11:30:00Z', '2026-01-01T23:30:00Z']) {
      vi.useFakeTimers({ now: new Date(hour) });
      expect(edges.map((day) => formatCalendarDate(day))).toEqual([
        '01/01/2026',
        '12/31/2025',
        '02/29/2028',
        '03/08/2026',
        '11/01/2026',
        '06/30/2026',
      ]);
    }
  });

  it('answers null for nothing or anything but YYYY-MM-DD', () => {
    for (const value of [null, undefined, '', 'not a date', '2026-1-01', '2026-11-11T00:00:00Z']) {
      expect(formatCalendarDate(value)).toBeNull();
    }
  });
});

describe('instants (createdAt) are shown as the day they fall on in the browser', () => {
  it('uses the local day, long and short', () => {
    const local = new Date(2026, 2, 5, 12, 0, 0);
    expect(formatDate(local.toISOString())).toBe('03/05/2026');
    expect(formatShortDate(local.toISOString())).toBe('03/05/26');
    expect(formatInstantDate(local, 'short')).toBe('03/05/26');
    expect(formatShortDate('')).toBeNull();
    expect(formatDate('nonsense')).toBeNull();
  });
});
