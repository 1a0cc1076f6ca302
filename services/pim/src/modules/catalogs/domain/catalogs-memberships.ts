import {
  type CatalogChangeResult,
  type ItemMembership,
  SORTED_CATALOG_TYPES,
  type SortedCatalogType,
} from '@lineup/contracts/catalogs';
import { catalogMessages } from '@lineup/contracts/pim-messages';
import { badRequest } from '@lineup/server-kit/errors';
import { and, eq, sql } from 'drizzle-orm';
import type { PimDb, Tx } from '../../../db/database';
import { lineListItems, lineLists } from '../../../db/schema';
import { catalogCounts } from '../../line-lists/domain/line-lists';

/**
 * Reading and writing the catalogs of a line list's items, for every call that changes them. A
 * call reads the items it names inside its transaction (after locking the line list), applies its
 * rules in memory and writes each changed item's new set: at most one UPDATE per distinct set
 * (2³ of them), whatever the number of items.
 */

const byCatalogOrder = (a: SortedCatalogType, b: SortedCatalogType) =>
  SORTED_CATALOG_TYPES.indexOf(a) - SORTED_CATALOG_TYPES.indexOf(b);

/** A set of catalogs in the order of SORTED_CATALOG_TYPES, unknown names dropped. */
export const normalize = (types: Iterable<string>): SortedCatalogType[] =>
  [...new Set(types)]
    .filter((t): t is SortedCatalogType => (SORTED_CATALOG_TYPES as readonly string[]).includes(t))
    .sort(byCatalogOrder);

/**
 * A list of texts as ONE parameter (a PostgreSQL array literal, cast to text[] in the query), so a
 * request naming thousands of items binds one value instead of thousands.
 */
function textArray(values: readonly string[]) {
  const literal = `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

const modelCodeIn = (values: readonly string[]) => sql`${lineListItems.modelCode} = any(${textArray(values)})`;

/** The items a request works on: model code → the catalogs holding it (mutated as the request applies). */
export type Memberships = Map<string, Set<SortedCatalogType>>;

/** The named items' catalogs as they are now; 400 naming the codes the line list does not hold. */
export async function readMemberships(tx: Tx, lineListId: number, modelCodes: readonly string[]): Promise<Memberships> {
  const wanted = [...new Set(modelCodes)];
  const found: Memberships = new Map();
  const rows = await tx
    .select({ modelCode: lineListItems.modelCode, catalogTypes: lineListItems.catalogTypes })
    .from(lineListItems)
    .where(and(eq(lineListItems.lineListId, lineListId), modelCodeIn(wanted)));
  for (const row of rows) found.set(row.modelCode, new Set(normalize(row.catalogTypes)));
  const missing = wanted.filter((code) => !found.has(code));
  if (missing.length > 0) throw badRequest(catalogMessages.notInLineList(missing));
  return found;
}

/** A copy that later changes to `memberships` leave alone: the sets before a call. */
export function snapshot(memberships: Memberships): Map<string, SortedCatalogType[]> {
  return new Map([...memberships].map(([code, types]) => [code, normalize(types)]));
}

/** Stores the new sets of the changed items and marks the line list updated. */
export async function writeMemberships(
  tx: Tx,
  lineListId: number,
  memberships: Memberships,
  changed: ReadonlySet<string>,
): Promise<void> {
  if (changed.size === 0) return;
  const bySet = new Map<string, string[]>();
  for (const code of changed) {
    const key = normalize(memberships.get(code)!).join(',');
    const codes = bySet.get(key) ?? [];
    codes.push(code);
    bySet.set(key, codes);
  }
  for (const [key, codes] of bySet) {
    await tx
      .update(lineListItems)
      .set({ catalogTypes: sql`${key ? `{${key}}` : '{}'}::text[]` })
      .where(and(eq(lineListItems.lineListId, lineListId), modelCodeIn(codes)));
  }
  await tx.update(lineLists).set({ updatedAt: sql`now()` }).where(eq(lineLists.id, lineListId));
}

/**
 * The answer of a change: the named items' catalogs after it and before it (in the request's
 * order) and the line list's counts afterwards.
 */
export async function changeResult(
  tx: Tx,
  lineListId: number,
  memberships: Memberships,
  before: ReadonlyMap<string, SortedCatalogType[]>,
  codes: readonly string[],
  counted: { changed: number; skipped: number },
): Promise<CatalogChangeResult> {
  const counts = await catalogCounts(tx as unknown as PimDb, [lineListId]);
  const named = [...new Set(codes)];
  const items: ItemMembership[] = named.map((modelCode) => ({
    modelCode,
    catalogTypes: normalize(memberships.get(modelCode)!),
  }));
  const previous: ItemMembership[] = named.map((modelCode) => ({
    modelCode,
    catalogTypes: [...before.get(modelCode)!],
  }));
  return {
    lineListId,
    itemsChanged: counted.changed,
    itemsSkipped: counted.skipped,
    items,
    previous,
    catalogs: counts.get(lineListId) ?? [],
  };
}
