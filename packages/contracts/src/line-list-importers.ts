import { CROCS_BRAND_NAME } from './constants';

/**
 * Only a brand whose name contains 'Crocs' (any case) has a line-list importer: the upload dialog
 * offers only those brands, and the PIM refuses a line-list file for any other.
 */
export function hasLineListImporter(brandName: string): boolean {
  return brandName.toLowerCase().includes(CROCS_BRAND_NAME.toLowerCase());
}
