// Apart from lib/dates, which nearly every page loads with the shared code: only the two order
// timelines show times of day, so only their pages load this.
const dateTimes = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant as MM/DD/YYYY, h:mm AM/PM in the browser's time zone: an order's timeline, staff's or a customer's. */
export function formatDateTime(value: string): string {
  return dateTimes.format(new Date(value));
}
