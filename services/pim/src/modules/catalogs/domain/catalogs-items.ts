import type {
  AddItemsToResult,
  CatalogChangeResult,
  CatalogGroup,
  CatalogItem,
  CatalogItemMove,
  PopulatedCatalogs,
  SortedCatalogType,
} from '@lineup/contracts/catalogs';
import { CATALOG_TYPES } from '@lineup/contracts/constants';
import type { Picture } from '@lineup/contracts/images';
import { failureToasts } from '@lineup/contracts/messages';
import type { CatalogType } from '@lineup/contracts/pim';
import { catalogMessages } from '@lineup/contracts/pim-messages';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { AppError, badRequest, conflict } from '@lineup/server-kit/errors';
import { eq, sql } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { brands, lineListItems, lineLists } from '../../../db/schema';
import { firstPictureJson } from '../../images/domain/item-pictures';
import { sentToCatalogOn } from '../../line-lists/domain/line-list-dates';
import { catalogNotFound, lockLineList } from './catalogs';
import { changeResult, normalize, readMemberships, snapshot, writeMemberships } from './catalogs-memberships';

/**
 * The membership rules of the item calls (copy, move, remove, add), on one line list's items. Each
 * call runs in one transaction that locks the line list first (lockLineList), reads the named
 * items, applies the request in memory in its order (refusing it whole at the first broken rule)
 * and writes each changed item's new set of catalogs (catalogs-memberships.ts).
 */

const originName = (type: CatalogType) => segmentationTexts.targetNames[type];

/** The item must be where the request says: in the origin catalog, or in none for unsorted. */
function requireInOrigin(modelCode: string, types: Set<SortedCatalogType>, origin: CatalogType) {
  const there = origin === 'unsorted' ? types.size === 0 : types.has(origin);
  if (!there) throw conflict(catalogMessages.notInOrigin(modelCode, originName(origin)));
}

type Operation = 'add' | 'copy' | 'move';

/** Identical entries count once; the rest apply in the request's order. */
function distinct(entries: readonly CatalogItemMove[]): CatalogItemMove[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = `${entry.modelCode}\u0000${entry.originCatalogType}\u0000${entry.targetCatalogType}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * add-items, copy-items, move-items: each entry {modelCode, originCatalogType, targetCatalogType}.
 * add and copy put the item into the target and leave it in its origin; move takes it out of the
 * origin too (from unsorted, a move is an add). The item must be in its origin (409 otherwise);
 * an item the target already holds is skipped (a move still takes it out of its origin).
 */
export async function changeItems(
  db: PimDb,
  operation: Operation,
  lineListId: number,
  entries: readonly CatalogItemMove[],
): Promise<CatalogChangeResult> {
  return db.transaction(async (tx) => {
    await lockLineList(tx, lineListId);
    const list = distinct(entries);
    const memberships = await readMemberships(
      tx,
      lineListId,
      list.map((entry) => entry.modelCode),
    );
    const before = snapshot(memberships);
    const changed = new Set<string>();
    const counted = { changed: 0, skipped: 0 };
    for (const { modelCode, originCatalogType: origin, targetCatalogType: target } of list) {
      if (origin === target) throw badRequest(failureToasts.sameCategory);
      const types = memberships.get(modelCode)!;
      requireInOrigin(modelCode, types, origin);
      let didChange = false;
      if (!types.has(target)) {
        types.add(target);
        didChange = true;
      }
      if (operation === 'move' && origin !== 'unsorted') {
        types.delete(origin);
        didChange = true;
      }
      if (didChange) {
        changed.add(modelCode);
        counted.changed++;
      } else counted.skipped++;
    }
    await writeMemberships(tx, lineListId, memberships, changed);
    return changeResult(
      tx,
      lineListId,
      memberships,
      before,
      list.map((entry) => entry.modelCode),
      counted,
    );
  });
}

/**
 * remove-items: the items leave the catalog; one that no other catalog holds is unsorted again.
 * Items the catalog does not hold are skipped.
 */
export async function removeItems(
  db: PimDb,
  lineListId: number,
  modelCodes: readonly string[],
  catalogType: SortedCatalogType,
): Promise<CatalogChangeResult> {
  const { answer } = await changeEachItem(db, lineListId, modelCodes, (_code, types) => types.delete(catalogType));
  return answer;
}

/**
 * add-items-to (origin null: the items may be anywhere) and copy-items-to (each item must be in
 * the origin): the items go into the target; those it already holds are skipped.
 */
export async function addItemsTo(
  db: PimDb,
  lineListId: number,
  modelCodes: readonly string[],
  target: SortedCatalogType,
  origin: CatalogType | null = null,
): Promise<AddItemsToResult> {
  const { answer, changedCount } = await changeEachItem(db, lineListId, modelCodes, (code, types) => {
    if (origin !== null) requireInOrigin(code, types, origin);
    if (types.has(target)) return false;
    types.add(target);
    return true;
  });
  return { ...answer, itemsAdded: changedCount };
}

/**
 * A change of each named item (duplicates once), in the calls' one transaction: locks the line
 * list, reads the items' catalogs, lets `change` alter each item's set in the request's order
 * (true: it changed; a throw refuses the whole request), writes the changed ones and answers the
 * change, every item not changed counted as skipped.
 */
async function changeEachItem(
  db: PimDb,
  lineListId: number,
  modelCodes: readonly string[],
  change: (modelCode: string, types: Set<SortedCatalogType>) => boolean,
) {
  return db.transaction(async (tx) => {
    await lockLineList(tx, lineListId);
    const codes = [...new Set(modelCodes)];
    const memberships = await readMemberships(tx, lineListId, codes);
    const before = snapshot(memberships);
    const changed = new Set(codes.filter((code) => change(code, memberships.get(code)!)));
    await writeMemberships(tx, lineListId, memberships, changed);
    const answer = await changeResult(tx, lineListId, memberships, before, codes, {
      changed: changed.size,
      skipped: codes.length - changed.size,
    });
    return { answer, changedCount: changed.size };
  });
}

const NO_IMAGE = /^\s*no image\s*$/i;

/**
 * GET /api/crocs/catalogs/populated/{lineListId}: the four groups with their items. The sizes and
 * the first image are taken out of the SKUs by the database, so the SKU snapshots never travel.
 */
export async function populatedCatalogs(db: PimDb, lineListId: number): Promise<PopulatedCatalogs> {
  // One read-only transaction: the line list and its items are one consistent snapshot.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: lineLists.id,
        name: lineLists.name,
        brandId: lineLists.brandId,
        brandName: brands.name,
        type: lineLists.type,
        state: lineLists.state,
        dateSent: lineLists.dateSent,
        sentOn: sentToCatalogOn,
        deadline: lineLists.deadline,
        catalogsCreated: lineLists.catalogsCreated,
        sortingCompleted: lineLists.sortingCompleted,
        published: lineLists.published,
      })
      .from(lineLists)
      .innerJoin(brands, eq(brands.id, lineLists.brandId))
      .where(eq(lineLists.id, lineListId));
    if (!row) throw catalogNotFound();
    if (row.state !== 'saved') throw new AppError(409, catalogMessages.lineListNotSaved);

    // The rows come as one JSON text built by the database: for 5,000 parents that is several
    // times faster than the driver decoding 5,000 rows with a JSON column each.
    const [aggregated] = await tx
      .select({
        json: sql<string | null>`json_agg(json_build_array(
          ${lineListItems.modelCode}, ${lineListItems.silhouette}, ${lineListItems.color},
          ${lineListItems.catalogTypes},
          coalesce(jsonb_path_query_array(${lineListItems.skus}, '$[*].size'), '[]'::jsonb),
          ${lineListItems.skus} -> 0 -> 'image_urls' ->> 0,
          ${lineListItems.franchise}, ${lineListItems.gender},
          ${firstPictureJson(sql`${row.brandId}`, lineListItems.modelCode)}
        ) order by ${lineListItems.id})::text`,
      })
      .from(lineListItems)
      .where(eq(lineListItems.lineListId, lineListId));
    type Row = [
      string,
      string,
      string,
      string[],
      unknown[],
      string | null,
      string | null,
      string | null,
      Picture | null,
    ];
    const rows: Row[] = aggregated?.json ? JSON.parse(aggregated.json) : [];

    const groups = new Map<CatalogType, CatalogItem[]>(CATALOG_TYPES.map((type) => [type, []]));
    for (const [modelCode, silhouette, color, types, sizes, image, franchise, gender, picture] of rows) {
      const catalogTypes = normalize(types);
      const item: CatalogItem = {
        model_code: modelCode,
        silhouette,
        color,
        franchise: franchise || null,
        gender: gender || null,
        sizes: sizes.map(String),
        catalogTypes,
        image_url: image && !NO_IMAGE.test(image) ? image : null,
        picture,
      };
      if (catalogTypes.length === 0) groups.get('unsorted')!.push(item);
      for (const type of catalogTypes) groups.get(type)!.push(item);
    }
    const catalogs: CatalogGroup[] = CATALOG_TYPES.map((type) => {
      const items = groups.get(type)!;
      return { type, itemsCount: items.length, items };
    });
    return {
      lineList: {
        id: row.id,
        name: row.name,
        brandId: row.brandId,
        brandName: row.brandName,
        type: row.type,
        dateSent: row.dateSent,
        sentOn: row.sentOn,
        deadline: row.deadline,
        itemsCount: rows.length,
        catalogsCreated: row.catalogsCreated ? 1 : 0,
        sortingCompleted: row.sortingCompleted ? 1 : 0,
        published: row.published ? 1 : 0,
      },
      catalogs,
    };
  });
}
