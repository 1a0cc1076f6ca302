import { describe, expect, it } from 'vitest';
import { shipDateIssue } from './ship-dates';

describe('an expected ship date', () => {
  it('is marked before the Date Sent first, else before today; the same day as either is not', () => {
    const today = '2026-06-15';
    expect(shipDateIssue('2026-06-09', '2026-06-10', today)).toBe('before-date-sent');
    expect(shipDateIssue('2026-06-20', '2026-06-21', today)).toBe('before-date-sent');
    expect(shipDateIssue('2026-06-10', '2026-06-10', today)).toBe('passed');
    expect(shipDateIssue('2026-06-14', null, today)).toBe('passed');
    expect(shipDateIssue('2026-06-15', '2026-06-15', today)).toBeNull();
    expect(shipDateIssue('2026-07-01', '2026-06-10', today)).toBeNull();
    expect(shipDateIssue(null, '2026-06-10', today)).toBeNull();
  });
});
