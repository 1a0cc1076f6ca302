import { orderingClosed, utcToday } from './ordering-deadline';
import type { CatalogCount, Flag, LineListType } from './pim';

/**
 * What publishing a line list's catalogs would show customers, for the publish confirmation:
 * GET /api/crocs/catalogs/publish-summary/{lineListId}. 404 unknown line list; 409 when its
 * catalogs do not exist yet.
 */

/** Facts worth a second look before publishing; none of them blocks it. */
export const PUBLISH_WARNINGS = ['unsorted-items', 'sent-on-missing', 'deadline-missing', 'deadline-passed'] as const;
export type PublishWarning = (typeof PUBLISH_WARNINGS)[number];

export type CatalogPublishSummary = {
  lineListId: number;
  name: string;
  brandName: string;
  type: LineListType;
  published: Flag;
  /** Parent items (model codes) of the line list. */
  itemsCount: number;
  /** Items per group, in the order unsorted, athletic, boutique, crocs. */
  catalogs: CatalogCount[];
  /** Items in no catalog: customers will not see them. */
  unsortedCount: number;
  /** Calendar days 'YYYY-MM-DD', the catalog card's "Sent on" and "Deadline". */
  sentOn: string | null;
  deadline: string | null;
  warnings: PublishWarning[];
};

/** The warnings of a summary, in the order of PUBLISH_WARNINGS. */
export function publishWarnings(
  facts: {
    unsortedCount: number;
    sentOn: string | null;
    deadline: string | null;
  },
  today: string = utcToday(),
): PublishWarning[] {
  const warnings: PublishWarning[] = [];
  if (facts.unsortedCount > 0) warnings.push('unsorted-items');
  if (!facts.sentOn) warnings.push('sent-on-missing');
  if (!facts.deadline) warnings.push('deadline-missing');
  // Customers can see such a catalog but no longer order from it (orderingClosed).
  else if (orderingClosed(facts.deadline, today)) warnings.push('deadline-passed');
  return warnings;
}
