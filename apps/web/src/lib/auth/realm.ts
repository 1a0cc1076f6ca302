import {
  ACCESS_TOKEN_EXPIRES_AT_STORAGE_KEY,
  ACCESS_TOKEN_STORAGE_KEY,
  CODE_CHALLENGE_COOKIE_NAME,
  PORTAL_ACCESS_TOKEN_EXPIRES_AT_STORAGE_KEY,
  PORTAL_ACCESS_TOKEN_STORAGE_KEY,
  PORTAL_CODE_CHALLENGE_COOKIE_NAME,
  PORTAL_REFRESH_TOKEN_STORAGE_KEY,
  PORTAL_TOKEN_REFRESH_LOCK_NAME,
  REFRESH_TOKEN_STORAGE_KEY,
  TOKEN_REFRESH_LOCK_NAME,
} from '@lineup/contracts/constants';
import type { WebRuntimeConfig } from '@lineup/contracts/runtime-config';

/**
 * The SPA holds two sessions, one per OAuth client of the same issuer: the back office's (staff,
 * pages under /home) and the customer portal's (customers, pages under /portal). Each keeps its
 * own tokens, refresh lock and pending sign-in, so signing in or out of one never touches the other.
 */
export type AuthRealm = 'back-office' | 'portal';

/** Where a realm keeps its session in the browser. */
export type RealmStorage = {
  accessToken: string;
  refreshToken: string;
  expiresAt: string;
  /** The Web Lock its refreshes run under (one refresh at a time across tabs). */
  refreshLock: string;
  /** The cookie holding its pending authorization request (PKCE verifier and state). */
  pendingRequestCookie: string;
};

export const realmStorage: Record<AuthRealm, RealmStorage> = {
  'back-office': {
    accessToken: ACCESS_TOKEN_STORAGE_KEY,
    refreshToken: REFRESH_TOKEN_STORAGE_KEY,
    expiresAt: ACCESS_TOKEN_EXPIRES_AT_STORAGE_KEY,
    refreshLock: TOKEN_REFRESH_LOCK_NAME,
    pendingRequestCookie: CODE_CHALLENGE_COOKIE_NAME,
  },
  portal: {
    accessToken: PORTAL_ACCESS_TOKEN_STORAGE_KEY,
    refreshToken: PORTAL_REFRESH_TOKEN_STORAGE_KEY,
    expiresAt: PORTAL_ACCESS_TOKEN_EXPIRES_AT_STORAGE_KEY,
    refreshLock: PORTAL_TOKEN_REFRESH_LOCK_NAME,
    pendingRequestCookie: PORTAL_CODE_CHALLENGE_COOKIE_NAME,
  },
};

/**
 * A realm's pages: `landing` starts a sign-in (and is where signing out goes), `start` is its
 * e-mail form, `signedIn` where a signed-in user on a sign-in page is sent, `firstPage` the page
 * after signing in when there is none to return to.
 */
type RealmPages = { landing: string; start: string; signedIn: string; firstPage: string };

export const realmPages = {
  'back-office': { landing: '/', start: '/auth/start', signedIn: '/home', firstPage: '/home/catalogs' },
  portal: {
    landing: '/portal',
    start: '/portal/auth/start',
    signedIn: '/portal/catalogs',
    firstPage: '/portal/catalogs',
  },
} as const satisfies Record<AuthRealm, RealmPages>;

/** What the OAuth client needs to know of a realm: its client, redirect, audience and pending-request cookie. */
export type RealmClient = {
  issuer: string;
  clientId: string;
  redirectUri: string;
  apiResource: string;
  scope: string;
  pendingRequestCookie: string;
};

export function realmClient(config: WebRuntimeConfig, realm: AuthRealm): RealmClient {
  const client = realm === 'portal' ? config.portal : config;
  return {
    issuer: config.issuer,
    clientId: client.clientId,
    redirectUri: client.redirectUri,
    apiResource: client.apiResource,
    scope: config.scope,
    pendingRequestCookie: realmStorage[realm].pendingRequestCookie,
  };
}

/** A thing each realm has its own of (its session, its sign-in steps), made once for each. */
export function onePerRealm<T>(create: (realm: AuthRealm) => T): (realm: AuthRealm) => T {
  const made: Record<AuthRealm, T> = { 'back-office': create('back-office'), portal: create('portal') };
  return (realm) => made[realm];
}
