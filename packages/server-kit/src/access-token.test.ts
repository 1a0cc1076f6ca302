import { describe, expect, it, vi } from 'vitest';
import { platformMessages } from '@lineup/contracts/messages';
import { refusingInactiveSubjects, TokenError, type VerifyToken } from './access-token';
import { createTestTokens } from './test-support/test-tokens';

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

  it('refuses a token signed for another audience or issuer', async () => {
    const tokens = await createTestTokens();
    const otherAudience = await tokens.sign({ sub: 'u' }, { audience: 'https://elsewhere/api' });
    const otherIssuer = await tokens.sign({ sub: 'u' }, { issuer: 'https://elsewhere/oidc' });
    await expect(tokens.verifyToken(otherAudience)).rejects.toThrow(platformMessages.invalidToken);
    await expect(tokens.verifyToken(otherIssuer)).rejects.toThrow(platformMessages.invalidToken);
  });
});

describe('refusingInactiveSubjects', () => {
  it('refuses the valid token of a subject who is no longer active, asking once per recheck period', async () => {
    const tokens = await createTestTokens();
    const active = new Set(['user-1', 'user-2']);
    const asked: string[] = [];
    let clock = 0;
    const verify = refusingInactiveSubjects(
      tokens.verifyToken,
      async (subject) => {
        asked.push(subject);
        return active.has(subject);
      },
      { recheckMs: 5_000, now: () => clock },
    );
    const one = await tokens.tokenFor('user-1');
    expect((await verify(one)).subject).toBe('user-1');
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
    const trusting: VerifyToken = async (token) => ({ subject: token, claims: {} });
    const lookups: { resolve: (active: boolean) => void; reject: (error: Error) => void }[] = [];
    const verify = refusingInactiveSubjects(
      trusting,
      () => new Promise<boolean>((resolve, reject) => lookups.push({ resolve, reject })),
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
    lookups[1]!.resolve(true);
    expect((await retried).map((answer) => answer.subject)).toEqual(['user-1', 'user-1']);
    expect(lookups).toHaveLength(2);
  });
});
