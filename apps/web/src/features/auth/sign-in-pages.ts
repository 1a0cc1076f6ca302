import { redirect } from '@tanstack/react-router';
import { type AuthErrorSearch, type LandingSearch, signInFlow } from '@/features/auth/auth-session-flow';
import { planStartPage, type StartPagePlan } from '@/features/auth/sign-in-resume';
import { type AuthRealm, realmPages } from '@/lib/auth/realm';
import { searchText } from '@/lib/search-params';

/**
 * What the sign-in routes of either realm do before they render ('/' and '/auth/*' for the back
 * office, '/portal' and '/portal/auth/*' for the portal): their search params and their guards.
 * Kept apart from the pages' components, which load with the routes' own chunks.
 */

export type StartSearch = AuthErrorSearch & { email?: string };
export type CodeSearch = AuthErrorSearch & { email?: string };

export function landingSearch(search: Record<string, unknown>): LandingSearch {
  return {
    error: searchText(search.error),
    error_description: searchText(search.error_description),
    // Checked by the landing: only one of the realm's pages of this origin is ever used.
    returnTo: searchText(search.returnTo),
  };
}

export function startSearch(search: Record<string, unknown>): StartSearch {
  return {
    email: searchText(search.email),
    error: searchText(search.error),
    error_description: searchText(search.error_description),
  };
}

export function codeSearch(search: Record<string, unknown>): CodeSearch {
  return {
    email: searchText(search.email),
    error: searchText(search.error),
    error_description: searchText(search.error_description),
  };
}

/**
 * The start page: signed-in users leave; otherwise the plan for its address (the form, or resuming
 * a code request that found no sign-in). A restart that cannot reach the issuer shows the form.
 */
export async function prepareStartPage(realm: AuthRealm, search: StartSearch): Promise<{ startPlan: StartPagePlan }> {
  const flow = signInFlow(realm);
  flow.leaveIfSignedIn();
  const plan = planStartPage(search);
  if (plan.kind === 'restart' && !(await flow.restartSignIn(plan.email))) {
    return {
      startPlan: { kind: 'form', email: plan.email, error: search.error, errorDescription: search.error_description },
    };
  }
  return { startPlan: plan };
}

/** The code page: signed-in users leave; without the e-mail the code was sent to, back to the start page. */
export function guardCodePage(realm: AuthRealm, search: CodeSearch): void {
  signInFlow(realm).leaveIfSignedIn();
  if (!search.email) throw redirect({ to: realmPages[realm].start });
}
