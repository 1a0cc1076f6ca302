import { pageDescriptions } from '../shell-texts';
import { itemCount } from './counts';

/** /home/catalogs: the catalogs overview (active and unpublished catalogs). */
export const catalogTexts = {
  /** Under the page's title: what the page is for, shown before the catalogs arrive. */
  pageDescription: pageDescriptions.catalogs,
  activeTitle: 'Active Catalogs',
  activeSubtitle: 'Catalogs shown to customers via the customer portal',
  unpublishedTitle: 'Unpublished Catalogs',
  unpublishedSubtitle: 'saved progress but not published',
  unpublishedBadge: 'Unpublished',
  sortingPendingBadge: 'Sorting Pending',
  /** A published catalog past its deadline for orders: customers see it but can no longer order. */
  orderingClosedBadge: 'Ordering closed',
  orderingClosedTitle: 'The deadline has passed: customers see this catalog but can no longer order from it.',
  sentOn: 'Sent on',
  deadline: 'Deadline',
  totalItems: 'Total items',
  itemsPerCatalog: 'Items per catalog',
  /** The overview's two views: cards, or one table row per catalog for long lists (?view=table). */
  viewLabel: 'View',
  viewCards: 'Cards',
  viewTable: 'Table',
  columnCatalog: 'Catalog',
  columnType: 'Type',
  columnStatus: 'Status',
  columnActions: 'Actions',
  publishedBadge: 'Published',
  openMenu: 'Catalog actions',
  viewOrders: 'View Orders',
  manage: 'Manage',
  archive: 'Archive',
  /** Archive asks first: the catalog leaves the overview (and, once published, the portal) until restored. */
  archiveQuestion: (catalog: string) => `Archive ${catalog}?`,
  archivePublishedDescription:
    'Customers will no longer see it in the customer portal, and it leaves this overview. You can restore it at any time from Archived.',
  archiveUnpublishedDescription:
    'It leaves this overview and cannot be published or changed while archived. You can restore it at any time from Archived.',
  /** Archived catalogs: off the overview, listed under the Archived toggle with Restore. */
  showArchived: 'Archived',
  archivedTitle: 'Archived Catalogs',
  archivedSubtitle: 'hidden from the overview; restore one to publish or change it',
  archivedBadge: 'Archived',
  archivedEmpty: 'No archived catalogs',
  restore: 'Restore',
  archivedToast: 'Catalog archived',
  /** Under the archived toast of a published catalog: customers no longer see it. */
  archivedPublishedNote: 'Customers no longer see it in the portal.',
  undoArchive: 'Undo',
  restoredToast: 'Catalog restored',
  archiveFailed: 'Failed to archive catalog',
  restoreFailed: 'Failed to restore catalog',
  complete: 'Complete',
  edit: 'Edit',
  publish: 'Publish',
  publishQuestion: 'Are you sure you want to publish this catalog?',
  publishIrreversible: 'This action is irreversible.',
  /** The publish confirmation's facts, read from the server when it opens. */
  publishFactsTitle: 'What customers will see',
  publishFactsLoading: 'Counting the items of this catalog…',
  publishFactsFailed: 'The counts of this catalog could not be loaded.',
  publishCatalogCount: (catalog: string, n: number) => `${catalog}: ${itemCount(n)}`,
  publishUnsortedCount: (n: number) => `Still unsorted: ${itemCount(n)}`,
  publishWarningsLabel: 'Check before publishing',
  publishWarnings: {
    'unsorted-items': (n: number) =>
      `${n} ${n === 1 ? 'item is' : 'items are'} still unsorted; customers will not see ${n === 1 ? 'it' : 'them'}.`,
    'sent-on-missing': (_unsorted: number) => 'The sent-on date is not set.',
    'deadline-missing': (_unsorted: number) => 'The deadline is not set.',
    'deadline-passed': (_unsorted: number) =>
      'The deadline has passed: customers will see the catalog but cannot order from it.',
  },
  cancel: 'Cancel',
  notSet: 'Not set',
  emptyTitle: 'No catalogs yet',
  emptyDescription: 'Upload and save a line list, then create its catalogs to see them here.',
  /** Saved line lists whose catalogs were not created yet: the next step of each. */
  awaitingTitle: 'Line Lists Without Catalogs',
  awaitingSubtitle: 'saved, not sorted into catalogs yet',
  awaitingBadge: 'Catalogs not created',
  uploadedOn: 'Uploaded on',
  createCatalogs: 'Create Catalogs',
  creatingCatalogs: 'Creating catalogs…',
  typeLabels: { unsorted: 'Unsorted', athletic: 'Athletic', boutique: 'Boutique', crocs: 'Crocs' },
} as const;
