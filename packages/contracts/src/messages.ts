/**
 * Every text a user can see (screens, rules, errors), given wording kept character for character.
 * The catalogue is split by who loads it: the frame's texts (shell-texts.ts), the error catalogue
 * and platform messages (error-messages.ts) and the form fields' messages (validation-messages.ts)
 * stand apart so the SPA's entry, sign-in and portal pages load only those; the pages import them
 * from there. This module holds the rest (toasts, internal errors, empty states, the upload
 * pipeline's messages) and re-exports those the services and browser tests use, which import the
 * catalogue from here.
 */

export { errorMessages, platformMessages } from './error-messages';
export { orderCatalogTypeLabels, pageHeadings, productTexts, shellTexts } from './shell-texts';
export { validationMessages } from './validation-messages';

/** Success toasts. */
export const successToasts = {
  storeCreated: 'Store created successfully',
  brandCreated: 'Brand created successfully',
  brandUpdated: 'Brand updated successfully',
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  customerCreated: 'Customer created successfully',
  roleCreated: 'Role created successfully',
  nameSaved: 'Name saved',
  addressSaved: 'Address saved',
  storeBasicInfoUpdated: 'Store basic info updated successfully.',
  storeAddressesUpdated: 'Store addresses updated successfully.',
  storeStatusUpdated: 'Store status updated successfully.',
  catalogPublished: 'Catalog published successfully',
  catalogsPublished: 'Catalogs published successfully',
  itemsRemoved: 'Items removed',
  itemsAddedToCatalog: (type: string) => `Items added to catalog ${type}`,
  itemsCopied: (n: number, target: string) => `${n} item(s) copied to ${target}`,
  itemsMoved: (n: number, target: string) => `${n} item(s) moved to ${target}`,
  itemsAddedFromUnsorted: (target: string) => `Items added successfully to ${target} from unsorted`,
  itemsMovedTo: (target: string) => `Items moved successfully to ${target}`,
  lineListUploaded: 'Line list uploaded successfully',
  lineListUploadedDescription: 'Redirecting to preview page',
  openStockUploaded: 'Upload successful',
  previewSaved: 'Preview saved successfully',
  previewSavedDescription: 'You can now see your line list in the brand table',
} as const;

/** Failure toasts (fallbacks and fixed messages). */
export const failureToasts = {
  createUserFallback: 'Failed to create user',
  createCustomerFallback: 'Failed to create customer',
  saveNameFallback: 'Failed to save name',
  saveAddressFallback: 'Failed to save address',
  storeBasicInfoFallback: 'Failed to update store basic info.',
  uploadLineList: 'Failed to upload line list',
  openStockUpload: 'Upload failed',
  storeAddresses: 'Failed to update store addresses.',
  storeStatus: 'Failed to update store status.',
  storeStatusAlreadySet: 'Store status is already set to this status.',
  publishCatalogs: 'Failed to publish catalogs',
  moveItems: 'Failed to move items',
  noItemsToMove: 'No items to move',
  sameCategory: 'Cannot move items to the same category',
  cancelPreview: 'Error canceling preview',
  savePreview: 'Error saving preview',
  unknownRoleError: 'Unknown error on role creation',
  lineListNotFound: 'Line list not found',
} as const;

/** Internal errors. */
export const internalErrors = {
  organizationNotFound: 'Organization not found',
  editingStoreNotFound: 'Editing store not found.',
  currentBrandNotSet: 'Current brand is not set',
  noCatalogSelected: 'No catalog selected',
  noLineListAtTheMoment: 'No line list found at the moment.',
  cannotFindSourceOfItems: 'Cannot find source of items to add.',
} as const;

/** Empty states of lists. */
export const emptyStates = {
  brands: { title: 'No brands found', description: 'Add a new brand to get started.' },
  lineLists: { title: 'No line lists found', description: 'Upload a new line list to get started' },
  organizations: 'No organizations found',
  stores: "You don't have any stores yet",
  people: 'No people found',
  items: 'No items found',
  table: 'No results',
} as const;

/**
 * The upload pipeline, the line-list preview and the items API, where the error catalogue gives no
 * wording. Parser messages name the column and the row (row 1 is the header row).
 */
export const uploadMessages = {
  wrongInput: 'The upload request is not valid.',
  wrongExtension: (fileName: string) =>
    `"${fileName}" is not a spreadsheet this upload accepts: line lists are .xlsx or .xls files.`,
  openStockXlsxOnly: (fileName: string) => `"${fileName}" is not an .xlsx file: open stock is uploaded as .xlsx only.`,
  fileTooLarge: 'The file is larger than the 25 MB limit.',
  fileSizeMismatch: 'The uploaded file is not the size that was announced. Start the upload again.',
  notASpreadsheet: (fileName: string) =>
    `"${fileName}" could not be read as a spreadsheet. Is it really an Excel file?`,
  expandsTooMuch: 'The file expands to more than 400 MB when unpacked, so it cannot be imported.',
  tooManyRows: (max: number) => `The sheet has more than ${max} rows.`,
  sheetTooLong: (row: number, max: number) =>
    `The sheet goes on to row ${row}: a sheet may have at most ${max} rows (a header and the item rows), blank rows included. Delete the rows below your data and upload the file again.`,
  tooManyColumns: (cell: string, lastColumn: string, max: number) =>
    `Cell ${cell} holds a value past column ${lastColumn}: a sheet may use at most ${max} columns. Delete the columns after ${lastColumn} and upload the file again.`,
  readNeedsTooMuchMemory: (limitMb: number) =>
    `Reading this file needs more than ${limitMb} MB of memory, the most one file may use, so it cannot be imported. Remove unused sheets, rows and columns, or split it into smaller files.`,
  readTakesTooLong: (limitSeconds: number) =>
    `Reading this file takes longer than ${limitSeconds} seconds, the most one file may take, so it cannot be imported. Remove unused sheets, rows and columns, or split it into smaller files.`,
  readerStopped: (fileName: string) =>
    `"${fileName}" could not be read: the spreadsheet reader stopped on it. Open it in Excel, save it again and upload the saved copy.`,
  formatDoesNotMatchName: (fileName: string, holds: 'xlsx' | 'xls') =>
    holds === 'xls'
      ? `"${fileName}" is named .xlsx but holds an .xls (Excel 97-2003) workbook. Save it as .xlsx in Excel, or rename it to .xls.`
      : `"${fileName}" is named .xls but holds an .xlsx workbook. Rename it to .xlsx.`,
  unsupportedContentType: (contentType: string) =>
    `The file's type "${contentType}" is not a spreadsheet type: upload an .xlsx or .xls file.`,
  putContentTypeMismatch: (expected: string) =>
    `This upload address takes a file sent as "${expected}" (the Content-Type header the address was given with).`,
  noSheet: 'The file has no sheet.',
  emptySheet: (sheet: string) => `The sheet "${sheet}" is empty: it needs a header row and at least one row.`,
  noDataRows: (sheet: string) => `The sheet "${sheet}" has a header row but no item rows.`,
  missingColumn: (column: string) => `Column "${column}" is missing from the header row (row 1).`,
  misspelledColumn: (found: string, cell: string, expected: string) =>
    `Column "${found}" (cell ${cell}) is not a known column; did you mean "${expected}"?`,
  blankCell: (column: string, row: number) => `Row ${row}, column "${column}": the cell is empty.`,
  /** A formula with no value in the file: the program that wrote it did not calculate it, or its result is an error. */
  formulaWithoutResult: (column: string, row: number, formula: string) =>
    `Row ${row}, column "${column}": the cell holds the formula ${formula}, whose value is not in the file (the program that saved it did not calculate it) or is an error. Open the file in Excel or LibreOffice, check that the cell shows the value you mean, save it, and upload the saved copy.`,
  mappedHeaderTwice: (header: string, firstCell: string, secondCell: string) =>
    `Cells ${firstCell} and ${secondCell} both head a column "${header}": the import format reads only the first, so the second would be lost. Give each column its own header, or remove the one not needed.`,
  hiddenByMergedCells: (area: string) =>
    `It is inside the merged cells ${area}, where only the first cell holds the value: unmerge them and repeat the value in each row.`,
  badNumber: (column: string, row: number, value: string) =>
    `Row ${row}, column "${column}": "${value}" is not a number.`,
  /** An amount the cell holds, outside what a price may be. */
  msrpOutOfRange: (column: string, row: number, value: string, max: string) =>
    `Row ${row}, column "${column}": ${value} is not a price: write an amount from 0 to ${max}.`,
  badQuantity: (column: string, row: number, value: string) =>
    `Row ${row}, column "${column}": "${value}" is not a whole number of 0 or more.`,
  badDate: (column: string, row: number, value: string) =>
    `Row ${row}, column "${column}": "${value}" is not a date: write it month first (03/15/2026) or as 2026-03-15, or use a date cell.`,
  notImageAddress: (column: string, row: number, value: string) =>
    `Row ${row}, column "${column}": "${value}" is not an image address: write the address itself (https://…) in the cell; the text of a link is not its address.`,
  tooLong: (column: string, row: number, max: number) =>
    `Row ${row}, column "${column}": the value is longer than ${max} characters.`,
  duplicateSku: (column: string, sku: string, row: number, firstRow: number) =>
    `Row ${row}, column "${column}": SKU "${sku}" already appears in row ${firstRow}.`,
  inconsistentParent: (modelCode: string, column: string, row: number, firstRow: number) =>
    `Row ${row}, column "${column}": model code "${modelCode}" has a different value in row ${firstRow}.`,
  sheetNameWithoutSeason: (sheet: string) =>
    `The first sheet is named "${sheet}": it must be a season followed by a year, for example "Spring 2026".`,
  noParserForBrand: (brand: string) =>
    `There is no import format for the brand "${brand}" yet: set one up from a sample file on the brand's page (Import format), then upload again.`,
  brandNotFound: 'Brand not found',
  uploadNotFound: 'The uploaded file was not found. Start the upload again.',
  uploadAlreadyProcessed: 'This file has already been processed. Start a new upload.',
  uploadUrlExpired: 'This upload address has expired. Start the upload again.',
  uploadUrlInvalid: 'This upload address is not valid (its signature does not match).',
  uploadTooLargeForUrl: 'The file is larger than the size this upload address was made for.',
  updateNeedsLineList: 'Choose the line list to update.',
  lineListToUpdateNotFound: 'The line list to update was not found for this brand.',
  publishedCannotBeUpdated: 'A published line list cannot be updated.',
  preBookDatesRequired: 'Pre-book line lists need a date sent and a deadline for orders.',
  availabilityDateRequired: 'Future-stock line lists need a date of availability.',
  deadlineBeforeDateSent:
    'The deadline for orders cannot be before the Date Sent: choose a later deadline or an earlier Date Sent.',
  uploadAddressCreated: 'Upload address created',
  previewLoaded: 'Preview loaded',
  previewAlreadySaved: 'This line list has already been saved.',
  previewNotStaged: 'Only a line list that has not been saved can be discarded.',
  previewItemExists: (modelCode: string) => `Model code "${modelCode}" is already in this line list.`,
  previewItemAdded: 'Item added to the line list',
  previewDatesUpdated: 'Dates updated',
  uploadDiscarded: 'Uploaded data discarded',
  itemsWrongInput: 'Invalid item, please check your input and try again.',
  itemNotFound: 'Item not found',
  itemModelCodeTaken: (modelCode: string) => `An item with model code "${modelCode}" already exists for this brand.`,
  itemCreated: 'Item created successfully',
  itemUpdated: 'Item updated successfully',
  itemDeleted: 'Item deleted successfully',
  noCrocsBrand: 'The Crocs brand does not exist.',
} as const;
