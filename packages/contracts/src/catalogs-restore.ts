import { z } from 'zod';
import {
  CATALOG_REQUEST_MAX_ITEMS,
  type CatalogChangeResult,
  type ItemMembership,
  modelCodeSchema,
  SORTED_CATALOG_TYPES,
  type SortedCatalogType,
} from './catalogs';
import { idNumberSchema } from './pim';
import { catalogMessages } from './pim-messages';

/**
 * Undo of a change on the segmentation screen: POST /api/crocs/catalogs/restore-items puts the
 * named items back into the catalogs they were in before the change, but only while each of them
 * still holds exactly the catalogs the change left (`expected`). In one transaction that locks the
 * line list like every catalogs write; when any item changed since, nothing changes (409).
 */

export const catalogRestoreMessages = {
  nothingToRestore: 'Nothing to undo: name the items to restore.',
  changedSince: 'These items changed since; nothing was undone.',
  restored: 'Change undone',
  notACatalog: (type: string) =>
    `"${type}" is not a catalog an item can be in: use athletic, boutique or crocs (an empty list is unsorted).`,
  repeatedItem: (modelCode: string) => `Item ${modelCode} is named more than once.`,
  repeatedCatalog: (modelCode: string) => `Item ${modelCode} names a catalog more than once.`,
  expectedMismatch: 'The expected memberships must name the same items as the memberships to restore.',
} as const;

/** How long a change's message offers its Undo. */
export const UNDO_WINDOW_MS = 8_000;

const sortedCatalogType = z.enum(SORTED_CATALOG_TYPES, {
  error: (issue) => (typeof issue.input === 'string' ? catalogRestoreMessages.notACatalog(issue.input) : undefined),
});

/** One item's whole set of catalogs; an empty list is unsorted. */
export const membershipSchema = z
  .strictObject({ modelCode: modelCodeSchema, types: z.array(sortedCatalogType).max(SORTED_CATALOG_TYPES.length) })
  .refine((entry) => new Set(entry.types).size === entry.types.length, {
    error: (issue) => catalogRestoreMessages.repeatedCatalog((issue.input as { modelCode: string }).modelCode),
    when: (payload) => payload.issues.length === 0,
  });
export type Membership = { modelCode: string; types: SortedCatalogType[] };

const membershipList = z
  .array(membershipSchema)
  .min(1, catalogRestoreMessages.nothingToRestore)
  .max(CATALOG_REQUEST_MAX_ITEMS, catalogMessages.tooManyItems(CATALOG_REQUEST_MAX_ITEMS));

function firstRepeated(codes: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) return code;
    seen.add(code);
  }
  return null;
}

/**
 * POST /api/crocs/catalogs/restore-items: `memberships` are the sets to put back, `expected` the
 * sets the items must hold now; both name the same items, each once, at most
 * CATALOG_REQUEST_MAX_ITEMS of them (the bound of every item call).
 */
export const restoreItemsRequestSchema = z
  .strictObject({ lineListId: idNumberSchema, memberships: membershipList, expected: membershipList })
  .superRefine(
    (body, context) => {
      for (const list of [body.memberships, body.expected]) {
        const repeated = firstRepeated(list.map((entry) => entry.modelCode));
        if (repeated !== null) {
          context.addIssue({ code: 'custom', message: catalogRestoreMessages.repeatedItem(repeated) });
          return;
        }
      }
      const restored = new Set(body.memberships.map((entry) => entry.modelCode));
      const sameItems =
        body.expected.length === restored.size && body.expected.every((entry) => restored.has(entry.modelCode));
      if (!sameItems) context.addIssue({ code: 'custom', message: catalogRestoreMessages.expectedMismatch });
    },
    { when: (payload) => payload.issues.length === 0 },
  ); // only a body whose entries are valid
export type RestoreItemsRequest = z.input<typeof restoreItemsRequestSchema>;

const [notACatalogHead = '', notACatalogTail = ''] = catalogRestoreMessages.notACatalog('\u0000').split('\u0000');
const [repeatedItemHead = '', repeatedItemTail = ''] = catalogRestoreMessages.repeatedItem('\u0000').split('\u0000');
const [repeatedCatalogHead = '', repeatedCatalogTail = ''] = catalogRestoreMessages
  .repeatedCatalog('\u0000')
  .split('\u0000');
const fits = (message: string, head: string, tail: string) => message.startsWith(head) && message.endsWith(tail);

/** The messages the restore schema words itself; any other refusal gets the area's 400. */
export function isSpecificRestoreMessage(message: string): boolean {
  return (
    message === catalogRestoreMessages.nothingToRestore ||
    message === catalogRestoreMessages.expectedMismatch ||
    message === catalogMessages.tooManyItems(CATALOG_REQUEST_MAX_ITEMS) ||
    fits(message, notACatalogHead, notACatalogTail) ||
    fits(message, repeatedItemHead, repeatedItemTail) ||
    fits(message, repeatedCatalogHead, repeatedCatalogTail)
  );
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((type) => b.includes(type));

/**
 * The Undo of a change: the items whose catalogs the change altered go back to their sets before
 * it, expected to hold what the change left. Null when the change altered nothing.
 */
export function restoreRequestOf(result: CatalogChangeResult): RestoreItemsRequest | null {
  const before = new Map(result.previous.map((entry) => [entry.modelCode, entry.catalogTypes]));
  const altered = result.items.filter((after) => !sameSet(before.get(after.modelCode) ?? [], after.catalogTypes));
  if (altered.length === 0) return null;
  const toMembership = (entry: ItemMembership, types = entry.catalogTypes): Membership => ({
    modelCode: entry.modelCode,
    types: [...types],
  });
  return {
    lineListId: result.lineListId,
    memberships: altered.map((after) => toMembership(after, before.get(after.modelCode) ?? [])),
    expected: altered.map((after) => toMembership(after)),
  };
}
