import { platformMessages } from '@lineup/contracts/messages';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { requireAccessToken, TokenError, type VerifyToken, withPrincipals } from './access-token';
import type { ApiPrincipal } from './caller';
import type { AppEnv } from './http-types';
import { createTestTokens, TEST_AUDIENCE, TEST_PORTAL_AUDIENCE } from './test-support/test-tokens';

describe('createTokenVerifier', () => {
  it('accepts a valid token and refuses it once it has expired, even after caching it', async () => {
    const tokens = await createTestTokens();
    const token = await tokens.sign({ sub: 'user-1' }, { expiresInSeconds: 60 });
    expect((await tokens.verifyToken(token)).subject).toBe('user-1');
    expect((await tokens.verifyToken(token)).subject).toBe('user-1');

    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    try {
      await expect(tokens.verifyToken(token)).rejects.toThrow(TokenError);
      await expect(tokens.verifyToken(token)).rejects.toThrow(platformMessages.expiredToken);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token signed for another audience or issuer, or for both APIs at once', async () => {
    const tokens = await createTestTokens();
    const otherAudience = await tokens.sign({ sub: 'u' }, { audience: 'https://elsewhere/api' });
    const otherIssuer = await tokens.sign({ sub: 'u' }, { issuer: 'https://elsewhere/oidc' });
    const both = await tokens.sign({ sub: 'u' }, { audience: [TEST_AUDIENCE, TEST_PORTAL_AUDIENCE] });
    await expect(tokens.verifyToken(otherAudience)).rejects.toThrow(platformMessages.invalidToken);
    await expect(tokens.verifyToken(otherIssuer)).rejects.toThrow(platformMessages.invalidToken);
    await expect(tokens.verifyToken(both)).rejects.toThrow(platformMessages.invalidToken);
  });

  it("names the API a token is for: the back office's or the customer portal's", async () => {
    const tokens = await createTestTokens();
    expect((await tokens.verifyToken(await tokens.tokenFor('staff-1'))).audience).toBe('api');
    const portal = await tokens.portalTokenFor('customer-1', 'org-1');
    expect(await tokens.verifyToken(portal)).toMatchObject({ subject: 'customer-1', audience: 'portal' });
    // Cached answers keep it.
    expect((await tokens.verifyToken(portal)).audience).toBe('portal');
  });
});

describe('the answers at hand (known)', () => {
  it("gives a verified token's answer without waiting until the token expires, and nothing for a token not verified", async () => {
    const tokens = await createTestTokens();
    const token = await tokens.sign({ sub: 'user-1' }, { expiresInSeconds: 60 });
    expect(tokens.verifyToken.known?.(token)).toBeUndefined();
    await tokens.verifyToken(token);
    expect(tokens.verifyToken.known?.(token)).toMatchObject({ subject: 'user-1', audience: 'api' });
    expect(tokens.verifyToken.known?.(`${token}x`)).toBeUndefined();

    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    try {
      expect(tokens.verifyToken.known?.(token)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a caller only once their answer is in and admits them, within the recheck period', async () => {
    const tokens = await createTestTokens();
    const active = new Set(['user-1']);
    const lookups: (() => void)[] = [];
    let clock = 0;
    const verify = withPrincipals(
      tokens.verifyToken,
      (subject) =>
        new Promise<ApiPrincipal | null>((resolve) =>
          lookups.push(() => resolve(active.has(subject) ? { kind: 'staff', userId: subject } : null)),
        ),
      { recheckMs: 5_000, now: () => clock },
    );
    const token = await tokens.tokenFor('user-1');
    const first = verify(token);
    await vi.waitFor(() => expect(lookups).toHaveLength(1));
    expect(verify.known?.(token)).toBeUndefined();
    lookups[0]!();
    await first;
    expect(verify.known?.(token)).toMatchObject({ subject: 'user-1', principal: { kind: 'staff', userId: 'user-1' } });

    // Deactivated: the lookup asked behind the requests refuses them from when it comes in.
    active.delete('user-1');
    clock = 4_000;
    expect(verify.known?.(token)?.subject).toBe('user-1');
    lookups[1]!();
    await vi.waitFor(() => expect(verify.known?.(token)).toBeUndefined());
    await expect(verify(token)).rejects.toThrow(platformMessages.invalidToken);

    // Past the period nothing is at hand: the request waits for its own lookup.
    active.add('user-1');
    clock = 10_000;
    expect(verify.known?.(token)).toBeUndefined();
    expect(lookups).toHaveLength(3);
  });

  it('leaves every token that is not at hand, however it is written, to the full check', async () => {
    const tokens = await createTestTokens();
    const app = new Hono<AppEnv>()
      .use(requireAccessToken(withPrincipals(tokens.verifyToken, async (userId) => ({ kind: 'staff', userId }))))
      .get('/', (c) => c.text(c.get('auth').subject));
    const token = await tokens.tokenFor('user-1');
    const call = async (authorization: string) => {
      const response = await app.request('/', { headers: { authorization } });
      return { status: response.status, body: await response.text() };
    };
    expect(await call(`Bearer ${token}`)).toEqual({ status: 200, body: 'user-1' });
    // The same token, now at hand, written as the scheme allows: accepted as the first time.
    expect(await call(`Bearer ${token}`)).toEqual({ status: 200, body: 'user-1' });
    expect(await call(`bearer   ${token}`)).toEqual({ status: 200, body: 'user-1' });
    expect((await call(`Bearer ${token} extra`)).status).toBe(401);
    expect((await call(`Bearer  ${token}x`)).status).toBe(401);
  });
});

describe('withPrincipals', () => {
  it('attaches the principal and refuses the valid token of a subject who is no longer active, asking once per recheck period', async () => {
    const tokens = await createTestTokens();
    const active = new Set(['user-1', 'user-2']);
    const asked: string[] = [];
    let clock = 0;
    const verify = withPrincipals(
      tokens.verifyToken,
      async (subject): Promise<ApiPrincipal | null> => {
        asked.push(subject);
        return active.has(subject) ? { kind: 'customer', userId: subject, organizationId: 'org-1' } : null;
      },
      { recheckMs: 5_000, now: () => clock },
    );
    const one = await tokens.tokenFor('user-1');
    expect((await verify(one)).principal).toEqual({ kind: 'customer', userId: 'user-1', organizationId: 'org-1' });
    expect((await verify(one)).subject).toBe('user-1');
    expect(asked).toEqual(['user-1']);

    // Deactivated: refused once the answer is rechecked, at the latest after the period.
    active.delete('user-1');
    clock = 4_999;
    expect((await verify(one)).subject).toBe('user-1');
    clock = 5_000;
    await expect(verify(one)).rejects.toThrow(TokenError);
    await expect(verify(one)).rejects.toThrow(platformMessages.invalidToken);
    expect(asked).toEqual(['user-1', 'user-1']);

    // A subject never seen before is asked at once; a bad token is refused before asking.
    active.delete('user-2');
    await expect(verify(await tokens.tokenFor('user-2'))).rejects.toThrow(platformMessages.invalidToken);
    await expect(verify('not-a-jwt')).rejects.toThrow(TokenError);
    expect(asked).toEqual(['user-1', 'user-1', 'user-2']);
  });

  it('asks once for concurrent requests, and asks again after a failed lookup, which is not a refusal', async () => {
    // A verifier that trusts every token and names its subject, so only the lookups are timed.
    const trusting: VerifyToken = async (token) => ({ subject: token, claims: {}, audience: 'api' });
    const lookups: { resolve: (principal: ApiPrincipal | null) => void; reject: (error: Error) => void }[] = [];
    const verify = withPrincipals(
      trusting,
      () => new Promise<ApiPrincipal | null>((resolve, reject) => lookups.push({ resolve, reject })),
    );

    const failing = Promise.allSettled([verify('user-1'), verify('user-1'), verify('user-1')]);
    await vi.waitFor(() => expect(lookups).toHaveLength(1));
    lookups[0]!.reject(new Error('users database unreachable'));
    for (const answer of await failing) {
      expect(answer.status).toBe('rejected');
      expect((answer as PromiseRejectedResult).reason).not.toBeInstanceOf(TokenError);
    }
    expect(lookups).toHaveLength(1);

    const retried = Promise.all([verify('user-1'), verify('user-1')]);
    await vi.waitFor(() => expect(lookups).toHaveLength(2));
    lookups[1]!.resolve({ kind: 'staff', userId: 'user-1' });
    expect((await retried).map((answer) => answer.subject)).toEqual(['user-1', 'user-1']);
    expect(lookups).toHaveLength(2);
  });

  it('asks again behind the requests: they keep the answer until the new one comes, never past the period', async () => {
    const trusting: VerifyToken = async (token) => ({ subject: token, claims: {}, audience: 'api' });
    const lookups: { resolve: (principal: ApiPrincipal | null) => void; reject: (error: Error) => void }[] = [];
    let clock = 0;
    const verify = withPrincipals(
      trusting,
      () => new Promise<ApiPrincipal | null>((resolve, reject) => lookups.push({ resolve, reject })),
      { recheckMs: 5_000, now: () => clock },
    );
    const staff: ApiPrincipal = { kind: 'staff', userId: 'user-1' };
    const first = verify('user-1');
    await vi.waitFor(() => expect(lookups).toHaveLength(1));
    lookups[0]!.resolve(staff);
    expect((await first).principal).toEqual(staff);

    // At four fifths of the period a lookup starts; the requests go on with the answer they have.
    clock = 4_000;
    expect((await verify('user-1')).principal).toEqual(staff);
    clock = 4_500;
    expect((await verify('user-1')).principal).toEqual(staff);
    expect(lookups).toHaveLength(2);
    // It failed: the answer is kept within its period, and the next request asks again.
    lookups[1]!.reject(new Error('users database unreachable'));
    await vi.waitFor(async () => {
      expect((await verify('user-1')).principal).toEqual(staff);
      expect(lookups).toHaveLength(3);
    });
    // It says the user is deactivated: refused from then on, before the period is over.
    lookups[2]!.resolve(null);
    await vi.waitFor(() => expect(verify('user-1')).rejects.toThrow(TokenError));
    expect(lookups).toHaveLength(3);

    // Past the period a request waits for its own lookup, whatever is in flight behind it.
    clock = 8_600; // the refusal, asked at 4,500, is old enough to be asked again behind the requests
    await expect(verify('user-1')).rejects.toThrow(TokenError);
    expect(lookups).toHaveLength(4);
    clock = 9_500; // past its period: this one waits
    let settled = false;
    const waiting = verify('user-1').finally(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(lookups).toHaveLength(5));
    expect(settled).toBe(false);
    lookups[4]!.resolve(staff);
    expect((await waiting).principal).toEqual(staff);
  });
});
