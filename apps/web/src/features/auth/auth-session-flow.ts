import { platformMessages } from '@lineup/contracts/error-messages';
import { redirect } from '@tanstack/react-router';
import { rememberReturnPath, safeReturnPath, takeReturnPath } from '@/features/auth/return-path';
import { forgetSignInStep } from '@/features/auth/sign-in-resume';
import { type AuthRealm, onePerRealm, realmClient, realmPages } from '@/lib/auth/realm';
import { authSession, oauthClient } from '@/lib/auth/session';
import { getRuntimeConfig } from '@/lib/runtime-config';

export type AuthErrorSearch = { error?: string; error_description?: string };
/** The landing route's search: an error to carry to the start page, or the page to come back to. */
export type LandingSearch = AuthErrorSearch & { returnTo?: string };

type Assign = (url: string) => void;
const goTo: Assign = (url) => window.location.assign(url);

/** The callback's outcome: the page to go to, or the error to carry to the start page. */
export type SignInOutcome = { next: string } | { failure: AuthErrorSearch };

/**
 * The sign-in steps of one realm: the landing page, the start page's restart, the guards of its
 * pages and the callback. The back office's and the portal's differ only in their client, their
 * session and their pages (lib/auth/realm.ts).
 */
function createSignInFlow(realm: AuthRealm) {
  const pages = realmPages[realm];
  const session = authSession(realm);
  const client = () => realmClient(getRuntimeConfig(), realm);
  const safe = (path: unknown) => safeReturnPath(path, window.location.origin, realm);

  /**
   * Sends the browser to the issuer with a new authorization request (PKCE and state kept by the
   * OAuth client), keeping for its state the page to return to after the callback.
   */
  async function authorize(options: { returnTo?: string; loginHint?: string }, assign: Assign): Promise<void> {
    const oauth = await oauthClient();
    const request = await oauth.createAuthorizationRequest(client(), { loginHint: options.loginHint });
    rememberReturnPath(request.state, options.returnTo, realm);
    assign(request.url);
  }

  /**
   * The landing page ('/', '/portal'): signed in → the page to return to (else the realm's first
   * page); otherwise refresh, and on success the same; otherwise start the authorization flow, or
   * with error parameters go to the start page carrying them. returnTo is only ever one of the
   * realm's pages of this origin.
   */
  async function land(search: LandingSearch, assign: Assign = goTo): Promise<void> {
    if (search.error) {
      throw redirect({ to: pages.start, search: { error: search.error, error_description: search.error_description } });
    }
    const returnTo = safe(search.returnTo);
    const store = session.tokenStore();
    if (store.isAuthenticated()) throw redirect({ href: returnTo ?? pages.signedIn });
    const refreshed = await store.refresh().catch(() => null);
    if (refreshed) throw redirect({ href: returnTo ?? pages.signedIn });
    await authorize({ returnTo }, assign);
  }

  /**
   * The code request found no sign-in in progress: a new authorization request for this e-mail
   * replaces the old one, keeping the page the old one was to return to. Answers false when it could
   * not be started (the issuer unreachable): the page then shows the refusal instead.
   */
  async function restartSignIn(email: string, assign: Assign = goTo): Promise<boolean> {
    try {
      const oauth = await oauthClient();
      const previousState = oauth.pendingAuthorizationState(client());
      const request = await oauth.createAuthorizationRequest(client(), { loginHint: email });
      rememberReturnPath(request.state, takeReturnPath(previousState, realm), realm);
      assign(request.url);
      return true;
    } catch (error) {
      console.error('A new sign-in could not be started', error);
      forgetSignInStep();
      return false;
    }
  }

  /** Sign-in pages are for signed-out users only. */
  function leaveIfSignedIn(): void {
    if (session.tokenStore().isAuthenticated()) throw redirect({ to: pages.signedIn });
  }

  /**
   * Every signed-in page of the realm requires a session; without one the user goes to the landing
   * page, which signs in and comes back to this page. An expired access token is refreshed here, so
   * that a session that ended meanwhile (refresh refused) also comes back here; an unreachable
   * issuer is left to the loader.
   */
  async function requireSession({ location }: { location: { pathname: string; searchStr: string } }) {
    const store = session.tokenStore();
    if (store.isAuthenticated()) return;
    if (store.hasSession()) {
      const refreshed = await store.refresh().catch(() => 'unreachable' as const);
      if (refreshed) return;
    }
    throw redirect({ to: pages.landing, search: { returnTo: safe(`${location.pathname}${location.searchStr}`) } });
  }

  let pending: { href: string; result: Promise<SignInOutcome> } | null = null;

  async function redeem(href: string): Promise<SignInOutcome> {
    const oauth = await oauthClient();
    try {
      session.tokenStore().write(await oauth.completeAuthorization(client(), new URL(href)));
      forgetSignInStep();
      // The state has just been checked against this browser's pending request.
      return { next: takeReturnPath(new URL(href).searchParams.get('state'), realm) ?? pages.firstPage };
    } catch (error) {
      console.error('Sign-in callback failed', error);
      const described = oauth.describeAuthorizationError(error);
      return {
        failure: {
          error: described.error,
          error_description: described.error_description ?? platformMessages.signInFailed,
        },
      };
    }
  }

  /**
   * The callback: redeem the code once (a page rendered twice must not redeem it twice), keep the
   * tokens, and answer the page to go to (the one kept for this request, else the realm's first
   * page) or the error to carry to the start page.
   */
  function finishSignIn(href: string): Promise<SignInOutcome> {
    if (pending?.href !== href) pending = { href, result: redeem(href) };
    return pending.result;
  }

  return { land, restartSignIn, leaveIfSignedIn, requireSession, finishSignIn };
}

/** The sign-in steps of the back office (staff) or of the customer portal (customers). */
export const signInFlow = onePerRealm(createSignInFlow);

/** The back office's steps, under the names its routes and tests use. */
export const {
  land: landOnRoot,
  restartSignIn,
  leaveIfSignedIn,
  requireSession,
  finishSignIn,
} = signInFlow('back-office');
