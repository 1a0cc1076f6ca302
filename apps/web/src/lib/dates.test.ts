import { describe, expect, it } from 'vitest';
import { formatCatalogCardDate, formatDate, formatDay, formatShortDate } from '@/lib/dates';

describe('date formatting (point 9)', () => {
  it('shifts catalog card dates one day forward, MM/DD/YYYY, across month and year ends', () => {
    expect(formatCatalogCardDate('2026-02-01')).toBe('02/02/2026');
    expect(formatCatalogCardDate('2026-01-31')).toBe('02/01/2026');
    expect(formatCatalogCardDate('2025-12-31')).toBe('01/01/2026');
    expect(formatCatalogCardDate('2028-02-28')).toBe('02/29/2028');
    expect(formatCatalogCardDate(null)).toBeNull();
    expect(formatCatalogCardDate('not a date')).toBeNull();
  });

  it('shows a calendar day as is without a shift', () => {
    expect(formatDay('2026-07-04')).toBe('07/04/2026');
  });

  it('shows line-list dates with a 2-digit year and instants as MM/DD/YYYY, in local time', () => {
    const local = new Date(2026, 2, 5, 12, 0, 0);
    expect(formatShortDate(local.toISOString())).toBe('03/05/26');
    expect(formatDate(local.toISOString())).toBe('03/05/2026');
    expect(formatShortDate('')).toBeNull();
  });
});
