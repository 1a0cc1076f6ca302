import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

describe('createReadCache', () => {
  it('answers from the cache while fresh, then reloads once in the background', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => clock });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await cache.get('k', load)).toBe(1);
    clock = 1001;
    // Expired: the previous answer while one reload runs, then the reloaded one.
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    expect(loads).toBe(2);
    await Promise.resolve();
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets everything on clear, and never keeps a load that a write overtook', async () => {
    let loads = 0;
    const cache = createReadCache({ ttlMs: 60_000 });
    expect(await cache.get('k', async () => ++loads)).toBe(1);
    cache.clear();
    expect(await cache.get('k', async () => ++loads)).toBe(2);

    let release!: () => void;
    const slow = cache.get('k2', () => new Promise<string>((resolve) => (release = () => resolve('before write'))));
    cache.clear();
    release();
    expect(await slow).toBe('before write');
    expect(await cache.get('k2', async () => 'after write')).toBe('after write');
  });

  it('does not remember a failed load', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });
});

describe('createReadCache while not enabled', () => {
  it('loads on every call and keeps nothing, then caches again', async () => {
    let enabled = false;
    let loads = 0;
    const cache = createReadCache({ ttlMs: 60_000, enabled: () => enabled });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(2);
    enabled = true;
    expect(await cache.get('k', load)).toBe(3);
    expect(await cache.get('k', load)).toBe(3);
  });
});
