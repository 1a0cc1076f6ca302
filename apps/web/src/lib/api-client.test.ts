import { errorMessages, platformMessages } from '@lineup/contracts/error-messages';
import type { WebRuntimeConfig } from '@lineup/contracts/runtime-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet } from '@/lib/api-client';
import { setSignedOutHandler, setTokenStore, signOut } from '@/lib/auth/session';
import { createInTabLock, createTokenStore } from '@/lib/auth/token-store';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { testConfig } from '@/test/fixtures';

const config: WebRuntimeConfig = { ...testConfig, pimUrl: 'http://pim.test', usersUrl: 'http://users.test/base' };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('api client', () => {
  const refreshGrant = vi.fn();
  const signedOut = vi.fn();

  beforeEach(() => {
    setRuntimeConfig(config);
    const store = createTokenStore({ storage: localStorage, locks: createInTabLock(), refreshGrant });
    store.write({ accessToken: 'at-1', refreshToken: 'rt-1', expiresAt: Date.now() + 600_000 });
    setTokenStore(store);
    setSignedOutHandler((returnTo) => {
      signedOut(returnTo);
      return undefined;
    });
  });

  afterEach(() => {
    setTokenStore(null);
    refreshGrant.mockReset();
    signedOut.mockReset();
  });

  it('sends the bearer token to the service base URL and unwraps the envelope', async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true, message: 'ok', data: [{ id: 1 }] }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet('users', '/api/users', { query: { limit: 5 } })).resolves.toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://users.test/base/api/users?limit=5');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer at-1');
  });

  it("turns a failure into an ApiError with the server's message, or the generic one", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { success: false, message: 'Brand not found' })),
    );
    await expect(apiGet('pim', '/api/brands/9')).rejects.toEqual(new ApiError(404, 'Brand not found'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    await expect(apiGet('pim', '/api/brands')).rejects.toEqual(new ApiError(502, errorMessages.genericClientFailure));
  });

  it('on 401 refreshes once and retries once with the new token', async () => {
    refreshGrant.mockResolvedValue({ accessToken: 'at-2', refreshToken: 'rt-2', expiresAt: Date.now() + 600_000 });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { success: false, message: 'expired' }))
      .mockResolvedValueOnce(json(200, { success: true, message: 'ok', data: { id: 'u1' } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet('users', '/api/users/me')).resolves.toEqual({ id: 'u1' });
    expect(refreshGrant).toHaveBeenCalledWith('rt-1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1]![1] as RequestInit).headers).toMatchObject({ authorization: 'Bearer at-2' });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('signs out and sends the user to / when the retry is refused too, keeping the page to come back to', async () => {
    window.history.replaceState(null, '', '/home/people?search=x');
    refreshGrant.mockResolvedValue({ accessToken: 'at-2', refreshToken: 'rt-2', expiresAt: Date.now() + 600_000 });
    const fetchMock = vi.fn(async () => json(401, { success: false, message: 'no' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet('users', '/api/users/me')).rejects.toEqual(new ApiError(401, platformMessages.unauthorized));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(signedOut).toHaveBeenCalledWith('/home/people?search=x');
    expect(localStorage.length).toBe(0);
  });

  it('Logout (a revoking sign-out) starts afresh: no page to come back to', async () => {
    window.history.replaceState(null, '', '/home/people');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200 })),
    );
    await signOut({ revoke: true });
    expect(signedOut).toHaveBeenCalledWith(undefined);
  });
});
