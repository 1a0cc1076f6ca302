import { beforeEach, describe, expect, it } from 'vitest';
import { noteSignInStep, planStartPage, SIGN_IN_STEP_TTL_MS } from '@/features/auth/sign-in-resume';

const NOW = 1_800_000_000_000;
const email = 'ada@lineup.test';
const expired = { error: 'session_expired', error_description: 'Your sign-in took too long. Please start again.' };

describe('resuming a sign-in that is not in progress', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('restarts after a Login refused for want of a sign-in, then posts the request again once', () => {
    noteSignInStep('request', email, NOW);
    expect(planStartPage(expired, NOW + 500)).toEqual({ kind: 'restart', email });
    // The auth service is back on /auth/start with the e-mail of login_hint.
    expect(planStartPage({ email }, NOW + 1500)).toEqual({ kind: 'resubmit', email });
    // A reload or Back does not post it a second time.
    expect(planStartPage({ email }, NOW + 2000)).toEqual({ kind: 'form', email });
  });

  it('never retries the automatic request: a second refusal is shown, with the e-mail kept', () => {
    noteSignInStep('request', email, NOW);
    planStartPage(expired, NOW);
    planStartPage({ email }, NOW);
    expect(planStartPage(expired, NOW + 1000)).toEqual({
      kind: 'form',
      email,
      error: 'session_expired',
      errorDescription: expired.error_description,
    });
    // Nor the one after it: the refusal has ended the automatic steps.
    expect(planStartPage(expired, NOW + 2000).kind).toBe('form');
  });

  it('a new click allows one new automatic retry', () => {
    noteSignInStep('request', email, NOW);
    planStartPage(expired, NOW);
    planStartPage({ email }, NOW);
    planStartPage(expired, NOW);
    noteSignInStep('request', email, NOW + 60_000);
    expect(planStartPage(expired, NOW + 61_000)).toEqual({ kind: 'restart', email });
  });

  it('starts nothing for a link carrying the error, with no click behind it', () => {
    expect(planStartPage({ ...expired, email }, NOW).kind).toBe('form');
    expect(planStartPage({ email }, NOW)).toEqual({ kind: 'form', email });
  });

  it('starts nothing for a click older than the redirects take', () => {
    noteSignInStep('request', email, NOW);
    expect(planStartPage(expired, NOW + SIGN_IN_STEP_TTL_MS + 1).kind).toBe('form');
  });

  it('a code typed in an expired sign-in shows the refusal with the e-mail filled in, and retries nothing', () => {
    noteSignInStep('verify', email, NOW);
    expect(planStartPage(expired, NOW + 500)).toEqual({
      kind: 'form',
      email,
      error: 'session_expired',
      errorDescription: expired.error_description,
    });
  });

  it('does not post for another e-mail than the one the sign-in was restarted for', () => {
    noteSignInStep('request', email, NOW);
    planStartPage(expired, NOW);
    expect(planStartPage({ email: 'someone@else.test' }, NOW)).toEqual({ kind: 'form', email: 'someone@else.test' });
    expect(planStartPage({ email }, NOW).kind).toBe('form');
  });

  it('shows other refusals as they are', () => {
    noteSignInStep('request', email, NOW);
    expect(planStartPage({ email, error: 'unknown_email', error_description: 'No.' }, NOW)).toEqual({
      kind: 'form',
      email,
      error: 'unknown_email',
      errorDescription: 'No.',
    });
  });
});
