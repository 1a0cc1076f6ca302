/**
 * Sign-in without a sign-in in progress. The auth service answers a code request it cannot place in
 * a sign-in (none was started in this browser, e.g. /auth/start opened from a bookmark, or it
 * expired after 30 minutes) with /auth/start?error=session_expired. The SPA then starts a new
 * authorization request for the e-mail typed (login_hint) and, once the auth service is back on
 * /auth/start with that e-mail, posts the code request again by itself.
 *
 * The rule against loops: one automatic retry per click. Each click on Login, Continue or Request
 * new code notes its step in this tab; only a refusal that follows a click's code request starts a
 * new sign-in, and the request posted automatically afterwards is never retried. Nothing else (a
 * link carrying ?error=session_expired, a reload, a step older than a few minutes) starts anything.
 */

const SIGN_IN_STEP_KEY = 'lineup.sign-in-step';

/** The redirects between a click and the page it leads to take seconds; an older step is stale. */
export const SIGN_IN_STEP_TTL_MS = 2 * 60_000;

/**
 * request / verify: the user clicked to ask for a code / to check one. restarting: a new
 * authorization request was started for the e-mail after the code request found no sign-in.
 * resubmitted: the code request was posted again automatically in that new sign-in.
 */
export type SignInStep = 'request' | 'verify' | 'restarting' | 'resubmitted';

type NotedStep = { step: SignInStep; email: string; at: number };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readStep(now: number): NotedStep | null {
  try {
    const noted = JSON.parse(storage()?.getItem(SIGN_IN_STEP_KEY) ?? 'null') as Partial<NotedStep> | null;
    if (!noted || typeof noted.email !== 'string' || typeof noted.at !== 'number') return null;
    if (!['request', 'verify', 'restarting', 'resubmitted'].includes(noted.step ?? '')) return null;
    if (now - noted.at > SIGN_IN_STEP_TTL_MS || noted.at > now) return null;
    return noted as NotedStep;
  } catch {
    return null;
  }
}

/** Notes the step a click (or the automatic retry) is about to post, for the e-mail it is about. */
export function noteSignInStep(step: SignInStep, email: string, now: number = Date.now()): void {
  try {
    storage()?.setItem(SIGN_IN_STEP_KEY, JSON.stringify({ step, email: email.trim(), at: now }));
  } catch {
    // Storage refused: no automatic retry, the refusal is shown as it is.
  }
}

export function forgetSignInStep(): void {
  try {
    storage()?.removeItem(SIGN_IN_STEP_KEY);
  } catch {
    // Nothing was kept.
  }
}

export type StartPageSearch = { email?: string; error?: string; error_description?: string };

/**
 * What /auth/start does with its address: start a new sign-in for an e-mail (restart), post the
 * code request for it at once (resubmit), or show the form (with the e-mail and the error, if any).
 * Reading the plan moves the noted step on, so a reload or Back never repeats an automatic step.
 */
export type StartPagePlan =
  | { kind: 'restart'; email: string }
  | { kind: 'resubmit'; email: string }
  | { kind: 'form'; email?: string; error?: string; errorDescription?: string };

export function planStartPage(search: StartPageSearch, now: number = Date.now()): StartPagePlan {
  const noted = readStep(now);
  if (search.error === 'session_expired') {
    if (noted?.step === 'request') {
      noteSignInStep('restarting', noted.email, now);
      return { kind: 'restart', email: noted.email };
    }
    forgetSignInStep();
    // A code that was typed in an expired sign-in: the form keeps the e-mail for the next Login.
    return {
      kind: 'form',
      email: search.email ?? noted?.email,
      error: search.error,
      errorDescription: search.error_description,
    };
  }
  if (!search.error && noted?.step === 'restarting' && search.email === noted.email) {
    noteSignInStep('resubmitted', noted.email, now);
    return { kind: 'resubmit', email: noted.email };
  }
  if (noted?.step === 'restarting' || noted?.step === 'resubmitted') forgetSignInStep();
  return { kind: 'form', email: search.email, error: search.error, errorDescription: search.error_description };
}
