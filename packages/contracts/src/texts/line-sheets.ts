/**
 * The line sheet buttons (the back office's catalogs, the portal's catalog page); what the PDF
 * itself says is in ../line-sheets.ts.
 */
export const lineSheetButtonTexts = {
  download: 'Line sheet (PDF)',
  downloading: 'Preparing the PDF…',
  downloadType: (type: string) => `Download the ${type} line sheet (PDF)`,
  /** The saved file's name: the catalog's title, without the characters a file name may not hold. */
  fileName: (catalog: string) => `${catalog.replace(/[\\/:*?"<>|]+/g, ' ').trim()} line sheet.pdf`,
} as const;
