/**
 * Every text a user can see, worded exactly as the specification gives it (screens, rules, errors).
 * Screens, services and tests import from here so the catalogue lives in one place.
 */

export const productTexts = {
  name: 'Lineup',
  signInDescription:
    'A catalog management system for organizing line lists, tracking inventory, managing team permissions and coordinating customer relationships.',
  authenticatingTitle: 'Authenticating',
  authenticatingSubtitle: 'This will take a minute',
  welcomeBack: (name: string) => `Welcome back, ${name}`,
  codeSentTo: (email: string) => `Enter the login code sent to: ${email}`,
  incorrectCodeTitle: 'The code you entered is incorrect.',
  incorrectCodeHint: 'Check your code or request a new one',
  requestNewCode: 'Request new code',
  continue: 'Continue',
  login: 'Login',
  notFoundTitle: 'Page not found',
  notFoundSubtitle: 'Might be under construction',
  noResults: 'No results',
  noItemsFound: 'No items found',
} as const;

export const validationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Expected a valid email address',
  invalidCodeFormat: 'Invalid format',
  brandNameRequired: 'Name is required cannot be empty',
  roleNameRequired: 'Name is required',
  organizationNameRequired: 'Organization name is required',
  storeNameRequired: 'Store name is required',
  userFirstNameRequired: 'User first name is required',
  userLastNameRequired: 'User last name is required',
  userEmailRequired: 'User email is required',
  firstNameRequired: 'First name required',
  lastNameRequired: 'Last name required',
} as const;

/** The product's error catalogue: statuses and messages per area. */
export const errorMessages = {
  brands: {
    500: 'Something went wrong in the server.',
    400: 'Wrong Input',
    409: 'Brand already exists',
    404: 'Brand not found',
  },
  users: { 404: 'User not found' },
  businessStores: {
    404: 'No business stores found.',
    500: 'Something went wrong in our side.',
    400: 'Invalid input, please check your input and try again.',
    other: 'Something went wrong.',
  },
  roles: {
    400: 'Failed to create Role: the input is not valid',
    500: 'Failed to create Role: something went wrong at our side.',
  },
  catalogAddItems: {
    400: 'Failed to add items to catalog, please check if the request was correct',
    404: 'Catalog or line list not found',
    500: 'Something went wrong on our side, please try again later.',
  },
  lineListsWithCatalogInfo: { 400: 'Wrong parameters provided for linelists with catalog info' },
  failedToPublishCatalog: 'Failed to publish catalog',
  failedToRemoveItems: 'Failed to remove items',
  failedToCopyItems: 'Failed to copy items',
  noLineListFound: 'No line list found',
  brandListNotLoaded: 'Brand list is not loaded',
  genericClientFailure: 'An error occurred.',
} as const;

/**
 * Messages for situations the specification leaves open (401, 403, 404 of unknown routes,
 * sign-in refusals). Worded by us; see docs/decisions/0003-messages-the-spec-does-not-give.md.
 */
export const platformMessages = {
  unauthorized: 'You need to sign in again.',
  missingToken: 'Sign-in required: no access token was sent.',
  invalidToken: 'Your session is not valid. Please sign in again.',
  expiredToken: 'Your session has expired. Please sign in again.',
  routeNotFound: 'This address does not exist.',
  internalError: 'Something went wrong on our side, please try again later.',
  badRequest: 'The request is not valid.',
  /** 413: the request body is larger than the route accepts (1 MB unless the route documents more). */
  requestBodyTooLarge: (megabytes: number) =>
    `The request is too large: this address accepts at most ${megabytes} MB of data.`,
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  unknownEmail: 'No active team account uses this e-mail address.',
  codeExpired: 'This code has expired. Request a new code.',
  codeTooManyAttempts: 'Too many wrong codes. Request a new code.',
  codeIncorrect: 'The code you entered is incorrect.',
  signInSessionExpired: 'Your sign-in took too long. Please start again.',
  signInFailed: 'Sign-in failed. Please try again.',
  refreshFailed: 'Your session has ended. Please sign in again.',
  /** 503: the instance is stopping (a restart or a deployment); another one answers the retry. */
  shuttingDown: 'This server is restarting. Please try again in a moment.',
  /** 503: no database connection came free in time, or a statement ran past its limit. */
  databaseBusy: 'The server is busy right now. Please try again in a moment.',
} as const;

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
 * The shell: sidebar entries (the spec's names), page headings of the /home routes and
 * the few words the spec leaves open (aria labels, field labels), worded by us.
 */
export const shellTexts = {
  uploadInventory: 'Upload Inventory',
  inventory: 'Inventory',
  catalogs: 'Catalogs',
  brands: 'Brands',
  lineLists: 'Line Lists',
  orders: 'Orders',
  dashboard: 'Dashboard',
  byCatalogType: 'By Catalog Type',
  openStock: 'Open Stock',
  preBook: 'Pre-Book',
  brandAts: 'Brand ATS',
  futureAvailableStock: 'Future Available Stock',
  byBrand: 'By Brand',
  multibrand: 'Multibrand',
  allOrders: 'All Orders',
  customers: 'Customers',
  organizations: 'Organizations',
  stores: 'Stores',
  people: 'People',
  settings: 'Settings',
  team: 'Team',
  account: 'Account',
  logout: 'Logout',
  toggleSidebar: 'Toggle Sidebar',
  sidebar: 'Sidebar',
  breadcrumb: 'Breadcrumb',
  environment: 'Environment',
  home: 'Home',
  goHome: 'Go to Home',
  loading: 'Loading…',
} as const;

/** Headings of the /home screens; a screen not built yet shows only its heading. */
export const pageHeadings = {
  catalogs: 'Catalogs',
  brands: 'Brands',
  createBrand: 'Create Brand',
  lineListTable: 'Line List Table',
  catalogSegmentation: 'Catalog Segmentation',
  organizations: 'Organizations',
  stores: 'Stores',
  store: 'Store',
  people: 'People',
  team: 'Team',
  account: 'Account',
  ordersDashboard: 'Dashboard',
  allOrders: 'All Orders',
  newCustomer: 'New Customer',
  editCustomer: 'Edit Customer',
  newStore: 'New Store',
  createNewUser: 'Create New User',
  editingUser: 'Editing User',
  newTeamMember: 'New Team Member',
} as const;

/** The order screens' catalog types (sidebar: Orders, By Catalog Type), by route segment. */
export const orderCatalogTypeLabels = {
  'open-stock': 'Open Stock',
  'pre-book': 'Pre-Book',
  'brand-ats': 'Brand ATS',
  'future-stock': 'Future Available Stock',
} as const;

/** Sign-in screens (/auth/start, /auth/code): field labels the spec does not word. */
export const authTexts = {
  emailLabel: 'Email',
  emailPlaceholder: 'name@company.com',
  codeLabel: 'Login code',
  signInRequired: 'Redirecting to sign in…',
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
  badNumber: (column: string, row: number, value: string) =>
    `Row ${row}, column "${column}": "${value}" is not a number.`,
  badQuantity: (column: string, row: number, value: string) =>
    `Row ${row}, column "${column}": "${value}" is not a whole number of 0 or more.`,
  badDate: (column: string, row: number, value: string) => `Row ${row}, column "${column}": "${value}" is not a date.`,
  tooLong: (column: string, row: number, max: number) =>
    `Row ${row}, column "${column}": the value is longer than ${max} characters.`,
  duplicateSku: (sku: string, row: number, firstRow: number) =>
    `Row ${row}, column "SKU": SKU "${sku}" already appears in row ${firstRow}.`,
  inconsistentParent: (modelCode: string, column: string, row: number, firstRow: number) =>
    `Row ${row}, column "${column}": model code "${modelCode}" has a different value in row ${firstRow}.`,
  sheetNameWithoutSeason: (sheet: string) =>
    `The first sheet is named "${sheet}": it must be a season followed by a year, for example "Spring 2026".`,
  noParserForBrand: (brand: string) =>
    `There is no line-list parser for the brand "${brand}" yet: only Crocs line lists can be imported.`,
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
