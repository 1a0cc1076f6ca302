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

/**
 * A type's label: one name per type across the product (the line lists table, the catalog cards,
 * the preview, the portal). A type this build does not know is shown as capitalized words.
 */
export function lineListTypeLabel(type: string): string {
  if (Object.hasOwn(lineListTypeLabels, type)) return lineListTypeLabels[type as LineListType];
  return type
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
