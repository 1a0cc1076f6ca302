import { isRedirect } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finishSignIn, landOnRoot, requireSession, restartSignIn, signInFlow } from '@/features/auth/auth-session-flow';
import type { RealmClient } from '@/lib/auth/realm';
import { authSession, setTokenStore } from '@/lib/auth/session';
import { createInTabLock, createTokenStore, RefreshRejectedError } from '@/lib/auth/token-store';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { jsonResponse, testConfig } from '@/test/fixtures';

// The code redemption is the token endpoint's business (tested end to end in e2e/sign-in.spec.ts);
// here it succeeds when the state matches the pending request, as the real one checks.
vi.mock('@/lib/auth/oauth-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/auth/oauth-client')>();
  return {
    ...original,
    completeAuthorization: vi.fn(async (client: RealmClient, callbackUrl: URL) => {
      if (callbackUrl.searchParams.get('state') !== original.pendingAuthorizationState(client))
        throw new Error('state');
      return { accessToken: 'at', refreshToken: 'rt', expiresAt: Date.now() + 600_000 };
    }),
  };
});

// jsdom's ArrayBuffer is not Node's, which the S256 digest returns; the challenge is not under test.
vi.mock('oauth4webapi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('oauth4webapi')>()),
  calculatePKCECodeChallenge: vi.fn(async (verifier: string) => `challenge-of-${verifier.length}`),
}));

function stubIssuer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      jsonResponse(200, { issuer: testConfig.issuer, authorization_endpoint: `${testConfig.issuer}/auth` }),
    ),
  );
}

/** Runs a step that leaves for the issuer and answers the URL it left for. */
async function leaveFor(step: (assign: (url: string) => void) => Promise<unknown>): Promise<URL> {
  const assign = vi.fn();
  await step(assign);
  expect(assign).toHaveBeenCalledTimes(1);
  return new URL(assign.mock.calls[0]![0] as string);
}

function callbackFor(authorization: URL): string {
  return `${testConfig.redirectUri}?code=c-${Math.random()}&state=${authorization.searchParams.get('state')}`;
}

function thrownBy(run: () => unknown): Promise<unknown> {
  return Promise.resolve()
    .then(run)
    .then(
      () => undefined,
      (error: unknown) => error,
    );
}

describe('coming back to the page the sign-in started from', () => {
  beforeEach(() => {
    setRuntimeConfig(testConfig);
    window.sessionStorage.clear();
    stubIssuer();
  });
  afterEach(() => setTokenStore(null));

  it('a /home page opened without a session goes to / with the page to return to', async () => {
    const thrown = await thrownBy(() =>
      requireSession({ location: { pathname: '/home/people', searchStr: '?search=x' } }),
    );
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/',
      search: { returnTo: '/home/people?search=x' },
    });
  });

  it('a session the issuer no longer refreshes also keeps the page', async () => {
    const store = createTokenStore({
      storage: localStorage,
      locks: createInTabLock(),
      refreshGrant: async () => {
        throw new RefreshRejectedError('invalid_grant');
      },
    });
    store.write({ accessToken: 'old', refreshToken: 'rt', expiresAt: Date.now() - 1 });
    setTokenStore(store);
    const thrown = await thrownBy(() => requireSession({ location: { pathname: '/home/stores', searchStr: '' } }));
    expect((thrown as { options: unknown }).options).toMatchObject({ search: { returnTo: '/home/stores' } });
  });

  it('the callback goes to the page kept for the request it redeems', async () => {
    const authorization = await leaveFor((assign) => landOnRoot({ returnTo: '/home/people?search=x' }, assign));
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(await finishSignIn(callbackFor(authorization))).toEqual({ next: '/home/people?search=x' });
  });

  it.each(['//evil.example/home', 'https://evil.example/home/people', '/\\evil.example'])(
    'an address elsewhere (%j) is ignored: the callback goes to the catalogs',
    async (returnTo) => {
      const authorization = await leaveFor((assign) => landOnRoot({ returnTo }, assign));
      expect(await finishSignIn(callbackFor(authorization))).toEqual({ next: '/home/catalogs' });
    },
  );

  it('a signed-in user on / goes straight to the page to return to, never elsewhere', async () => {
    const store = createTokenStore({ storage: localStorage, locks: createInTabLock(), refreshGrant: vi.fn() });
    store.write({ accessToken: 'at', refreshToken: 'rt', expiresAt: Date.now() + 600_000 });
    setTokenStore(store);
    const home = await thrownBy(() => landOnRoot({ returnTo: '/home/people?search=x' }));
    expect((home as { options: unknown }).options).toMatchObject({ href: '/home/people?search=x' });
    const evil = await thrownBy(() => landOnRoot({ returnTo: '//evil.example' }));
    expect((evil as { options: unknown }).options).toMatchObject({ href: '/home' });
  });

  it('a restarted sign-in asks for the e-mail typed and keeps the page of the one it replaces', async () => {
    await leaveFor((assign) => landOnRoot({ returnTo: '/home/people?search=x' }, assign));
    const restarted = await leaveFor((assign) => restartSignIn('ada@lineup.test', assign));
    expect(restarted.searchParams.get('login_hint')).toBe('ada@lineup.test');
    expect(restarted.searchParams.get('prompt')).toBe('login');
    expect(await finishSignIn(callbackFor(restarted))).toEqual({ next: '/home/people?search=x' });
  });

  it('a callback for an earlier request than the pending one fails and goes nowhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = await leaveFor((assign) => landOnRoot({ returnTo: '/home/people' }, assign));
    await leaveFor((assign) => restartSignIn('ada@lineup.test', assign));
    const outcome = await finishSignIn(callbackFor(first));
    expect(outcome).toMatchObject({ failure: { error: 'authorization_failed' } });
  });

  it('an issuer out of reach leaves the restart undone, without a loop', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Another issuer: the discovery of the first one is kept for the page.
    setRuntimeConfig({ ...testConfig, issuer: 'http://localhost:3999/oidc' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const assign = vi.fn();
    expect(await restartSignIn('ada@lineup.test', assign)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the customer portal signs in with its own client and session', () => {
  const portal = signInFlow('portal');
  const portalCallbackFor = (authorization: URL) =>
    `${testConfig.portal.redirectUri}?code=c-${Math.random()}&state=${authorization.searchParams.get('state')}`;

  beforeEach(() => {
    setRuntimeConfig(testConfig);
    window.sessionStorage.clear();
    stubIssuer();
  });
  afterEach(() => {
    authSession('portal').setTokenStore(null);
    setTokenStore(null);
  });

  it('asks the issuer for the portal client, its redirect and its audience', async () => {
    const authorization = await leaveFor((assign) => portal.land({ returnTo: '/portal/catalogs?store=s1' }, assign));
    expect(authorization.searchParams.get('client_id')).toBe('lineup-portal');
    expect(authorization.searchParams.get('redirect_uri')).toBe('http://localhost:3000/portal/auth/callback');
    expect(authorization.searchParams.get('resource')).toBe('http://localhost:3000/api/portal');
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(await portal.finishSignIn(portalCallbackFor(authorization))).toEqual({ next: '/portal/catalogs?store=s1' });
    // The tokens are the portal's: the back office is still signed out.
    expect(localStorage.getItem('lineup.portal.accessToken')).toBe('at');
    expect(localStorage.getItem('lineup.accessToken')).toBeNull();
  });

  it('keeps its pending request apart: a back-office sign-in started meanwhile does not void it', async () => {
    const first = await leaveFor((assign) => portal.land({}, assign));
    await leaveFor((assign) => landOnRoot({}, assign));
    expect(await portal.finishSignIn(portalCallbackFor(first))).toEqual({ next: '/portal/catalogs' });
  });

  it('a portal page without a session goes to /portal; a back-office page is never one to return to', async () => {
    const thrown = await thrownBy(() =>
      portal.requireSession({ location: { pathname: '/portal/catalogs/7', searchStr: '?q=clog' } }),
    );
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/portal',
      search: { returnTo: '/portal/catalogs/7?q=clog' },
    });
    const authorization = await leaveFor((assign) => portal.land({ returnTo: '/home/people' }, assign));
    expect(await portal.finishSignIn(portalCallbackFor(authorization))).toEqual({ next: '/portal/catalogs' });
  });

  it("the back office's sign-in may come back to a staff preview of the portal, not to a customer's page", async () => {
    const preview = '/portal/catalogs?previewStoreId=0b5a4a8e-6f1d-4c57-9a51-6f6f7d0c1a01';
    const thrown = await thrownBy(() =>
      requireSession({
        location: { pathname: '/portal/catalogs', searchStr: preview.slice('/portal/catalogs'.length) },
      }),
    );
    expect((thrown as { options: unknown }).options).toMatchObject({ to: '/', search: { returnTo: preview } });
    const staff = await leaveFor((assign) => landOnRoot({ returnTo: preview }, assign));
    expect(await finishSignIn(callbackFor(staff))).toEqual({ next: preview });
    localStorage.clear();
    const customerPage = await leaveFor((assign) => landOnRoot({ returnTo: '/portal/catalogs' }, assign));
    expect(await finishSignIn(callbackFor(customerPage))).toEqual({ next: '/home/catalogs' });
  });
});
