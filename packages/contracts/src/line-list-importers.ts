import { CROCS_BRAND_NAME } from './constants';

/**
 * A brand whose name contains 'Crocs' (any case) imports with the built-in Crocs import format
 * when it has no format of its own. Any other brand needs a saved import format first: the brands
 * answer `hasImportFormat`, and the PIM refuses a line-list upload for a brand that has neither.
 */
export function hasLineListImporter(brandName: string): boolean {
  return brandName.toLowerCase().includes(CROCS_BRAND_NAME.toLowerCase());
}
