import type { LineListType } from '../pim';
import { previewTexts } from './line-list-preview';

/**
 * The customer portal (/portal): its header, the catalogs of a store, a catalog's items and one
 * item. The sign-in pages are the back office's (productTexts, authTexts). Catalog types use the
 * line-list type labels of the back office.
 */
export const portalTexts = {
  /** Header (Logout is shellTexts.logout, the product name productTexts.name). */
  storeLabel: 'Store',
  storeOption: (name: string, city: string | null) => (city ? `${name} — ${city}` : name),
  accountMenu: 'Account menu',
  /** A staff member looking at the portal as one store sees it. */
  previewBanner: (store: string) => `Previewing as ${store} — read-only`,
  closePreview: 'Close preview',
  noStoresTitle: 'No stores yet',
  noStoresDescription: 'Your account does not buy for any store yet. Ask your account manager to add you to one.',
  loading: 'Loading…',
  /** /portal/catalogs. */
  catalogsTitle: 'Catalogs',
  catalogsDescription: (store: string) => `The catalogs published for ${store}, newest first.`,
  catalogsLabel: 'Catalogs',
  noCatalogsTitle: 'No catalogs yet',
  noCatalogsDescription: 'Catalogs published for this store will show here.',
  catalogsUnavailableTitle: 'No catalogs to show',
  typeLabels: previewTexts.typeLabels satisfies Record<LineListType, string>,
  season: (season: string | null, year: number | null) => [season, year].filter((part) => part !== null).join(' '),
  seasonLabel: 'Season',
  deadline: 'Deadline',
  items: 'Items',
  notSet: 'Not set',
  /** /portal/catalogs/{lineListId}. */
  catalogTitle: (brand: string, typeLabel: string) => `${brand} ${typeLabel}`,
  backToCatalogs: 'Back to catalogs',
  searchLabel: 'Search items',
  searchPlaceholder: 'Search model code, silhouette or color',
  franchise: 'Franchise',
  gender: 'Gender',
  silhouette: 'Silhouette',
  allValues: 'All',
  clearFilters: 'Clear filters',
  shownCount: (shown: number, total: number) =>
    shown === total
      ? `${total.toLocaleString('en-US')} ${total === 1 ? 'item' : 'items'}`
      : `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} items`,
  itemsLabel: 'Items',
  noItems: 'This catalog has no items.',
  noMatches: 'No items match the search and filters.',
  itemTitle: (silhouette: string, color: string) => `${silhouette} - ${color}`,
  sizes: (sizes: readonly string[]) => (sizes.length === 0 ? 'No sizes' : `Sizes ${sizes.join(', ')}`),
  msrp: 'MSRP',
  noImage: 'No image',
  /** /portal/catalogs/{lineListId}/items/{modelCode}. */
  backToCatalog: (catalog: string) => `Back to ${catalog}`,
  modelCode: 'Model code',
  expectedShipDate: 'Expected ship date',
  sizesTitle: 'Sizes',
  skuColumn: 'SKU',
  sizeColumn: 'Size',
  detailsTitle: 'Details',
  imagesLabel: 'Images',
  imageAlt: (title: string, n: number) => `${title}, image ${n}`,
  showImage: (n: number) => `Show image ${n}`,
  /** A portal page that could not load. */
  retry: 'Try again',
} as const;
