import type { LineListType } from '../pim';

/**
 * The line-list types' labels, as the back office's preview and the portal's catalogs show them.
 * A module of its own so the portal's pages load them without the preview's texts.
 */
export const lineListTypeLabels = {
  'pre-book': 'Pre-Book',
  'brand-ats': 'Brand ATS',
  'future-stock': 'Future Available Stock',
  'own-stock': 'Own Stock',
} as const satisfies Record<LineListType, string>;
