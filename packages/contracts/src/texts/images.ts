/**
 * A brand's Pictures page (/home/brand/{brandId}/pictures): its naming rule, the bulk upload of
 * picture files, the preview of how each file matched, and the tray of files left to place. What
 * the server answers (applied, discarded, a refusal's reason) stays in image-messages.ts.
 * This file imports nothing: the portal reads the line sheet's words, and its pages load no zod,
 * which images.ts brings with its schemas.
 */
export const pictureTexts = {
  crumb: 'Pictures',
  title: (brand: string) => `Pictures of ${brand}`,
  description: 'Upload many picture files, or one .zip of them: each is matched to an item by its name.',
  openPictures: (brand: string) => `Pictures of ${brand}`,
  pictures: 'Pictures',

  namingRuleTitle: 'Naming rule',
  namingRuleDescription:
    'How the files are named: the parts among <model code> (required), <color> and <n> (the picture’s position, 1 when left out), in their order.',
  namingRuleLabel: 'Naming rule',
  namingRuleHint: (example: string) =>
    `Underscores, hyphens, spaces and dots all separate the parts, and case is ignored: ${example}.`,
  namingRuleDefault: (rule: string) => `The default is ${rule}.`,
  namingRuleExample: '10001-001_black_2.jpg is item 10001-001 in black, second picture',
  useDefault: 'Use the default',
  saveRule: 'Save rule',
  savingRule: 'Saving…',

  uploadTitle: 'Upload pictures',
  uploadDescription: 'JPEG, PNG or WebP files, or one .zip of them.',
  dropTitle: 'Drop the pictures or a .zip here, or click to choose them',
  dropHint: (imageMb: number, zipMb: number) =>
    `.jpg, .jpeg, .png, .webp up to ${imageMb} MB each, or one .zip up to ${zipMb} MB`,
  filesLabel: 'Picture files or a .zip',
  announcing: 'Preparing the upload…',
  uploading: (done: number, total: number) => `Uploaded ${done} of ${total} ${total === 1 ? 'file' : 'files'}`,
  checking: 'Checking the files…',
  uploadAgain: 'Upload more pictures',

  resultTitle: 'Result',
  resultDescription: 'Check how each file matched, choose the item of the ambiguous ones, then apply.',
  filterLabel: 'Show files',
  filters: {
    all: (n: number) => `All (${n})`,
    matched: (n: number) => `Matched (${n})`,
    ambiguous: (n: number) => `Ambiguous (${n})`,
    unmatched: (n: number) => `Unmatched (${n})`,
    refused: (n: number) => `Refused (${n})`,
  },
  stateLabels: {
    announced: 'Announced',
    refused: 'Refused',
    matched: 'Matched',
    ambiguous: 'Ambiguous',
    unmatched: 'Unmatched',
    applied: 'Applied',
    discarded: 'Discarded',
  },
  columnFile: 'File',
  columnState: 'State',
  columnItem: 'Item',
  columnPosition: 'Position',
  columnNote: 'Note',
  itemOf: (modelCode: string, color: string | null) => (color ? `${modelCode} · ${color}` : modelCode),
  replaces: 'Replaces the picture there',
  chooseItem: 'Choose the item',
  chooseItemFor: (name: string) => `Item of ${name}`,
  candidate: (modelCode: string, silhouette: string, color: string) => `${modelCode} · ${silhouette} · ${color}`,
  noMatch: 'No item has this name',
  noFiles: 'No files here',
  apply: (n: number) => (n === 1 ? 'Apply 1 picture' : `Apply ${n} pictures`),
  applying: 'Applying…',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,

  trayTitle: 'Unmatched',
  trayDescription: 'Files left unmatched or ambiguous, from every upload: give each its item, or discard it.',
  trayEmpty: 'No files are waiting.',
  trayLoading: 'Loading the files waiting…',
  trayPreview: 'Preview',
  trayPreviewAlt: (name: string) => `Preview of ${name}`,
  columnActions: 'Actions',
  modelCodeLabel: 'Model code',
  modelCodeFor: (name: string) => `Model code of ${name}`,
  positionLabel: 'Position',
  positionFor: (name: string) => `Position of ${name}`,
  applyOne: 'Apply',
  applyFile: (name: string) => `Apply ${name}`,
  discard: 'Discard',
  discardFile: (name: string) => `Discard ${name}`,
} as const;

/**
 * The line sheet buttons (the back office's catalogs, the portal's catalog page); what the PDF
 * itself says is in line-sheets.ts.
 */
export const lineSheetButtonTexts = {
  download: 'Line sheet (PDF)',
  downloading: 'Preparing the PDF…',
  downloadType: (type: string) => `Download the ${type} line sheet (PDF)`,
  /** The saved file's name: the catalog's title, without the characters a file name may not hold. */
  fileName: (catalog: string) => `${catalog.replace(/[\\/:*?"<>|]+/g, ' ').trim()} line sheet.pdf`,
} as const;
