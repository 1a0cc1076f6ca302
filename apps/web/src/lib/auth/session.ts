import { type AuthRealm, onePerRealm, realmClient, realmPages } from '@/lib/auth/realm';
import { browserLocks, createTokenStore, type TokenStore } from '@/lib/auth/token-store';
import { getRuntimeConfig } from '@/lib/runtime-config';

/** The OAuth client code (oauth4webapi) loads only when a flow step needs it, not with the sign-in form. */
export function oauthClient() {
  return import('@/lib/auth/oauth-client');
}

/** Where to go after signing out: the realm's landing page, carrying the page to come back to when there is one. */
type SignedOutHandler = (returnTo: string | undefined) => Promise<unknown> | undefined;

const signedOutListeners = new Set<() => void>();

/** Called once the user has left the signed-in screens of either realm (the query cache empties itself here). */
export function addSignedOutListener(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** One realm's session in this page: its token store, its sign-out and where that leads. */
function createAuthSession(realm: AuthRealm) {
  let store: TokenStore | null = null;
  const landing = realmPages[realm].landing;
  let goToLanding: SignedOutHandler = (returnTo) => {
    window.location.assign(returnTo ? `${landing}?${new URLSearchParams({ returnTo })}` : landing);
    return undefined;
  };

  /** The realm's token store: localStorage, Web Locks, the issuer's token endpoint with the realm's client. */
  function tokenStore(): TokenStore {
    store ??= createTokenStore({
      storage: window.localStorage,
      locks: browserLocks(),
      realm,
      refreshGrant: (refreshToken) =>
        oauthClient().then((oauth) => oauth.refreshTokenGrant(realmClient(getRuntimeConfig(), realm), refreshToken)),
    });
    return store;
  }

  /** For tests. */
  function setTokenStore(next: TokenStore | null): void {
    store = next;
  }

  /** main.tsx wires this to the router: navigate to the landing page (with returnTo when given). */
  function setSignedOutHandler(handler: SignedOutHandler): void {
    goToLanding = handler;
  }

  /**
   * Ends the session in this browser: the tokens go, the refresh token is revoked when asked (best
   * effort: a failure does not keep the user signed in) and the user is sent to the landing page. A
   * session that ended by itself (no `revoke`: the refresh was refused) keeps the page, so signing
   * in again comes back to it; Logout starts afresh.
   */
  async function signOut({ revoke = false }: { revoke?: boolean } = {}): Promise<void> {
    const tokens = tokenStore().read();
    tokenStore().clear();
    if (revoke && tokens?.refreshToken) {
      try {
        await Promise.race([
          oauthClient().then((oauth) =>
            oauth.revokeToken(realmClient(getRuntimeConfig(), realm), tokens.refreshToken!),
          ),
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

  return { realm, tokenStore, setTokenStore, setSignedOutHandler, signOut };
}

/** The session of a realm: the back office's (staff) or the customer portal's. */
export const authSession = onePerRealm(createAuthSession);

/** The back office's session, under the names its screens, tests and main.tsx use. */
export const { tokenStore, setTokenStore, setSignedOutHandler, signOut } = authSession('back-office');
