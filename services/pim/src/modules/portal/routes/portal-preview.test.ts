import { portalSessionSchema } from '@lineup/contracts/portal';
import { portalMessages } from '@lineup/contracts/portal-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortalWorld } from '../../../test-support/portal-world';

let w: Awaited<ReturnType<typeof openPortalWorld>>;
beforeAll(async () => {
  w = await openPortalWorld();
});
afterAll(() => w.t.dispose());

const previewing = (storeId: string) => `previewStoreId=${storeId}`;

describe('staff previewing the customer portal', () => {
  it("see exactly the previewed store, as its organization's buyers see it", async () => {
    const { status, body } = await w.get(`/api/portal/me?${previewing(w.store.mall)}`, w.tokens.staff);
    expect(status).toBe(200);
    const session = portalSessionSchema.parse(body.data);
    expect(session).toMatchObject({
      user: { id: w.ids.staff, email: 'staff@lineup.test' },
      organization: { id: w.ids.alpha, name: 'Alpha Shoes' },
      preview: true,
    });
    expect(session.stores.map((store) => store.id)).toEqual([w.store.mall]);

    const store = `/api/portal/stores/${w.store.downtown}/catalogs`;
    const asBuyer = await w.get(store, w.tokens.buyer);
    const asStaff = await w.get(`${store}?${previewing(w.store.downtown)}`, w.tokens.staff);
    expect(asStaff).toEqual(asBuyer);
    const item = `${store}/${w.lineList.spring}/items/ATH-00001`;
    expect(await w.get(`${item}?${previewing(w.store.downtown)}`, w.tokens.staff)).toEqual(
      await w.get(item, w.tokens.buyer),
    );
  });

  it('see no other store than the previewed one, and no inactive store', async () => {
    const notFound = { status: 404, body: { success: false, message: portalMessages.storeNotFound } };
    const other = `/api/portal/stores/${w.store.downtown}/catalogs?${previewing(w.store.mall)}`;
    expect(await w.get(other, w.tokens.staff)).toEqual(notFound);
    for (const storeId of [w.store.closed, w.store.gone, '00000000-0000-4000-8000-000000000000']) {
      expect(await w.get(`/api/portal/me?${previewing(storeId)}`, w.tokens.staff), storeId).toEqual(notFound);
    }
  });
});
