import { describe, expect, it } from 'vitest';
import { orderingClosed, utcToday } from './ordering-deadline';

describe('the deadline for orders', () => {
  it('is a calendar day in UTC: open through the deadline day, closed from the next; no deadline never closes', () => {
    expect(utcToday(new Date('2026-03-01T23:59:59Z'))).toBe('2026-03-01');
    expect(orderingClosed('2026-03-01', '2026-03-01')).toBe(false);
    expect(orderingClosed('2026-03-01', '2026-03-02')).toBe(true);
    expect(orderingClosed('2026-03-01', '2026-02-28')).toBe(false);
    expect(orderingClosed(null, '2999-12-31')).toBe(false);
  });
});
