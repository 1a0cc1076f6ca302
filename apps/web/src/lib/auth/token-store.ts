import { type AuthRealm, realmStorage } from '@/lib/auth/realm';

/** What the browser keeps of a session (access and refresh tokens, in browser storage). */
export type StoredTokens = {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
};

/** The subset of the Web Locks API we use; injected so tests (and old browsers) can do without it. */
export type LockManagerLike = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
};

/** The authorization server refused the refresh token (revoked, expired, reused): the session is over. */
export class RefreshRejectedError extends Error {}

export type TokenStoreOptions = {
  storage: Storage;
  locks: LockManagerLike;
  /** Calls the token endpoint with the refresh_token grant; throws RefreshRejectedError when refused. */
  refreshGrant: (refreshToken: string) => Promise<StoredTokens>;
  /** Whose session: its storage keys and refresh lock (the back office's unless named). */
  realm?: AuthRealm;
  now?: () => number;
};

/** An access token this close to its expiry is treated as expired, so requests do not race it. */
const EXPIRY_MARGIN_MS = 30_000;

/** A lock that only serialises callers inside this tab: the fallback when navigator.locks is missing. */
export function createInTabLock(): LockManagerLike {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>) {
      const run = tail.then(callback, callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

export function browserLocks(): LockManagerLike {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks && typeof locks.request === 'function') {
    return { request: (name, callback) => locks.request(name, callback) };
  }
  return createInTabLock();
}

/**
 * Tokens in localStorage, refreshed one at a time across tabs. The server rotates refresh tokens and
 * revokes the whole grant when an old one is presented again, so two tabs must never refresh with the
 * same token: the refresh runs inside a Web Lock, and inside it the storage is read again; when another
 * tab (or an earlier caller in this one) has already rotated the token, its result is used as is.
 */
export function createTokenStore({
  storage,
  locks,
  refreshGrant,
  realm = 'back-office',
  now = Date.now,
}: TokenStoreOptions) {
  const keys = realmStorage[realm];

  function read(): StoredTokens | null {
    const accessToken = storage.getItem(keys.accessToken);
    const refreshToken = storage.getItem(keys.refreshToken);
    if (!accessToken && !refreshToken) return null;
    const expiresAt = Number(storage.getItem(keys.expiresAt) ?? 0);
    return { accessToken: accessToken ?? '', refreshToken, expiresAt: Number.isFinite(expiresAt) ? expiresAt : 0 };
  }

  function write(tokens: StoredTokens): void {
    storage.setItem(keys.accessToken, tokens.accessToken);
    storage.setItem(keys.expiresAt, String(tokens.expiresAt));
    if (tokens.refreshToken) storage.setItem(keys.refreshToken, tokens.refreshToken);
    else storage.removeItem(keys.refreshToken);
  }

  function clear(): void {
    storage.removeItem(keys.accessToken);
    storage.removeItem(keys.refreshToken);
    storage.removeItem(keys.expiresAt);
  }

  function isFresh(tokens: StoredTokens | null): tokens is StoredTokens {
    return Boolean(tokens?.accessToken) && tokens!.expiresAt - EXPIRY_MARGIN_MS > now();
  }

  /**
   * Refreshes the tokens once, under the cross-tab lock. Returns the tokens to use, or null when there
   * is no session any more (no refresh token, or the server refused it: storage is then cleared).
   * Network failures are thrown and leave the stored tokens alone.
   */
  async function refresh(): Promise<StoredTokens | null> {
    const seenRefreshToken = read()?.refreshToken ?? null;
    return locks.request(keys.refreshLock, async () => {
      const current = read();
      if (!current?.refreshToken) return null;
      if (current.refreshToken !== seenRefreshToken && isFresh(current)) return current;
      try {
        const next = await refreshGrant(current.refreshToken);
        const tokens = { ...next, refreshToken: next.refreshToken ?? current.refreshToken };
        write(tokens);
        return tokens;
      } catch (error) {
        if (error instanceof RefreshRejectedError) {
          clear();
          return null;
        }
        throw error;
      }
    });
  }

  /** A usable access token: the stored one while fresh, otherwise a refreshed one; null when signed out. */
  async function getAccessToken(): Promise<string | null> {
    const tokens = read();
    if (!tokens) return null;
    if (isFresh(tokens)) return tokens.accessToken;
    return (await refresh())?.accessToken ?? null;
  }

  return {
    read,
    write,
    clear,
    refresh,
    getAccessToken,
    /** A fresh access token is stored. */
    isAuthenticated: () => isFresh(read()),
    /** Something to sign in with is stored (a fresh access token or a refresh token). */
    hasSession: () => {
      const tokens = read();
      return Boolean(tokens?.refreshToken) || isFresh(tokens);
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
