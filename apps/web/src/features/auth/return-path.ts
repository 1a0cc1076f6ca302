/** Where the tab goes after the callback of one authorization request: { state, path }. */
const RETURN_PATH_KEY = 'lineup.sign-in-return-path';

/** Longer paths are not kept: a screen's address with its filters fits well below this. */
const MAX_RETURN_PATH_LENGTH = 2048;

/** After signing in without a page to go back to, the first screen is the catalogs overview. */
export const DEFAULT_SIGNED_IN_PATH = '/home/catalogs';

/**
 * The page to return to after signing in, or undefined. Only a path of this origin under /home is
 * accepted (pathname and search; the hash is dropped), so that no link can send a user elsewhere
 * after the sign-in: absolute URLs, protocol-relative ones (//host), backslashes (which browsers
 * read as slashes), control characters and paths that normalise outside /home are refused.
 */
export function safeReturnPath(value: unknown, origin: string = window.location.origin): string | undefined {
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
  if (url.pathname !== '/home' && !url.pathname.startsWith('/home/')) return undefined;
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
 * Keeps the page to return to for the authorization request with this state. One request is
 * pending per tab (the code verifier's cookie holds one), so one entry is kept: a newer request
 * replaces it.
 */
export function rememberReturnPath(state: string, path: string | undefined): void {
  const safe = safeReturnPath(path);
  try {
    if (safe) storage()?.setItem(RETURN_PATH_KEY, JSON.stringify({ state, path: safe }));
    else storage()?.removeItem(RETURN_PATH_KEY);
  } catch {
    // Storage refused (private mode, quota): the user lands on the default screen.
  }
}

/** The page kept for this state (checked again), removed from storage; undefined for another state. */
export function takeReturnPath(state: string | null | undefined): string | undefined {
  const store = storage();
  if (!store || !state) return undefined;
  try {
    const kept = JSON.parse(store.getItem(RETURN_PATH_KEY) ?? 'null') as { state?: unknown; path?: unknown } | null;
    if (kept?.state !== state) return undefined;
    store.removeItem(RETURN_PATH_KEY);
    return safeReturnPath(kept.path);
  } catch {
    return undefined;
  }
}
