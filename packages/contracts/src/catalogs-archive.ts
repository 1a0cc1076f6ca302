/**
 * Archiving a line list's catalogs (the catalog card's Archive): POST /api/crocs/catalogs/archive
 * takes them off the catalogs overview into GET /api/crocs/catalogs/archived; POST
 * /api/crocs/catalogs/unarchive (Restore) brings them back. Both take {lineListId} and are
 * idempotent. While archived, the catalogs are frozen: publishing, saving and every segmentation
 * write are refused (409) until they are restored.
 */
export const catalogArchiveMessages = {
  archived: 'Catalog archived',
  restored: 'Catalog restored',
  archivedList: 'Archived catalogs loaded',
  /** The refusal of every write on an archived catalog. */
  isArchived: 'This catalog is archived: restore it before publishing or changing it.',
} as const;
