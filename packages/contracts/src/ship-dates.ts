import { utcToday } from './ordering-deadline';

/**
 * When an item's expected ship date is marked in a line list's preview: calendar days
 * (calendar-dates.ts), today taken in UTC as every line-list day is (decision 0009).
 */

/** before-date-sent: the item ships before its line list goes out; passed: its ship date is behind us. */
export const shipDateIssues = ['before-date-sent', 'passed'] as const;
export type ShipDateIssue = (typeof shipDateIssues)[number];

/**
 * An expected ship date is marked when it comes before the line list's Date Sent, else when it
 * comes before today; the same day as either is not marked. Before the Date Sent is named first:
 * a line list sent in the past with items shipping before it is first of all out of order. An item
 * without a ship date, or a line list without a Date Sent, has only today to be compared with.
 */
export function shipDateIssue(
  expectedShipDate: string | null,
  dateSent: string | null,
  today: string = utcToday(),
): ShipDateIssue | null {
  if (!expectedShipDate) return null;
  if (dateSent && expectedShipDate < dateSent) return 'before-date-sent';
  if (expectedShipDate < today) return 'passed';
  return null;
}
