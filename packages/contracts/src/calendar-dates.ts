import { z } from 'zod';

/**
 * Calendar dates: a day with no time of day and no time zone, written 'YYYY-MM-DD' everywhere
 * (PostgreSQL `date` columns, JSON, URLs). Every line-list date is one (Date Sent, deadline,
 * received date, date of availability, sent to catalog, expected ship date). They are stored and
 * shown as they are written: no screen converts them through a time zone, so no screen shifts them.
 * Instants (createdAt, updatedAt) are ISO timestamps and are another thing.
 */

/** The years a line-list date may name (PostgreSQL has no year 0; nothing here is older than 1900). */
export const CALENDAR_DATE_MIN_YEAR = 1900;
export const CALENDAR_DATE_MAX_YEAR = 2999;

const CALENDAR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const calendarDateMessages = {
  notACalendarDate: (value: unknown) =>
    `${typeof value === 'string' ? `"${value.slice(0, 40)}"` : 'This value'} is not a calendar date: write a day that exists as YYYY-MM-DD, for example 2026-02-28.`,
  yearOutOfRange: (value: string) =>
    `${value} is out of range: the year must be between ${CALENDAR_DATE_MIN_YEAR} and ${CALENDAR_DATE_MAX_YEAR}.`,
} as const;

/** True for a message of this file (routes show it as it is, rather than their area's generic one). */
export function isCalendarDateMessage(message: string): boolean {
  return / is not a calendar date: | is out of range: the year must be /.test(message);
}

/** A day that exists on the calendar ('2028-02-29' yes, '2026-02-30' no), within the years above. */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < CALENDAR_DATE_MIN_YEAR || year > CALENDAR_DATE_MAX_YEAR || month < 1 || month > 12 || day < 1) {
    return false;
  }
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/** 'YYYY-MM-DD', a day that exists; anything else is refused with a message naming the value. */
export const calendarDateSchema = z
  .string({ error: (issue) => calendarDateMessages.notACalendarDate(issue.input) })
  .superRefine((value, ctx) => {
    const year = Number(CALENDAR_DATE_PATTERN.exec(value)?.[1] ?? CALENDAR_DATE_MIN_YEAR);
    if (year < CALENDAR_DATE_MIN_YEAR || year > CALENDAR_DATE_MAX_YEAR) {
      ctx.addIssue({ code: 'custom', message: calendarDateMessages.yearOutOfRange(value) });
    } else if (!isCalendarDate(value)) {
      ctx.addIssue({ code: 'custom', message: calendarDateMessages.notACalendarDate(value) });
    }
  });
