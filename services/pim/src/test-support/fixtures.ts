import type { CatalogType, LineListType } from '@lineup/contracts/pim';
import type { PimDb } from '../db/database';
import { lineListItems, lineLists } from '../db/schema';

export type LineListFixture = {
  brandId: number;
  name?: string;
  type?: LineListType;
  description?: string | null;
  state?: 'staged' | 'saved';
  catalogsCreated?: boolean;
  sortingCompleted?: boolean;
  published?: boolean;
  sentOn?: string | null;
  deadline?: string | null;
  createdAt?: Date;
  /** Parent items with the catalogs they are sorted into (none = unsorted). */
  items?: { modelCode: string; catalogTypes?: CatalogType[] }[];
};

/** A line list's row: unless told otherwise a saved Spring 2026 pre-book list whose catalogs are not created. */
export function lineListRow(fixture: Omit<LineListFixture, 'items'>, itemsCount: number) {
  return {
    brandId: fixture.brandId,
    name: fixture.name ?? 'Spring 2026',
    type: fixture.type ?? 'pre-book',
    description: fixture.description ?? null,
    state: fixture.state ?? 'saved',
    catalogsCreated: fixture.catalogsCreated ?? false,
    sortingCompleted: fixture.sortingCompleted ?? false,
    published: fixture.published ?? false,
    sentOn: fixture.sentOn ?? null,
    deadline: fixture.deadline ?? null,
    itemsCount,
    ...(fixture.createdAt && { createdAt: fixture.createdAt }),
  };
}

/**
 * A line list as the upload pipeline and the segmentation screen leave it, written through
 * Drizzle so tests have data to read.
 */
export async function insertLineList(db: PimDb, fixture: LineListFixture): Promise<number> {
  return db.transaction(async (tx) => {
    const items = fixture.items ?? [];
    const [row] = await tx.insert(lineLists).values(lineListRow(fixture, items.length)).returning({ id: lineLists.id });
    if (items.length > 0) {
      await tx.insert(lineListItems).values(
        items.map((item) => ({
          lineListId: row!.id,
          modelCode: item.modelCode,
          silhouette: 'Classic Clog',
          color: 'Black',
          catalogTypes: item.catalogTypes ?? [],
        })),
      );
    }
    return row!.id;
  });
}

/** A day of January 2026 (UTC): line lists created on days 1, 2, 3… come in that order. */
export const januaryDay = (n: number) => new Date(Date.UTC(2026, 0, n));

/** Catalogs created and being sorted: item A sorted into the Crocs catalog, item B not yet. */
export const catalogsBeingSorted = {
  catalogsCreated: true,
  items: [{ modelCode: 'A', catalogTypes: ['crocs'] }, { modelCode: 'B' }],
} satisfies Partial<LineListFixture>;

/** Catalogs created, sorted and published. */
export const catalogsPublished = {
  catalogsCreated: true,
  sortingCompleted: true,
  published: true,
} satisfies Partial<LineListFixture>;
