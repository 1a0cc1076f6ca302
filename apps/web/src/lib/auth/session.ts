import { getRuntimeConfig } from '@/lib/runtime-config';
import { browserLocks, createTokenStore, type TokenStore } from '@/lib/auth/token-store';

let store: TokenStore | null = null;

/** The OAuth client code (oauth4webapi) loads only when a flow step needs it, not with the sign-in form. */
export function oauthClient() {
  return import('@/lib/auth/oauth-client');
}

/** The page's token store: localStorage, Web Locks, the issuer's token endpoint. */
export function tokenStore(): TokenStore {
  store ??= createTokenStore({
    storage: window.localStorage,
    locks: browserLocks(),
    refreshGrant: (refreshToken) =>
      oauthClient().then((oauth) => oauth.refreshTokenGrant(getRuntimeConfig(), refreshToken)),
  });
  return store;
}

/** For tests. */
export function setTokenStore(next: TokenStore | null): void {
  store = next;
}

/** Where to go after signing out: '/', carrying the page to come back to when there is one. */
type SignedOutHandler = (returnTo: string | undefined) => Promise<unknown> | undefined;
let goToLanding: SignedOutHandler = (returnTo) => {
  window.location.assign(returnTo ? `/?${new URLSearchParams({ returnTo })}` : '/');
  return undefined;
};
const signedOutListeners = new Set<() => void>();

/** main.tsx wires this to the router: navigate to '/' (with returnTo when given). */
export function setSignedOutHandler(handler: SignedOutHandler): void {
  goToLanding = handler;
}

/** Called once the user has left the signed-in screens (the query cache empties itself here). */
export function addSignedOutListener(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/**
 * Ends the session in this browser: the tokens go, the refresh token is revoked when asked (best
 * effort: a failure does not keep the user signed in) and the user is sent to '/'. A session that
 * ended by itself (no `revoke`: the refresh was refused) keeps the page, so signing in again comes
 * back to it; Logout starts afresh.
 */
export async function signOut({ revoke = false }: { revoke?: boolean } = {}): Promise<void> {
  const tokens = tokenStore().read();
  tokenStore().clear();
  if (revoke && tokens?.refreshToken) {
    try {
      await Promise.race([
        oauthClient().then((oauth) => oauth.revokeToken(getRuntimeConfig(), tokens.refreshToken!)),
        new Promise((resolve) => setTimeout(resolve, 3000)),
      ]);
    } catch (error) {
      console.error('Token revocation failed', error);
    }
  }
  try {
    await goToLanding(revoke ? undefined : `${window.location.pathname}${window.location.search}`);
  } finally {
    for (const listener of signedOutListeners) listener();
  }
}
