import type { PreviewParent, PreviewPreviousValues } from '@lineup/contracts/line-list-preview';
import { shipDateIssue } from '@lineup/contracts/ship-dates';
import { columnToDollars } from '../../../db/money-columns';
import { type ItemFields, type StagedParent, stagedStatus } from './staged-items';

/** What the preview says of a parent beyond its own fields. */
export type PreviewParentNotes = Pick<PreviewParent, 'status' | 'changedFields' | 'previous' | 'shipDateIssue'>;

/** The line list the parent is staged in, as far as its notes depend on it. */
type NotedLineList = { state: string; dateSent: string | null };

/** Each changed field's value on the brand's current item, as the preview answers the staged one. */
const currentValueOf: { [K in keyof PreviewPreviousValues]-?: (item: ItemFields) => PreviewPreviousValues[K] } = {
  franchise: (item) => item.franchise,
  silhouette: (item) => item.silhouette,
  color: (item) => item.color,
  gender: (item) => item.gender,
  msrp: (item) => columnToDollars(item.msrp),
  expected_shipped_date: (item) => item.expectedShippedDate,
  comfort_level: (item) => item.attributes?.comfort_level || null,
  height_range: (item) => item.attributes?.height_range || null,
  wear_occasion: (item) => item.attributes?.wear_occasion || null,
  target_fit: (item) => item.attributes?.target_fit || null,
  children: (item) => (item.skus ?? []).map((sku) => ({ sku: sku.sku, size: sku.size })),
};

const isPreviousField = (field: string): field is keyof PreviewPreviousValues => field in currentValueOf;

/** What the changed fields held before this upload: the brand's current item's values of them. */
function previousValues(current: ItemFields | null, changedFields: readonly string[]): PreviewPreviousValues {
  const previous: Record<string, unknown> = {};
  if (!current) return previous;
  for (const field of changedFields) if (isPreviousField(field)) previous[field] = currentValueOf[field](current);
  return previous as PreviewPreviousValues;
}

/**
 * A staged parent's status against the brand's current item, what its changed fields held, and
 * its ship date's mark: only while the line list is staged, since the mark says what to check
 * before saving (`today`: the UTC day the preview is answered on). `fields`: the staged parent
 * parsed already.
 */
export function previewParentNotes(
  staged: StagedParent,
  lineList: NotedLineList,
  today: string,
  fields?: ItemFields,
): PreviewParentNotes {
  const { status, changedFields } = stagedStatus(staged, fields);
  return {
    status,
    changedFields,
    previous: previousValues(staged.current, changedFields),
    shipDateIssue:
      lineList.state === 'staged' ? shipDateIssue(staged.expectedShippedDate, lineList.dateSent, today) : null,
  };
}
