import { brandSchema } from '@lineup/contracts/pim-responses';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { setTokenStore } from '@/lib/auth/session';
import { createInTabLock, createTokenStore } from '@/lib/auth/token-store';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { testConfig } from '@/test/fixtures';

const brand = {
  id: 1,
  name: 'Crocs',
  description: null,
  categoryId: 1,
  status: 'active',
  wholesalePercent: 50,
  imageNamingRule: '<model code>_<color>_<n>',
  orderRules: { minUnitsPerOrder: null, minUnitsPerStyle: null, casePack: null },
  stockDisplay: 'exact',
  importFormatVersion: null,
  hasImportFormat: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function answer(data: unknown) {
  const body = JSON.stringify({ success: true, message: 'OK', data });
  return vi.fn(async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
}

describe('api client in development', () => {
  beforeEach(() => {
    setRuntimeConfig({ ...testConfig, pimUrl: 'http://pim.test' });
    const store = createTokenStore({ storage: localStorage, locks: createInTabLock(), refreshGrant: vi.fn() });
    store.write({ accessToken: 'at-1', refreshToken: 'rt-1', expiresAt: Date.now() + 600_000 });
    setTokenStore(store);
  });
  afterEach(() => setTokenStore(null));

  it('checks an answer against its contract schema and reports each mismatch, using the answer as it came', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', answer([brand]));
    await expect(apiGet('pim', '/api/brands', { schema: z.array(brandSchema) })).resolves.toEqual([brand]);
    expect(report).not.toHaveBeenCalled();

    const drifted = { ...brand, categoryId: '1', status: 'archived' };
    vi.stubGlobal('fetch', answer([drifted]));
    await expect(apiGet('pim', '/api/brands', { schema: z.array(brandSchema) })).resolves.toEqual([drifted]);
    expect(report).toHaveBeenCalledTimes(1);
    const message = String(report.mock.calls[0]![0]);
    expect(message).toContain('/api/brands');
    expect(message).toContain('0.categoryId');
    expect(message).toContain('0.status');
  });

  it('loads a schema given as a loader, then checks the answer the same way', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = vi.fn(async () => z.object({ id: z.number() }));
    vi.stubGlobal('fetch', answer({ id: 'one' }));
    await expect(apiGet('pim', '/api/portal/me', { schema: loader })).resolves.toEqual({ id: 'one' });
    expect(loader).toHaveBeenCalledTimes(1);
    expect(String(report.mock.calls[0]![0])).toContain('id: Invalid input');
  });
});
