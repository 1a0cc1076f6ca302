import type { LineListType } from '../pim';

/**
 * The Upload Inventory dialog: its steps, forms, progress labels and file sizes. The step names, the
 * source names ('Brand Line List', 'Open Stock'), Back, Upload, the progress labels and '(WIP)' are
 * the product's given wording; the hints and the other field labels are ours. The upload's toasts stay in
 * messages.ts (successToasts.lineListUploaded, failureToasts.uploadLineList, ...).
 * Kept out of messages.ts so the sign-in page does not load them.
 */
export const uploadDialogTexts = {
  title: 'Upload Inventory',
  sourceDescription: 'What are you uploading?',
  brandLineList: 'Brand Line List',
  brandLineListHint: 'A pre-book, brand ATS, future available stock or own stock line list, or a new version of one.',
  openStock: 'Open Stock',
  openStockHint: 'The current open stock of Crocs (domestic, or bonded when the file name says so).',
  lineListDescription: 'Choose the line list type and the brand, then drop the spreadsheet.',
  openStockDescription: 'Drop the open stock spreadsheet.',
  lineListType: 'Line list type',
  selectType: 'Select a type',
  brand: 'Brand',
  selectBrand: 'Select a brand',
  wip: (name: string) => `${name} (WIP)`,
  /** Why the (WIP) brands cannot be chosen: shown under the brand select and as their tooltip. */
  wipReason: "Brands marked (WIP) have no import format yet: set one up on the brand's page to upload its line lists.",
  brandsLoading: 'Loading brands…',
  lineListToUpdate: 'Line list to update',
  selectLineList: 'Select a line list',
  chooseBrandFirst: 'Choose a brand first',
  lineListsLoading: 'Loading line lists…',
  noLineListToUpdate: 'This brand has no saved line list that can be updated.',
  lineListOption: (name: string, type: string) => `${name} (${type})`,
  /** The line list's name and description: optional; the name defaults to the file's season and year. */
  nameLabel: 'Line list name (optional)',
  namePlaceholder: (fallback: string | null) => fallback ?? 'Season and year of the file',
  nameHint: "Left empty, the line list is named after the season and year of the file's first sheet.",
  descriptionLabel: 'Description (optional)',
  descriptionPlaceholder: 'What this line list is, for the line-list table',
  dateSent: 'Date sent',
  deadlineForOrders: 'Deadline for orders',
  dateOfAvailability: 'Date of availability',
  pickDate: 'Pick a date',
  /** A required field's description (its label carries a drawn '*'). */
  requiredLabel: '(required)',
  /** What a disabled Upload still needs, in the form's order. */
  missingType: 'a line list type',
  missingBrand: 'a brand',
  missingLineListToUpdate: 'the line list to update',
  missingDateSent: 'the date sent',
  missingDeadline: 'the deadline for orders',
  missingAvailability: 'the date of availability',
  missingFile: 'a file',
  uploadNeeds: (missing: readonly string[]) => `To upload, choose ${missing.join(', ')}.`,
  /** Update mode: the windows given replace the line list's once its preview is saved. */
  deliveryWindowsUpdateHint:
    'Left empty, the line list keeps its delivery windows. Any given replace them once the preview is saved; one named like a saved window keeps it and the orders shipping in it.',
  fixDeliveryWindows: 'To upload, give each delivery window a name, a ship start and a cancel date, or remove it.',
  file: 'File',
  dropZoneTitle: 'Drop the file here, or click to choose it',
  dropZoneHint: (extensions: readonly string[], maxSize: string) =>
    `${extensions.map((extension) => `.${extension}`).join(' or ')}, up to ${maxSize}`,
  removeFile: 'Remove file',
  readingFile: 'Reading the file…',
  annotatedFirstOnly: (marked: number, total: number) =>
    `This file has ${total.toLocaleString('en-US')} problems: the first ${marked.toLocaleString('en-US')} are marked. Fix them and upload the file again to see the rest.`,
  previewCaption: (sheet: string, rows: number) => `Preview of "${sheet}": the first ${rows} rows`,
  previewEmpty: 'The first sheet has no rows.',
  back: 'Back',
  upload: 'Upload',
  uploading: 'Uploading…',
  close: 'Close',
  progressTitle: 'Uploading',
  progressLabel: 'Upload progress',
  tryAgainHint: 'Fix the problem, or choose another file, and upload again.',
  /** A refused file's problems: the list's name, its columns, and the annotated copy of the file. */
  problemsLabel: (total: number) => `${total} problem${total > 1 ? 's' : ''} found in the file`,
  problemRow: 'Row',
  problemColumn: 'Column',
  problemValue: 'Value',
  problemMessage: 'Problem',
  /** A problem's row or column when it has none (a whole row, a missing column, the whole sheet). */
  problemNoCell: '—',
  downloadAnnotated: 'Download annotated file',
  downloadAnnotatedHint:
    'The file you chose, each problem cell filled red and holding its problem in a note (on the first cell of the row, or A1, when the problem has no cell).',
  annotating: 'Preparing the annotated file…',
  annotateFailed: 'The annotated file could not be made: the chosen file could not be read as a spreadsheet.',
  /** "<the chosen file's name without its extension> - problems.xlsx". */
  annotatedFileName: (fileName: string) => `${fileName.replace(/\.[^.]*$/, '')} - problems.xlsx`,
} as const;

/** The line-list types the dialog offers, and the update mode. */
export const uploadTypeLabels: Record<LineListType | 'update', string> = {
  'pre-book': 'Pre-Book',
  'brand-ats': 'Brand ATS',
  'future-stock': 'Future Available Stock',
  'own-stock': 'Own Stock',
  update: 'Update an existing line list',
};

/** The processing progress, its labelled steps and their percentages. */
export const uploadProgressSteps = [
  'idle',
  'loading',
  'finding-file',
  'uploading-file',
  'generating-preview',
  'rendering-preview',
  'done',
] as const;
export type UploadProgressStep = (typeof uploadProgressSteps)[number];

export const uploadProgressValues: Record<UploadProgressStep, number> = {
  idle: 0,
  loading: 0,
  'finding-file': 20,
  'uploading-file': 40,
  'generating-preview': 60,
  'rendering-preview': 80,
  done: 100,
};

export const uploadProgressLabels: Record<UploadProgressStep, string> = {
  idle: 'Idle',
  loading: 'Loading',
  'finding-file': 'Finding file',
  'uploading-file': 'Uploading file',
  'generating-preview': 'Generating preview',
  'rendering-preview': 'Rendering preview',
  done: 'Done',
};

/** File sizes are shown in B, KB, MB, GB and TB. */
export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
