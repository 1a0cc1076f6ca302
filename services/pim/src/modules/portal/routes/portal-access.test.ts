import { accessMessages } from '@lineup/contracts/portal-messages';
import { answersOf, apiRoutesOf, routesAnsweringWithoutValidToken } from '@lineup/server-kit/test-support/route-table';
import { rowCounter } from '@lineup/server-kit/test-support/row-counts';
import { insertTeamMember, setAccountStatus } from '@lineup/users/test-support/customer-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortalWorld } from '../../../test-support/portal-world';

let w: Awaited<ReturnType<typeof openPortalWorld>>;
beforeAll(async () => {
  w = await openPortalWorld();
});
afterAll(() => w.t.dispose());

const isPortal = (route: { path: string }) => route.path.startsWith('/api/portal/');

describe('who may call which PIM route', () => {
  it("refuses a customer's token on every back-office route before its handler, changing nothing", async () => {
    const routes = apiRoutesOf(w.t.app).filter((route) => !isPortal(route));
    expect(routes.length).toBeGreaterThan(40);
    const countRows = await rowCounter(w.t.db, 'pim');
    const before = await countRows();
    const answers = await answersOf(w.t.app, routes, w.tokens.buyer);
    const reached = answers.filter((answer) => answer.status !== 403 || answer.message !== accessMessages.staffOnly);
    expect(reached).toEqual([]);
    expect(await countRows()).toEqual(before);
  });

  it('lets staff onto a portal route only with a store to preview', async () => {
    const routes = apiRoutesOf(w.t.app).filter(isPortal);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual([
      'GET /api/portal/me',
      'GET /api/portal/stores/1/catalogs',
      'GET /api/portal/stores/1/catalogs/1',
      'GET /api/portal/stores/1/catalogs/1/items/1',
      'GET /api/portal/stores/1/cart',
      'POST /api/portal/stores/1/cart',
      'PATCH /api/portal/stores/1/cart/1/items/1',
      'DELETE /api/portal/stores/1/cart/1/items/1',
      'GET /api/portal/stores/1/ship-to',
      'POST /api/portal/stores/1/cart/1/submit',
      'GET /api/portal/stores/1/orders',
      'GET /api/portal/stores/1/orders/1',
      'POST /api/portal/stores/1/orders/1/reorder',
      'GET /api/portal/stores/1/catalogs/1/line-sheet',
    ]);
    for (const answer of await answersOf(w.t.app, routes, w.tokens.staff)) {
      // Staff only read the portal: a write is refused before the store to preview is asked for.
      const expected =
        answer.method === 'GET'
          ? { status: 400, message: accessMessages.previewStoreRequired }
          : { status: 403, message: accessMessages.previewReadOnly };
      expect(answer, answer.path).toMatchObject(expected);
    }
    // A preview is read-only, on any portal path (the portal's writes will inherit it).
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const [answer] = await answersOf(w.t.app, [{ method, path: '/api/portal/me' }], w.tokens.staff, {
        query: `previewStoreId=${w.store.downtown}`,
      });
      expect(answer).toMatchObject({ status: 403, message: accessMessages.previewReadOnly });
    }
  });

  it('refuses on every route the still-valid tokens of deactivated people and organizations, and of strangers', async () => {
    // None of them has called yet, so no earlier answer is remembered.
    await setAccountStatus(w.t.usersDb, w.ids.colleague, 'inactive');
    const formerMember = await insertTeamMember(w.t.usersDb, w.internal, 'inactive');
    const { routes, failures } = await routesAnsweringWithoutValidToken(w.t.app, w.t.tokens, [
      ["a customer of a deactivated organization's token", w.tokens.gone],
      ["a deactivated customer's token", w.tokens.colleague],
      ["a deactivated team member's token", await w.t.tokens.tokenFor(formerMember)],
      ['a token of nobody we know', await w.t.tokens.tokenFor('00000000-0000-4000-8000-000000000000')],
      ['a portal token of nobody we know', await w.t.tokens.portalTokenFor('someone', w.ids.alpha)],
    ]);
    expect(routes.filter(isPortal)).toHaveLength(14);
    expect(failures).toEqual([]);
  });
});
