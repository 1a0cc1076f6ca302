import { uploadMessages } from '@lineup/contracts/messages';
import { deadlineBeforeDateSent } from '@lineup/contracts/ordering-deadline';
import { AppError } from '@lineup/server-kit/errors';
import { sql } from 'drizzle-orm';
import { lineLists } from '../../../db/schema';

/**
 * "Sent to catalog" (docs/product/line-lists.md, "Dates"): the day a line list was sent to
 * catalog is its Date Sent when it has one; otherwise, once its catalogs are published, the day of publishing, taken in UTC
 * (the product keeps no business time zone: a Date Sent names the day exactly). `sent_on` holds a
 * sent-on day written before Date Sent carried it; it is read after Date Sent and cleared whenever
 * Date Sent is written, so it never outlives an edit. Answered as 'YYYY-MM-DD' text whatever the
 * session's DateStyle.
 */
export const sentToCatalogOn = sql<string | null>`to_char(coalesce(
  ${lineLists.dateSent},
  ${lineLists.sentOn},
  case when ${lineLists.published} then (${lineLists.publishedAt} at time zone 'UTC')::date end
), 'YYYY-MM-DD')`;

/** What a write of Date Sent also sets: the older sent-on day stops counting. */
export function withDateSent<T extends { dateSent?: string | null }>(changes: T): T & { sentOn?: null } {
  return changes.dateSent === undefined ? changes : { ...changes, sentOn: null };
}

type DatePair = { dateSent: string | null; deadline: string | null };

/**
 * A change of Date Sent or deadline for orders may not leave the deadline before the Date Sent
 * (400, nothing written). A change that names neither leaves dates written before the rule alone.
 */
export function refuseDeadlineBeforeDateSent(current: DatePair, changes: Partial<DatePair>): void {
  if (changes.dateSent === undefined && changes.deadline === undefined) return;
  const after = {
    dateSent: changes.dateSent !== undefined ? changes.dateSent : current.dateSent,
    deadline: changes.deadline !== undefined ? changes.deadline : current.deadline,
  };
  if (deadlineBeforeDateSent(after)) throw new AppError(400, uploadMessages.deadlineBeforeDateSent);
}
