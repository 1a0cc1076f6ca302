import type { ParentItem } from '@lineup/contracts/items';
import type { PreviewParent } from '@lineup/contracts/line-list-preview';
import { failureToasts } from '@lineup/contracts/messages';
import type { ItemAttributes, SkuSnapshot } from '@lineup/contracts/pim';
import { notFound } from '@lineup/server-kit/errors';
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { PimDb, Tx } from '../../../db/database';
import { columnToDollars, dollarsToColumn } from '../../../db/money-columns';
import { brands, importFormats, items, lineListItems, lineLists } from '../../../db/schema';
import { firstPictureJson } from '../../images/domain/item-pictures';
import { lineListColumns } from './line-lists';

/**
 * A line list's parents as stored (a staged line list's, or the brand's current items): their
 * fields, their shape in the API, how a staged one compares with the brand's current one, and the
 * staged ones read page by page.
 */

export type ItemFields = {
  modelCode: string;
  franchise: string | null;
  silhouette: string;
  color: string;
  gender: string | null;
  msrp: string | null;
  expectedShippedDate: string | null;
  attributes: ItemAttributes;
  skus: SkuSnapshot[];
};

const ATTRIBUTE_KEYS = ['comfort_level', 'height_range', 'wear_occasion', 'target_fit'] as const;

/** A parent's fields in the API, but its attributes and children (see toParentItem). */
export function parentScalars(row: Omit<ItemFields, 'attributes' | 'skus'>) {
  return {
    model_code: row.modelCode,
    franchise: row.franchise,
    silhouette: row.silhouette,
    color: row.color,
    gender: row.gender,
    msrp: columnToDollars(row.msrp),
    expected_shipped_date: row.expectedShippedDate,
  };
}

/** The API shape of a parent: a line list preview item with its child items (one per SKU). */
export function toParentItem(row: ItemFields): ParentItem {
  return {
    ...parentScalars(row),
    attributes: row.attributes ?? {},
    children: (row.skus ?? []).map((s) => ({ sku: s.sku, size: s.size, image_urls: s.image_urls ?? [] })),
  };
}

export function fromParentItem(item: ParentItem): ItemFields {
  const attributes: ItemAttributes = {};
  for (const key of ATTRIBUTE_KEYS) if (item.attributes?.[key]) attributes[key] = item.attributes[key];
  return {
    modelCode: item.model_code,
    franchise: item.franchise ?? null,
    silhouette: item.silhouette,
    color: item.color,
    gender: item.gender ?? null,
    msrp: dollarsToColumn(item.msrp ?? null),
    expectedShippedDate: item.expected_shipped_date ?? null,
    attributes,
    skus: item.children.map((c) => ({ sku: c.sku, size: c.size, image_urls: c.image_urls ?? [] })),
  };
}

const skuKey = (skus: SkuSnapshot[]) =>
  JSON.stringify(
    [...skus]
      .sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0))
      .map((s) => [s.sku, s.size, s.image_urls ?? []]),
  );

/**
 * A staged item against the brand's current one: new = model code unknown to the brand;
 * changed = known with a different value in any field or SKU set; old = known and identical.
 * Answers the fields that differ.
 */
export function compareWithCurrent(staged: ItemFields, current: ItemFields | null): string[] | null {
  if (!current) return null;
  const changed: string[] = [];
  const pairs: [string, unknown, unknown][] = [
    ['franchise', staged.franchise, current.franchise],
    ['silhouette', staged.silhouette, current.silhouette],
    ['color', staged.color, current.color],
    ['gender', staged.gender, current.gender],
    ['msrp', columnToDollars(staged.msrp), columnToDollars(current.msrp)],
    ['expected_shipped_date', staged.expectedShippedDate, current.expectedShippedDate],
  ];
  for (const [name, a, b] of pairs) if ((a ?? null) !== (b ?? null)) changed.push(name);
  for (const key of ATTRIBUTE_KEYS) {
    if ((staged.attributes?.[key] || null) !== (current.attributes?.[key] || null)) changed.push(key);
  }
  if (skuKey(staged.skus) !== skuKey(current.skus)) changed.push('children');
  return changed;
}

/** A line list's row with its brand's fields, and what importing and saving it needs; 404 when it does not exist. */
export async function readLineListRow(db: PimDb | Tx, lineListId: number, lock = false) {
  const query = db
    .select({
      ...lineListColumns,
      uploadId: lineLists.uploadId,
      replacesLineListId: lineLists.replacesLineListId,
      importFormatId: lineLists.importFormatId,
      importFormatVersion: importFormats.version,
    })
    .from(lineLists)
    .innerJoin(brands, eq(brands.id, lineLists.brandId))
    .leftJoin(importFormats, eq(importFormats.id, lineLists.importFormatId))
    .where(eq(lineLists.id, lineListId));
  if (lock) {
    await db.select({ id: lineLists.id }).from(lineLists).where(eq(lineLists.id, lineListId)).for('update');
  }
  const [row] = await query;
  if (!row) throw notFound(failureToasts.lineListNotFound);
  return row;
}

/** Staged parents read per query: a 200,000-row line list is never held twice over. */
export const PREVIEW_PAGE_ROWS = 2000;

const currentItemColumns = {
  id: items.id,
  modelCode: items.modelCode,
  franchise: items.franchise,
  silhouette: items.silhouette,
  color: items.color,
  gender: items.gender,
  msrp: items.msrp,
  expectedShippedDate: items.expectedShippedDate,
  attributes: items.attributes,
  skus: items.skus,
};

/**
 * A staged parent as read, its attributes and SKUs as the database's JSON text (parsed only where
 * needed: the preview sends them on as they are), with the brand's current item of the same
 * model code (null: none).
 */
export type StagedParent = Omit<ItemFields, 'attributes' | 'skus'> & {
  attributesJson: string;
  skusJson: string;
  /** The brand's first picture of the model code as JSON text ({ id, width, height }), or null. */
  pictureJson: string | null;
  current: ItemFields | null;
};

/**
 * The staged parents `where` picks, with the brand's current item of each model code, in file
 * order (by id: rows are staged in the file's order).
 */
function selectStagedParents(db: PimDb | Tx, brandId: number, where: SQL | undefined) {
  return db
    .select({
      id: lineListItems.id,
      modelCode: lineListItems.modelCode,
      franchise: lineListItems.franchise,
      silhouette: lineListItems.silhouette,
      color: lineListItems.color,
      gender: lineListItems.gender,
      msrp: lineListItems.msrp,
      expectedShippedDate: lineListItems.expectedShippedDate,
      attributesJson: sql<string>`${lineListItems.attributes}::text`,
      skusJson: sql<string>`${lineListItems.skus}::text`,
      pictureJson: sql<string | null>`${firstPictureJson(sql`${brandId}`, lineListItems.modelCode)}::text`,
      current: currentItemColumns,
    })
    .from(lineListItems)
    .leftJoin(items, and(eq(items.brandId, brandId), eq(items.modelCode, lineListItems.modelCode)))
    .where(where)
    .orderBy(asc(lineListItems.id));
}

type StagedParentRow = Awaited<ReturnType<typeof selectStagedParents>>[number];

function toStagedParent({ id: _id, current, ...staged }: StagedParentRow): StagedParent {
  return { ...staged, current: current && current.id !== null ? (current as ItemFields) : null };
}

/**
 * The staged parents with the brand's current items, in file order, page by page. Each page's ids
 * are found first and its rows fetched by them: for a line list the table's statistics do not
 * know yet (a fresh import), "the next N rows after this id" had the database sort every parent
 * left, SKUs and all, on disk, for every page. The next page is asked for while this one is
 * handled; a short page is the last.
 */
export async function* stagedParentPages(
  db: PimDb | Tx,
  lineListId: number,
  brandId: number,
): AsyncGenerator<StagedParent[]> {
  const pageAfter = (after: number) => {
    const ids = db
      .select({ id: lineListItems.id })
      .from(lineListItems)
      .where(and(eq(lineListItems.lineListId, lineListId), gt(lineListItems.id, after)))
      .orderBy(asc(lineListItems.id))
      .limit(PREVIEW_PAGE_ROWS);
    const page = selectStagedParents(db, brandId, inArray(lineListItems.id, ids)).execute();
    // A caller that stops early leaves the page asked for ahead unread: its failure is nobody's.
    page.catch(() => {});
    return page;
  };
  let next: Promise<StagedParentRow[]> | undefined = pageAfter(0);
  while (next) {
    const rows: StagedParentRow[] = await next;
    next = rows.length === PREVIEW_PAGE_ROWS ? pageAfter(rows.at(-1)!.id) : undefined;
    if (rows.length === 0) return;
    yield rows.map(toStagedParent);
  }
}

/** One staged parent by its model code, with the brand's current item of that code; undefined when not staged. */
export async function stagedParent(
  db: PimDb | Tx,
  lineListId: number,
  brandId: number,
  modelCode: string,
): Promise<StagedParent | undefined> {
  const [row] = await selectStagedParents(
    db,
    brandId,
    and(eq(lineListItems.lineListId, lineListId), eq(lineListItems.modelCode, modelCode)),
  );
  return row && toStagedParent(row);
}

/** A staged parent with its attributes and SKUs parsed. */
export function stagedFields({
  attributesJson,
  skusJson,
  pictureJson: _pictureJson,
  current: _current,
  ...fields
}: StagedParent): ItemFields {
  return { ...fields, attributes: JSON.parse(attributesJson), skus: JSON.parse(skusJson) };
}

/** new, old or changed against the brand's current item, and the fields that differ (`fields`: parsed already). */
export function stagedStatus(
  staged: StagedParent,
  fields?: ItemFields,
): { status: PreviewParent['status']; changedFields: string[] } {
  const diff = staged.current ? compareWithCurrent(fields ?? stagedFields(staged), staged.current) : null;
  return { status: diff === null ? 'new' : diff.length === 0 ? 'old' : 'changed', changedFields: diff ?? [] };
}
