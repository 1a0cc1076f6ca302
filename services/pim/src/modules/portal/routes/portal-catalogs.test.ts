import {
  portalCatalogDetailSchema,
  portalCatalogSchema,
  portalItemSchema,
  portalSessionSchema,
} from '@lineup/contracts/portal';
import { portalMessages } from '@lineup/contracts/portal-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortalWorld } from '../../../test-support/portal-world';

let w: Awaited<ReturnType<typeof openPortalWorld>>;
beforeAll(async () => {
  w = await openPortalWorld();
});
afterAll(() => w.t.dispose());

const catalogsOf = (storeId: string) => `/api/portal/stores/${storeId}/catalogs`;
const notFound = (message: string) => ({ status: 404, body: { success: false, message } });

describe('the customer portal for a customer', () => {
  it("answers who they are, their organization and the active stores they buy for, with each store's segments", async () => {
    const { status, body } = await w.get('/api/portal/me', w.tokens.buyer);
    expect(status).toBe(200);
    const session = portalSessionSchema.parse(body.data);
    expect(session.user).toMatchObject({ id: w.ids.buyer, firstName: 'Bea' });
    expect(session.organization).toEqual({ id: w.ids.alpha, name: 'Alpha Shoes' });
    expect(session.preview).toBe(false);
    // Not the colleague's store, not the inactive one; a brand of the focus without a segment is left out.
    expect(session.stores).toEqual([
      {
        id: w.store.downtown,
        name: 'Alpha Downtown',
        organizationName: 'Alpha Shoes',
        city: 'Austin',
        logoUrl: expect.any(String),
        // The orders' directory does not know the store here: no discount (portal-buying-terms.test.ts has one).
        segments: [
          { brandId: w.brand.crocs, brandName: 'Crocs', catalogSegment: 'athletic', discountPercent: 0 },
          { brandId: w.brand.beta, brandName: 'Beta Boots', catalogSegment: 'boutique', discountPercent: 0 },
        ],
      },
      {
        id: w.store.empty,
        name: 'Alpha Empty',
        organizationName: 'Alpha Shoes',
        city: null,
        logoUrl: expect.any(String),
        segments: [],
      },
    ]);
  });

  it("lists the store's catalogs newest first: published line lists of its brands, counted in its segment", async () => {
    const { status, body } = await w.get(catalogsOf(w.store.downtown), w.tokens.buyer);
    expect(status).toBe(200);
    const catalogs = body.data.map((catalog: unknown) => portalCatalogSchema.parse(catalog));
    expect(catalogs).toEqual([
      expect.objectContaining({
        lineListId: w.lineList.fall,
        brandName: 'Beta Boots',
        catalogSegment: 'boutique',
        itemsCount: 2,
        publishedAt: '2026-02-10T10:00:00.000Z',
      }),
      expect.objectContaining({
        lineListId: w.lineList.spring,
        name: 'Crocs Spring',
        brandId: w.brand.crocs,
        lineListType: 'pre-book',
        catalogSegment: 'athletic',
        itemsCount: 3,
      }),
    ]);
  });

  it('answers a catalog with every item of its segment, in the line list order, and one item in full', async () => {
    const { status, body } = await w.get(`${catalogsOf(w.store.downtown)}/${w.lineList.spring}`, w.tokens.buyer);
    expect(status).toBe(200);
    const detail = portalCatalogDetailSchema.parse(body.data);
    expect(detail.catalog).toMatchObject({ lineListId: w.lineList.spring, itemsCount: 3 });
    expect(detail.items.map((item) => item.modelCode)).toEqual(['ATH-00001', 'ATH-00002', 'ATH-00003']);
    expect(detail.items[0]).toEqual({
      modelCode: 'ATH-00001',
      silhouette: 'Classic Clog',
      color: 'Black',
      franchise: 'Classic',
      gender: 'Unisex',
      msrp: '59.90',
      imageUrl: 'https://img.test/ath.png',
      picture: null,
      sizes: ['8', '9', '10'],
    });
    // 'No Image' is no image: the screen shows its placeholder.
    expect(detail.items[1]!.imageUrl).toBeNull();

    const item = await w.get(`${catalogsOf(w.store.downtown)}/${w.lineList.spring}/items/ATH-00001`, w.tokens.buyer);
    expect(item.status).toBe(200);
    expect(portalItemSchema.parse(item.body.data)).toMatchObject({
      modelCode: 'ATH-00001',
      catalog: { lineListId: w.lineList.spring, catalogSegment: 'athletic' },
      skus: [
        { sku: 'ATH-00001-8', size: '8' },
        { sku: 'ATH-00001-9', size: '9' },
        { sku: 'ATH-00001-10', size: '10' },
      ],
      imageUrls: ['https://img.test/ath.png'],
      msrp: '59.90',
      expectedShipDate: null,
      attributes: {},
    });
  });

  it('answers 404 for a store of another organization, of a colleague, an inactive or an unknown one, alike', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const storeId of [w.store.bravo, w.store.mall, w.store.closed, w.store.gone, unknown]) {
      for (const path of [
        catalogsOf(storeId),
        `${catalogsOf(storeId)}/${w.lineList.spring}`,
        `${catalogsOf(storeId)}/${w.lineList.spring}/items/ATH-00001`,
      ]) {
        expect(await w.get(path, w.tokens.buyer), path).toEqual(notFound(portalMessages.storeNotFound));
      }
    }
  });

  it('answers 404 for a catalog the store does not see: unpublished, outside its segments, another segment only', async () => {
    const { draft, gamma, delta, boutiqueOnly, fall } = w.lineList;
    for (const lineListId of [draft, gamma, delta, boutiqueOnly, 999_999]) {
      const answer = await w.get(`${catalogsOf(w.store.downtown)}/${lineListId}`, w.tokens.buyer);
      expect(answer, String(lineListId)).toEqual(notFound(portalMessages.catalogNotFound));
    }
    // Beta Boots is not in Bravo's focus: its catalog does not exist for Bravo's store.
    expect(await w.get(`${catalogsOf(w.store.bravo)}/${fall}`, w.tokens.bravo)).toEqual(
      notFound(portalMessages.catalogNotFound),
    );
    expect((await w.get(`${catalogsOf(w.store.bravo)}/${w.lineList.spring}`, w.tokens.bravo)).status).toBe(200);
  });

  it("answers 404 for an item outside the store's segment or not in the line list", async () => {
    for (const modelCode of ['BTQ-00001', 'UNS-00001', 'DRF-00001', 'NOPE']) {
      const answer = await w.get(
        `${catalogsOf(w.store.downtown)}/${w.lineList.spring}/items/${modelCode}`,
        w.tokens.buyer,
      );
      expect(answer, modelCode).toEqual(notFound(portalMessages.itemNotFound));
    }
  });

  it('tells a store without catalog segments so on every catalog call', async () => {
    const refused = { status: 409, body: { success: false, message: portalMessages.storeWithoutSegments } };
    for (const path of [
      catalogsOf(w.store.empty),
      `${catalogsOf(w.store.empty)}/${w.lineList.spring}`,
      `${catalogsOf(w.store.empty)}/${w.lineList.spring}/items/ATH-00001`,
    ]) {
      expect(await w.get(path, w.tokens.buyer), path).toEqual(refused);
    }
  });

  it('refuses malformed ids with 400 and the area message', async () => {
    const refused = { status: 400, body: { success: false, message: portalMessages.wrongParameters } };
    for (const path of [
      '/api/portal/stores/not-a-uuid/catalogs',
      `${catalogsOf(w.store.downtown)}/abc`,
      `${catalogsOf(w.store.downtown)}/0`,
      '/api/portal/me?previewStoreId=nope',
    ]) {
      expect(await w.get(path, w.tokens.buyer), path).toEqual(refused);
    }
  });

  it("shows a change of a published catalog's sorting on the next read", async () => {
    const path = `${catalogsOf(w.store.downtown)}/${w.lineList.spring}`;
    expect((await w.get(path, w.tokens.buyer)).body.data.items).toHaveLength(3);
    const removed = await w.t.app.request('/api/crocs/catalogs/remove-items', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${w.tokens.staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lineListId: w.lineList.spring, modelCodes: ['ATH-00003'], catalogType: 'athletic' }),
    });
    expect(removed.status).toBe(200);
    const after = await w.get(path, w.tokens.buyer);
    expect(after.body.data.items.map((item: { modelCode: string }) => item.modelCode)).toEqual([
      'ATH-00001',
      'ATH-00002',
    ]);
    expect(after.body.data.catalog.itemsCount).toBe(2);
  });
  it('hides an archived catalog from the store until staff restore it', async () => {
    const path = `${catalogsOf(w.store.downtown)}/${w.lineList.spring}`;
    const staff = (action: string) =>
      w.t.app.request(`/api/crocs/catalogs/${action}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${w.tokens.staff}`, 'content-type': 'application/json' },
        body: JSON.stringify({ lineListId: w.lineList.spring }),
      });
    expect((await staff('archive')).status).toBe(200);
    expect(await w.get(path, w.tokens.buyer)).toEqual(notFound(portalMessages.catalogNotFound));
    const listed = await w.get(catalogsOf(w.store.downtown), w.tokens.buyer);
    expect(listed.body.data.map((catalog: { lineListId: number }) => catalog.lineListId)).not.toContain(
      w.lineList.spring,
    );
    expect((await staff('unarchive')).status).toBe(200);
    expect((await w.get(path, w.tokens.buyer)).status).toBe(200);
  });
});
