import { ACCESS_TOKEN_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY } from '@lineup/contracts/constants';
import { describe, expect, it, vi } from 'vitest';
import {
  createInTabLock,
  createTokenStore,
  type LockManagerLike,
  RefreshRejectedError,
  type StoredTokens,
} from '@/lib/auth/token-store';

const NOW = 1_800_000_000_000;

/** A stand-in for navigator.locks shared by several "tabs": one holder at a time, in order. */
function sharedLock() {
  const inner = createInTabLock();
  let holders = 0;
  let maxHolders = 0;
  const names: string[] = [];
  const locks: LockManagerLike = {
    request: (name, callback) =>
      inner.request(name, async () => {
        names.push(name);
        holders += 1;
        maxHolders = Math.max(maxHolders, holders);
        try {
          return await callback();
        } finally {
          holders -= 1;
        }
      }),
  };
  return { locks, names, maxHolders: () => maxHolders };
}

/** A server that rotates refresh tokens and revokes the grant when an old one comes back. */
function rotatingServer() {
  let current = 'rt-0';
  let generation = 0;
  let revoked = false;
  const presented: string[] = [];
  const refreshGrant = vi.fn(async (refreshToken: string): Promise<StoredTokens> => {
    presented.push(refreshToken);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (revoked || refreshToken !== current) {
      revoked = true;
      throw new RefreshRejectedError('invalid_grant');
    }
    generation += 1;
    current = `rt-${generation}`;
    return { accessToken: `at-${generation}`, refreshToken: current, expiresAt: NOW + 15 * 60_000 };
  });
  return { refreshGrant, presented, revoked: () => revoked };
}

function seed(storage: Storage, tokens: StoredTokens) {
  createTokenStore({ storage, locks: createInTabLock(), refreshGrant: vi.fn() }).write(tokens);
}

describe('token store', () => {
  it('keeps the tokens in storage and knows when the access token is fresh', () => {
    let now = NOW;
    const store = createTokenStore({
      storage: localStorage,
      locks: createInTabLock(),
      refreshGrant: vi.fn(),
      now: () => now,
    });
    expect(store.read()).toBeNull();
    expect(store.hasSession()).toBe(false);
    store.write({ accessToken: 'at', refreshToken: 'rt', expiresAt: NOW + 60_000 });
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('at');
    expect(localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('rt');
    expect(store.isAuthenticated()).toBe(true);
    now = NOW + 45_000; // inside the 30 s margin
    expect(store.isAuthenticated()).toBe(false);
    expect(store.hasSession()).toBe(true);
    store.clear();
    expect(store.read()).toBeNull();
  });

  it('runs one refresh at a time: parallel callers in one tab share one rotation', async () => {
    seed(localStorage, { accessToken: 'at-0', refreshToken: 'rt-0', expiresAt: NOW - 1 });
    const server = rotatingServer();
    const lock = sharedLock();
    const store = createTokenStore({
      storage: localStorage,
      locks: lock.locks,
      refreshGrant: server.refreshGrant,
      now: () => NOW,
    });

    const results = await Promise.all([store.getAccessToken(), store.getAccessToken(), store.refresh()]);

    expect(server.refreshGrant).toHaveBeenCalledTimes(1);
    expect(server.revoked()).toBe(false);
    expect(results[0]).toBe('at-1');
    expect(results[1]).toBe('at-1');
    expect(results[2]?.accessToken).toBe('at-1');
    expect(lock.names.every((name) => name === 'lineup-token-refresh')).toBe(true);
    expect(lock.maxHolders()).toBe(1);
  });

  it('two tabs refreshing at once: the second uses what the first stored instead of reusing the old token', async () => {
    seed(localStorage, { accessToken: 'at-0', refreshToken: 'rt-0', expiresAt: NOW - 1 });
    const server = rotatingServer();
    const lock = sharedLock();
    // Two stores over the same storage and the same lock: two tabs of one browser.
    const tabA = createTokenStore({
      storage: localStorage,
      locks: lock.locks,
      refreshGrant: server.refreshGrant,
      now: () => NOW,
    });
    const tabB = createTokenStore({
      storage: localStorage,
      locks: lock.locks,
      refreshGrant: server.refreshGrant,
      now: () => NOW,
    });

    const [a, b] = await Promise.all([tabA.refresh(), tabB.refresh()]);

    expect(server.presented).toEqual(['rt-0']);
    expect(server.revoked()).toBe(false);
    expect(a).toEqual(b);
    expect(tabB.read()?.refreshToken).toBe('rt-1');
  });

  it('refreshes again later with the rotated token', async () => {
    let now = NOW;
    seed(localStorage, { accessToken: 'at-0', refreshToken: 'rt-0', expiresAt: NOW - 1 });
    const server = rotatingServer();
    const store = createTokenStore({
      storage: localStorage,
      locks: createInTabLock(),
      refreshGrant: server.refreshGrant,
      now: () => now,
    });
    await store.refresh();
    now += 20 * 60_000;
    expect(await store.getAccessToken()).toBe('at-2');
    expect(server.presented).toEqual(['rt-0', 'rt-1']);
  });

  it('clears the session when the server refuses the refresh token', async () => {
    seed(localStorage, { accessToken: 'at-0', refreshToken: 'stale', expiresAt: NOW - 1 });
    const server = rotatingServer();
    const store = createTokenStore({
      storage: localStorage,
      locks: createInTabLock(),
      refreshGrant: server.refreshGrant,
      now: () => NOW,
    });
    expect(await store.refresh()).toBeNull();
    expect(store.read()).toBeNull();
  });

  it('keeps the tokens when the network fails, and lets the next caller try', async () => {
    seed(localStorage, { accessToken: 'at-0', refreshToken: 'rt-0', expiresAt: NOW - 1 });
    const refreshGrant = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const store = createTokenStore({ storage: localStorage, locks: createInTabLock(), refreshGrant, now: () => NOW });
    await expect(store.refresh()).rejects.toThrow('Failed to fetch');
    expect(store.read()?.refreshToken).toBe('rt-0');
  });

  it('answers null without calling the server when there is no refresh token', async () => {
    const refreshGrant = vi.fn();
    const store = createTokenStore({ storage: localStorage, locks: createInTabLock(), refreshGrant, now: () => NOW });
    expect(await store.refresh()).toBeNull();
    expect(refreshGrant).not.toHaveBeenCalled();
  });
});
