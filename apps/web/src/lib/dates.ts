/**
 * Date formatting of the screens. Two kinds of values, never mixed:
 * - calendar dates ('YYYY-MM-DD': Date Sent, deadlines, the received date, availability, sent to
 *   catalog, expected ship dates) are days with no time of day: `formatCalendarDate` rewrites the
 *   digits as they are and never builds a Date, so no time zone can shift them;
 * - instants (createdAt, updatedAt: ISO timestamps) are shown as the day they fall on in the
 *   browser's time zone (`formatInstantDate`).
 * One format per kind of screen: 'short' MM/DD/YY on line-list screens (the brand's line-list
 * table, the segmentation header), 'long' MM/DD/YYYY everywhere else (catalog cards, date pickers
 * on the upload dialog, preview and edit page, orders, brands).
 */

import { orderingClosed } from '@lineup/contracts/ordering-deadline';

export type DateStyle = 'short' | 'long';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

function styled(year: string, month: string, day: string, style: DateStyle): string {
  return `${month}/${day}/${style === 'short' ? year.slice(-2) : year}`;
}

/** A calendar date 'YYYY-MM-DD' as MM/DD/YYYY ('long') or MM/DD/YY ('short'); null when absent or malformed. */
export function formatCalendarDate(day: string | null | undefined, style: DateStyle = 'long'): string | null {
  const match = day ? CALENDAR_DATE.exec(day) : null;
  if (!match) return null;
  return styled(match[1]!, match[2]!, match[3]!, style);
}

/** An instant (ISO timestamp) as the day it falls on in the browser's time zone. */
export function formatInstantDate(value: string | Date | null | undefined, style: DateStyle = 'long'): string | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return styled(String(date.getFullYear()).padStart(4, '0'), pad(date.getMonth() + 1), pad(date.getDate()), style);
}

/** Line-list screens: an instant with a 2-digit year, MM/DD/YY (the browser's time zone). */
export const formatShortDate = (value: string | Date | null | undefined) => formatInstantDate(value, 'short');

/** An instant as MM/DD/YYYY (the browser's time zone). */
export const formatDate = (value: string | Date | null | undefined) => formatInstantDate(value, 'long');

/**
 * The deadline of a catalog that no longer takes customers' orders, as the screens show it; null
 * while it does (the server refuses the orders past it, whatever a screen left open shows).
 */
export function closedOnDeadline(deadline: string | null): string | null {
  return orderingClosed(deadline) ? formatCalendarDate(deadline) : null;
}
