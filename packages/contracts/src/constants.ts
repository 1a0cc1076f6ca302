/** The product's business constants and limits (sizes, delays, lengths, defaults). */

export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '256px';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
export const MOBILE_BREAKPOINT_PX = 1024;

export const TABLE_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 500;
export const DRAG_HOVER_TAB_SWITCH_MS = 1000;
export const LOGIN_CODE_LENGTH = 6;
/** Letters and digits, as the authentication service issues them. */
export const LOGIN_CODE_PATTERN = /^[A-Z0-9]+$/;

/** A United States postal code: digits only, at most this many (the ZIP+4 extension is not taken). */
export const US_POSTAL_CODE_MAX_DIGITS = 5;
/** Any other country's postal code, kept as typed: longer than every format postcode-validator knows. */
export const POSTAL_CODE_MAX_LENGTH = 16;
/** Names of things people pick from lists (brands, line lists, roles, organizations, stores): long enough for any real one. */
export const NAME_MAX_LENGTH = 100;
export const USER_NAME_MIN_LENGTH_ON_CREATE = 3;
export const NAME_MIN_LENGTH = 1;

export const PREVIEW_MAX_ROWS = 15;
export const PREVIEW_COLUMNS_AFTER_FIRST = 4;
export const FILE_SIZE_DECIMALS = 2;

export const BRAND_CATEGORY_ID = 1;

export const STORE_SEGMENTATIONS = ['good', 'better', 'best'] as const;
export const DEFAULT_STORE_SEGMENTATION = 'good';
export const DEFAULT_FIRST_STORE_NAME = 'Main Store';
export const DEFAULT_ADDED_STORE_NAME = 'New Store';

export const CATALOG_TYPES = ['unsorted', 'athletic', 'boutique', 'crocs'] as const;
export const OWNERSHIP_VALUES = ['partner', 'owned', 'wholesale_account'] as const;

/** The ownership choices of a store's basic info, with their labels. */
export const OWNERSHIP_OPTIONS = [
  { label: 'Partner', value: 'partner' },
  { label: 'Owned', value: 'owned' },
  { label: 'Wholesale Account', value: 'wholesale_account' },
] as const satisfies readonly { label: string; value: (typeof OWNERSHIP_VALUES)[number] }[];
/** The segmentation choices, as labels. */
export const SEGMENTATION_OPTIONS = ['Athletic / Sports', 'Boutique / Style', 'Crocs'] as const;
/**
 * A store's catalog segment for a brand: which of the brand's sorted catalogs the store sees in
 * the customer portal. One per brand of the store's focus; the labels are the segmentation list's.
 */
export const CATALOG_SEGMENTS = ['athletic', 'boutique', 'crocs'] as const;
export const CATALOG_SEGMENT_OPTIONS = [
  { label: SEGMENTATION_OPTIONS[0], value: 'athletic' },
  { label: SEGMENTATION_OPTIONS[1], value: 'boutique' },
  { label: SEGMENTATION_OPTIONS[2], value: 'crocs' },
] as const satisfies readonly { label: string; value: (typeof CATALOG_SEGMENTS)[number] }[];

export const TABLE_HEIGHT_PX = 500;
export const ROW_HEIGHT_ESTIMATE = 57;
export const ROW_OVERSCAN = 5;
export const SEARCH_BOX_WIDTH_PX = 360;

export const CODE_CHALLENGE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24;

/** The authentication service's own limits (services/auth/README.md, "Refusals"). */
export const LOGIN_CODE_TTL_SECONDS = 10 * 60;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export const INTERNAL_ORGANIZATION_NAME = 'Lineup';
export const ADMIN_ROLE_NAME = 'Admin';
export const DEFAULT_SEED_ADMIN_EMAIL = 'admin@lineup.local';
export const CROCS_BRAND_NAME = 'Crocs';

/** The SPA's OAuth client, registered with the auth service. */
export const WEB_CLIENT_ID = 'lineup-web';
/** The audience of access tokens for the PIM and users APIs. */
export const API_RESOURCE_PATH = '/api';
/**
 * The customer portal's OAuth client (same SPA build, pages under /portal). Its access tokens
 * carry their own audience, so a customer's token is never accepted by a back-office route.
 */
export const PORTAL_CLIENT_ID = 'lineup-portal';
export const PORTAL_REDIRECT_PATH = '/portal/auth/callback';
export const PORTAL_API_RESOURCE_PATH = '/api/portal';
/**
 * Claims of every access token besides sub: `kind` says whose it is; a customer's token also
 * names the organization (the APIs still look the user up: the claim is not the authority).
 */
export const ACCESS_TOKEN_KINDS = ['staff', 'customer'] as const;
export const API_SCOPES = 'openid offline_access api';

/** The order screens' catalog types (sidebar: Orders, By Catalog Type), as route segments. */
export const ORDER_CATALOG_TYPES = ['open-stock', 'pre-book', 'brand-ats', 'future-stock'] as const;
/** The browser's storage keys and lock name of the SPA's session (its tokens are kept in browser storage). */
export const ACCESS_TOKEN_STORAGE_KEY = 'lineup.accessToken';
export const REFRESH_TOKEN_STORAGE_KEY = 'lineup.refreshToken';
/** The portal's session keeps its tokens apart from the back office's. */
export const PORTAL_ACCESS_TOKEN_STORAGE_KEY = 'lineup.portal.accessToken';
export const PORTAL_REFRESH_TOKEN_STORAGE_KEY = 'lineup.portal.refreshToken';
export const PORTAL_ACCESS_TOKEN_EXPIRES_AT_STORAGE_KEY = 'lineup.portal.accessTokenExpiresAt';
/** Each session refreshes under its own lock, and keeps its own pending sign-in (PKCE cookie). */
export const PORTAL_TOKEN_REFRESH_LOCK_NAME = 'lineup-portal-token-refresh';
export const PORTAL_CODE_CHALLENGE_COOKIE_NAME = 'lineup_portal_pkce';
export const ACCESS_TOKEN_EXPIRES_AT_STORAGE_KEY = 'lineup.accessTokenExpiresAt';
export const TOKEN_REFRESH_LOCK_NAME = 'lineup-token-refresh';
export const CODE_CHALLENGE_COOKIE_NAME = 'lineup_pkce';
