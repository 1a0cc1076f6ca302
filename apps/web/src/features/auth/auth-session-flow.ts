import { platformMessages } from '@lineup/contracts/messages';
import { redirect } from '@tanstack/react-router';
import { oauthClient, tokenStore } from '@/lib/auth/session';
import { getRuntimeConfig } from '@/lib/runtime-config';

export type AuthErrorSearch = { error?: string; error_description?: string };

/**
 * The landing route '/' (spec point 2): signed in → /home; otherwise refresh, and on success /home;
 * otherwise start the authorization flow, or with error parameters go to /auth/start carrying them.
 */
export async function landOnRoot(search: AuthErrorSearch): Promise<void> {
  if (search.error) {
    throw redirect({ to: '/auth/start', search: { error: search.error, error_description: search.error_description } });
  }
  const store = tokenStore();
  if (store.isAuthenticated()) throw redirect({ to: '/home' });
  const refreshed = await store.refresh().catch(() => null);
  if (refreshed) throw redirect({ to: '/home' });
  const oauth = await oauthClient();
  await oauth.startAuthorization(getRuntimeConfig());
}

/** Sign-in pages are for signed-out users only. */
export function leaveIfSignedIn(): void {
  if (tokenStore().isAuthenticated()) throw redirect({ to: '/home' });
}

/** Every /home route requires a session; without one the user goes to '/'. */
export function requireSession(): void {
  if (!tokenStore().hasSession()) throw redirect({ to: '/' });
}

let pending: { href: string; result: Promise<AuthErrorSearch | null> } | null = null;

async function redeem(href: string): Promise<AuthErrorSearch | null> {
  const oauth = await oauthClient();
  try {
    tokenStore().write(await oauth.completeAuthorization(getRuntimeConfig(), new URL(href)));
    return null;
  } catch (error) {
    console.error('Sign-in callback failed', error);
    const described = oauth.describeAuthorizationError(error);
    return { error: described.error, error_description: described.error_description ?? platformMessages.signInFailed };
  }
}

/**
 * The callback: redeem the code once (a page rendered twice must not redeem it twice), keep the
 * tokens, and answer null on success or the error to carry to /auth/start.
 */
export function finishSignIn(href: string): Promise<AuthErrorSearch | null> {
  if (pending?.href !== href) pending = { href, result: redeem(href) };
  return pending.result;
}
