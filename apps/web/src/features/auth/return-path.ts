import type { AuthRealm } from '@/lib/auth/realm';

/** Where the tab goes after the callback of one authorization request: { state, path }, per realm. */
const RETURN_PATH_KEYS: Record<AuthRealm, string> = {
  'back-office': 'lineup.sign-in-return-path',
  portal: 'lineup.portal.sign-in-return-path',
};

/** Longer paths are not kept: a screen's address with its filters fits well below this. */
const MAX_RETURN_PATH_LENGTH = 2048;

const isUnder = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/**
 * The pages a realm's sign-in may come back to. The back office's: its screens under /home, and a
 * staff preview of the customer portal (a /portal page naming previewStoreId), which signs staff in
 * with the back office's session. The portal's: its screens under /portal. Never a sign-in page.
 */
function isRealmPage(url: URL, realm: AuthRealm): boolean {
  if (isUnder(url.pathname, '/portal/auth')) return false;
  const portalPage = isUnder(url.pathname, '/portal');
  if (realm === 'portal') return portalPage;
  return isUnder(url.pathname, '/home') || (portalPage && url.searchParams.has('previewStoreId'));
}

/**
 * The page to return to after signing in, or undefined. Only a path of this origin among the
 * realm's pages is accepted (pathname and search; the hash is dropped), so that no link can send a
 * user elsewhere after the sign-in: absolute URLs, protocol-relative ones (//host), backslashes
 * (which browsers read as slashes), control characters and paths that normalise elsewhere are refused.
 */
export function safeReturnPath(
  value: unknown,
  origin: string = window.location.origin,
  realm: AuthRealm = 'back-office',
): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  if (!isRealmPage(url, realm)) return undefined;
  return `${url.pathname}${url.search}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps the page to return to for the realm's authorization request with this state. One request
 * is pending per realm (its code verifier's cookie holds one), so one entry is kept per realm: a
 * newer request replaces it.
 */
export function rememberReturnPath(state: string, path: string | undefined, realm: AuthRealm = 'back-office'): void {
  const safe = safeReturnPath(path, window.location.origin, realm);
  const key = RETURN_PATH_KEYS[realm];
  try {
    if (safe) storage()?.setItem(key, JSON.stringify({ state, path: safe }));
    else storage()?.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): the user lands on the default screen.
  }
}

/** The page kept for this state (checked again), removed from storage; undefined for another state. */
export function takeReturnPath(state: string | null | undefined, realm: AuthRealm = 'back-office'): string | undefined {
  const store = storage();
  const key = RETURN_PATH_KEYS[realm];
  if (!store || !state) return undefined;
  try {
    const kept = JSON.parse(store.getItem(key) ?? 'null') as { state?: unknown; path?: unknown } | null;
    if (kept?.state !== state) return undefined;
    store.removeItem(key);
    return safeReturnPath(kept.path, window.location.origin, realm);
  } catch {
    return undefined;
  }
}
