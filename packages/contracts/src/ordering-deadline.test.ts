import { describe, expect, it } from 'vitest';
import { lineListDetailsFormSchema } from './line-list-details';
import { uploadMessages } from './messages';
import { deadlineBeforeDateSent, orderingClosed, utcToday } from './ordering-deadline';
import { uploadMetadataSchema } from './uploads';

describe('the deadline for orders', () => {
  it('is a calendar day in UTC: open through the deadline day, closed from the next; no deadline never closes', () => {
    expect(utcToday(new Date('2026-03-01T23:59:59Z'))).toBe('2026-03-01');
    expect(orderingClosed('2026-03-01', '2026-03-01')).toBe(false);
    expect(orderingClosed('2026-03-01', '2026-03-02')).toBe(true);
    expect(orderingClosed('2026-03-01', '2026-02-28')).toBe(false);
    expect(orderingClosed(null, '2999-12-31')).toBe(false);
  });
});

describe('a deadline for orders before the Date Sent', () => {
  it('is out of order only when both days are known and the deadline comes first', () => {
    expect(deadlineBeforeDateSent({ dateSent: '2026-03-02', deadline: '2026-03-01' })).toBe(true);
    expect(deadlineBeforeDateSent({ dateSent: '2026-03-01', deadline: '2026-03-01' })).toBe(false);
    expect(deadlineBeforeDateSent({ dateSent: '2025-12-31', deadline: '2026-01-01' })).toBe(false);
    expect(deadlineBeforeDateSent({ dateSent: null, deadline: '2026-01-01' })).toBe(false);
    expect(deadlineBeforeDateSent({ dateSent: '2026-01-01' })).toBe(false);
  });

  it('is refused by the upload metadata and by the edit form, on the deadline field', () => {
    const metadata = uploadMetadataSchema.safeParse({
      brandId: 1,
      lineListType: 'pre-book',
      dateSent: '2026-03-02',
      deadlineForOrders: '2026-03-01',
    });
    expect(metadata.error?.issues).toMatchObject([
      { path: ['deadlineForOrders'], message: uploadMessages.deadlineBeforeDateSent },
    ]);
    const form = { name: 'Fall', description: '', receivedOn: null, dateOfAvailability: null };
    const edited = lineListDetailsFormSchema.safeParse({ ...form, dateSent: '2026-03-02', deadline: '2026-03-01' });
    expect(edited.error?.issues).toMatchObject([
      { path: ['deadline'], message: uploadMessages.deadlineBeforeDateSent },
    ]);
    expect(
      lineListDetailsFormSchema.safeParse({ ...form, dateSent: '2026-03-01', deadline: '2026-03-01' }).success,
    ).toBe(true);
  });
});
