import { describe, expect, it, vi } from 'vitest';
import { platformMessages } from '@lineup/contracts/messages';
import { TokenError } from './access-token';
import { createTestTokens } from './test-tokens';

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
