import { platformMessages } from '@lineup/contracts/messages';
import { accessMessages } from '@lineup/contracts/portal-messages';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requireAccessToken, withPrincipals } from './access-token';
import { guardApiAreas, type PortalEnv } from './api-areas';
import type { ApiPrincipal } from './caller';
import type { AppEnv } from './http-types';
import { createTestTokens } from './test-support/test-tokens';

const STORE = '7d1b2c3e-4f50-4a6b-8c9d-0e1f2a3b4c5d';
const principals: Record<string, ApiPrincipal> = {
  staff: { kind: 'staff', userId: 'staff' },
  customer: { kind: 'customer', userId: 'customer', organizationId: 'org-1' },
};

/** An app with one back-office and one portal route whose handlers say that they ran and for whom. */
async function guardedApp() {
  const tokens = await createTestTokens();
  const app = new Hono<AppEnv>();
  app.use('/api/*', requireAccessToken(withPrincipals(tokens.verifyToken, async (id) => principals[id] ?? null)));
  app.use('/api/*', guardApiAreas());
  app.get('/api/brands', (c) => c.json({ success: true, message: 'OK', data: 'back office' }));
  const portal = new Hono<PortalEnv>();
  portal.on(['GET', 'POST'], '/me', (c) => c.json({ success: true, message: 'OK', data: c.get('portalCaller') }));
  app.route('/api/portal', portal);
  const call = async (path: string, token: string, method = 'GET') => {
    const response = await app.request(path, { method, headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data?: unknown; message: string };
    return { status: response.status, ran: 'data' in body ? body.data : undefined, message: body.message };
  };
  return { tokens, call };
}

describe('the API areas', () => {
  it('let only staff with a back-office token reach the back office', async () => {
    const { tokens, call } = await guardedApp();
    expect(await call('/api/brands', await tokens.tokenFor('staff'))).toMatchObject({ status: 200 });
    const refused = { status: 403, ran: undefined, message: accessMessages.staffOnly };
    expect(await call('/api/brands', await tokens.portalTokenFor('customer', 'org-1'))).toEqual(refused);
    // Whatever the token's audience, a customer is not staff (and a staff member's portal token is no pass).
    expect(await call('/api/brands', await tokens.tokenFor('customer'))).toEqual(refused);
    expect(await call('/api/brands', await tokens.portalTokenFor('staff', 'org-1'))).toEqual(refused);
  });

  it("let a customer into the portal for the organization they belong to now, not the token's claim", async () => {
    const { tokens, call } = await guardedApp();
    expect(await call('/api/portal/me', await tokens.portalTokenFor('customer', 'org-1'))).toEqual({
      status: 200,
      ran: { kind: 'customer', userId: 'customer', organizationId: 'org-1' },
      message: 'OK',
    });
    expect(await call('/api/portal/me', await tokens.portalTokenFor('customer', 'org-2'))).toEqual({
      status: 401,
      ran: undefined,
      message: platformMessages.invalidToken,
    });
    const notCustomer = { status: 403, ran: undefined, message: accessMessages.customersOnly };
    expect(await call('/api/portal/me', await tokens.portalTokenFor('staff', 'org-1'))).toEqual(notCustomer);
    expect(await call('/api/portal/me', await tokens.tokenFor('customer'))).toEqual(notCustomer);
  });

  it('let staff into the portal only to preview a named store, and only to read', async () => {
    const { tokens, call } = await guardedApp();
    const staff = await tokens.tokenFor('staff');
    const required = { status: 400, ran: undefined, message: accessMessages.previewStoreRequired };
    expect(await call('/api/portal/me', staff)).toEqual(required);
    expect(await call('/api/portal/me?previewStoreId=not-a-store', staff)).toEqual(required);
    expect(await call(`/api/portal/me?previewStoreId=${STORE}`, staff)).toEqual({
      status: 200,
      ran: { kind: 'preview', userId: 'staff', storeId: STORE },
      message: 'OK',
    });
    expect(await call(`/api/portal/me?previewStoreId=${STORE}`, staff, 'POST')).toEqual({
      status: 403,
      ran: undefined,
      message: accessMessages.previewReadOnly,
    });
  });
});
