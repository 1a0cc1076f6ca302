import type { CatalogChangeResult, SortedCatalogType } from '@lineup/contracts/catalogs';
import { catalogRestoreMessages, type Membership } from '@lineup/contracts/catalogs-restore';
import { conflict } from '@lineup/server-kit/errors';
import type { PimDb } from '../../../db/database';
import { lockLineList } from './catalogs';
import { changeResult, normalize, readMemberships, snapshot, writeMemberships } from './catalogs-memberships';

const sameSet = (a: ReadonlySet<SortedCatalogType>, b: readonly SortedCatalogType[]) =>
  a.size === new Set(b).size && b.every((type) => a.has(type));

/**
 * restore-items (the Undo of a change): in one transaction that locks the line list, every named
 * item must hold exactly its `expected` catalogs, the ones the change left; then each gets its
 * `memberships` set back. When any item holds something else (another change came in between),
 * 409 and nothing changes: an Undo never overwrites a later change. Published catalogs are
 * restored like any other: customers see the result at once, as after any change.
 * 404 unknown line list; 409 no catalogs yet; 400 an item the line list does not hold.
 */
export async function restoreItems(
  db: PimDb,
  lineListId: number,
  memberships: readonly Membership[],
  expected: readonly Membership[],
): Promise<CatalogChangeResult> {
  return db.transaction(async (tx) => {
    await lockLineList(tx, lineListId);
    const codes = memberships.map((entry) => entry.modelCode);
    const current = await readMemberships(tx, lineListId, codes);
    const before = snapshot(current);
    if (expected.some((entry) => !sameSet(current.get(entry.modelCode)!, entry.types))) {
      throw conflict(catalogRestoreMessages.changedSince);
    }
    const changed = new Set<string>();
    for (const { modelCode, types } of memberships) {
      if (sameSet(current.get(modelCode)!, types)) continue;
      current.set(modelCode, new Set(normalize(types)));
      changed.add(modelCode);
    }
    await writeMemberships(tx, lineListId, current, changed);
    return changeResult(tx, lineListId, current, before, codes, {
      changed: changed.size,
      skipped: codes.length - changed.size,
    });
  });
}
