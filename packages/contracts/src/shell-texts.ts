/**
 * The frame every page shows: the product and its sign-in pages, the back office's shell (sidebar,
 * header, breadcrumbs) and its page headings. Kept apart from the rest of the catalogue
 * (messages.ts) because the SPA's entry and the sign-in and portal pages load them.
 */

export const productTexts = {
  name: 'Lineup',
  signInDescription:
    'A catalog management system for organizing line lists, tracking inventory, managing team permissions and coordinating customer relationships.',
  authenticatingTitle: 'Authenticating',
  authenticatingSubtitle: 'This will take a minute',
  welcomeBack: 'Welcome back',
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

/**
 * The shell: sidebar entries (the product's given names), page headings of the /home routes and
 * the few words of our own (aria labels, field labels).
 */
export const shellTexts = {
  /** Under a list whose search matches nothing: the list itself is not empty. */
  clearSearch: 'Clear search',
  uploadInventory: 'Upload Inventory',
  inventory: 'Inventory',
  catalogs: 'Catalogs',
  brands: 'Brands',
  lineLists: 'Line Lists',
  pictures: 'Pictures',
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
  /** An order page's last crumb: its number. */
  orderCrumb: (id: string) => `#${id}`,
  customers: 'Customers',
  organizations: 'Organizations',
  stores: 'Stores',
  people: 'People',
  settings: 'Settings',
  team: 'Team',
  roles: 'Roles',
  account: 'Account',
  logout: 'Logout',
  toggleSidebar: 'Toggle Sidebar',
  sidebar: 'Sidebar',
  breadcrumb: 'Breadcrumb',
  environment: 'Environment',
  home: 'Home',
  /** The last crumb of an edit page, after what is edited (Brands › Crocs › Edit). */
  edit: 'Edit',
  goHome: 'Go to Home',
  loading: 'Loading…',
} as const;

/**
 * What a /home screen is for, under its heading, shown before its data arrives (and drawn in its
 * first paint, before any script: apps/web/index.html).
 */
export const pageDescriptions = {
  catalogs:
    "Each saved line list's catalogs (Athletic, Boutique, Crocs): sort their items, then publish them to show them to customers in the portal.",
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
  roles: 'Roles',
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

/** Sign-in screens (/auth/start, /auth/code): field labels of our own wording. */
export const authTexts = {
  emailLabel: 'Email',
  emailPlaceholder: 'name@company.com',
  codeLabel: 'Login code',
  /** Under the code form: every address reaches this page, so it says who gets a code. */
  codeOnlyToAccounts:
    'A code is sent only to the address of an active account. If none arrives within a few minutes, check the address above.',
  signInRequired: 'Redirecting to sign in…',
} as const;
