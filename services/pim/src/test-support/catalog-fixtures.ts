import type { SortedCatalogType } from '@lineup/contracts/catalogs';
import type { SkuSnapshot } from '@lineup/contracts/pim';
import type { PimDb } from '../db/database';
import { lineListItems, lineLists } from '../db/schema';
import { lineListRow } from './fixtures';

export type CatalogItemFixture = {
  modelCode: string;
  silhouette?: string;
  color?: string;
  franchise?: string | null;
  gender?: string | null;
  /** Sizes of its SKUs (default 3). */
  sizes?: string[];
  /** The first SKU's first image ('No Image' and none are allowed). */
  image?: string | null;
  catalogTypes?: SortedCatalogType[];
};

export type CatalogLineListFixture = {
  brandId: number;
  name?: string;
  state?: 'staged' | 'saved';
  catalogsCreated?: boolean;
  sortingCompleted?: boolean;
  published?: boolean;
  dateSent?: string | null;
  sentOn?: string | null;
  deadline?: string | null;
  items: CatalogItemFixture[];
};

/** `n` items with model codes `${prefix}-0001`…, silhouettes and colors varied, 3 sizes each. */
export function manyItems(n: number, prefix = 'M', extra: Partial<CatalogItemFixture> = {}): CatalogItemFixture[] {
  return Array.from({ length: n }, (_, i) => ({
    modelCode: `${prefix}-${String(i + 1).padStart(5, '0')}`,
    silhouette: ['Classic Clog', 'Echo Clog', 'Mellow Slide'][i % 3]!,
    color: ['Black', 'White', 'Navy', 'Bone'][i % 4]!,
    ...extra,
  }));
}

function skus(item: CatalogItemFixture): SkuSnapshot[] {
  const sizes = item.sizes ?? ['8', '9', '10'];
  return sizes.map((size, i) => ({
    sku: `${item.modelCode}-${size}`,
    size,
    image_urls: i === 0 && item.image ? [item.image] : [],
  }));
}

/**
 * A saved line list with its parents (for the catalogs tests and benchmark), written through Drizzle as
 * the upload pipeline leaves it after 'Save items', 1,000 rows per INSERT.
 */
export async function insertCatalogLineList(db: PimDb, fixture: CatalogLineListFixture): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lineLists)
      .values({
        ...lineListRow({ ...fixture, catalogsCreated: fixture.catalogsCreated ?? true }, fixture.items.length),
        dateSent: fixture.dateSent ?? null,
      })
      .returning({ id: lineLists.id });
    const lineListId = row!.id;
    for (let i = 0; i < fixture.items.length; i += 1000) {
      await tx.insert(lineListItems).values(
        fixture.items.slice(i, i + 1000).map((item) => ({
          lineListId,
          modelCode: item.modelCode,
          silhouette: item.silhouette ?? 'Classic Clog',
          color: item.color ?? 'Black',
          franchise: item.franchise ?? null,
          gender: item.gender ?? null,
          skus: skus(item),
          catalogTypes: item.catalogTypes ?? [],
        })),
      );
    }
    return lineListId;
  });
}
