import { platformMessages } from '@lineup/contracts/messages';
import { redirect } from '@tanstack/react-router';
import {
  DEFAULT_SIGNED_IN_PATH,
  rememberReturnPath,
  safeReturnPath,
  takeReturnPath,
} from '@/features/auth/return-path';
import { forgetSignInStep } from '@/features/auth/sign-in-resume';
import { oauthClient, tokenStore } from '@/lib/auth/session';
import { getRuntimeConfig } from '@/lib/runtime-config';

export type AuthErrorSearch = { error?: string; error_description?: string };
/** The landing route's search: an error to carry to /auth/start, or the /home page to come back to. */
export type LandingSearch = AuthErrorSearch & { returnTo?: string };

type Assign = (url: string) => void;
const goTo: Assign = (url) => window.location.assign(url);

/**
 * Sends the browser to the issuer with a new authorization request (PKCE and state kept by the
 * OAuth client), keeping for its state the /home page to return to after the callback.
 */
async function authorize(options: { returnTo?: string; loginHint?: string }, assign: Assign): Promise<void> {
  const oauth = await oauthClient();
  const request = await oauth.createAuthorizationRequest(getRuntimeConfig(), { loginHint: options.loginHint });
  rememberReturnPath(request.state, options.returnTo);
  assign(request.url);
}

/**
 * The landing route '/': signed in → the page to return to (else /home); otherwise
 * refresh, and on success the same; otherwise start the authorization flow, or with error parameters
 * go to /auth/start carrying them. returnTo is only ever a path under /home of this origin.
 */
export async function landOnRoot(search: LandingSearch, assign: Assign = goTo): Promise<void> {
  if (search.error) {
    throw redirect({ to: '/auth/start', search: { error: search.error, error_description: search.error_description } });
  }
  const returnTo = safeReturnPath(search.returnTo);
  const store = tokenStore();
  if (store.isAuthenticated()) throw redirect({ href: returnTo ?? '/home' });
  const refreshed = await store.refresh().catch(() => null);
  if (refreshed) throw redirect({ href: returnTo ?? '/home' });
  await authorize({ returnTo }, assign);
}

/**
 * The code request found no sign-in in progress: a new authorization request for this e-mail
 * replaces the old one, keeping the page the old one was to return to. Answers false when it could
 * not be started (the issuer unreachable): the page then shows the refusal instead.
 */
export async function restartSignIn(email: string, assign: Assign = goTo): Promise<boolean> {
  try {
    const oauth = await oauthClient();
    const previousState = oauth.pendingAuthorizationState();
    const request = await oauth.createAuthorizationRequest(getRuntimeConfig(), { loginHint: email });
    rememberReturnPath(request.state, takeReturnPath(previousState));
    assign(request.url);
    return true;
  } catch (error) {
    console.error('A new sign-in could not be started', error);
    forgetSignInStep();
    return false;
  }
}

/** Sign-in pages are for signed-out users only. */
export function leaveIfSignedIn(): void {
  if (tokenStore().isAuthenticated()) throw redirect({ to: '/home' });
}

/**
 * Every /home route requires a session; without one the user goes to '/', which signs in and comes
 * back to this page. An expired access token is refreshed here, so that a session that ended
 * meanwhile (refresh refused) also comes back here; an unreachable issuer is left to the loader.
 */
export async function requireSession({ location }: { location: { pathname: string; searchStr: string } }) {
  const store = tokenStore();
  if (store.isAuthenticated()) return;
  if (store.hasSession()) {
    const refreshed = await store.refresh().catch(() => 'unreachable' as const);
    if (refreshed) return;
  }
  throw redirect({ to: '/', search: { returnTo: safeReturnPath(`${location.pathname}${location.searchStr}`) } });
}

/** The callback's outcome: the page to go to, or the error to carry to /auth/start. */
export type SignInOutcome = { next: string } | { failure: AuthErrorSearch };

let pending: { href: string; result: Promise<SignInOutcome> } | null = null;

async function redeem(href: string): Promise<SignInOutcome> {
  const oauth = await oauthClient();
  try {
    tokenStore().write(await oauth.completeAuthorization(getRuntimeConfig(), new URL(href)));
    forgetSignInStep();
    // The state has just been checked against this browser's pending request.
    return { next: takeReturnPath(new URL(href).searchParams.get('state')) ?? DEFAULT_SIGNED_IN_PATH };
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
 * tokens, and answer the page to go to (the one kept for this request, else the catalogs overview)
 * or the error to carry to /auth/start.
 */
export function finishSignIn(href: string): Promise<SignInOutcome> {
  if (pending?.href !== href) pending = { href, result: redeem(href) };
  return pending.result;
}
