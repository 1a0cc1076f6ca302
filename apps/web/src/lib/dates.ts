/**
 * Date formatting of the screens (spec point 9). Calendar days travel as 'YYYY-MM-DD'; instants
 * (createdAt, updatedAt) as ISO strings shown in the browser's time zone.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;

function parseDay(day: string): Date | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar day shown MM/DD/YYYY, moved `shiftDays` forward (month and year ends roll over). */
export function formatDay(day: string | null | undefined, shiftDays = 0): string | null {
  if (!day) return null;
  const date = parseDay(day);
  if (!date) return null;
  date.setUTCDate(date.getUTCDate() + shiftDays);
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** Point 9: a catalog card's sent-on and deadline dates are shifted one day forward, MM/DD/YYYY. */
export function formatCatalogCardDate(day: string | null | undefined): string | null {
  return formatDay(day, 1);
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Point 9: line-list dates with a 2-digit year, MM/DD/YY (local time). */
export function formatShortDate(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  if (!date) return null;
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear() % 100)}`;
}

/** An instant as MM/DD/YYYY (local time). */
export function formatDate(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  if (!date) return null;
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}
