import { randomUUID } from 'node:crypto';
import { portalCatalogDetailSchema, portalItemSchema } from '@lineup/contracts/portal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemImages } from '../../../db/images-schema';
import { openPortalWorld } from '../../../test-support/portal-world';

let w: Awaited<ReturnType<typeof openPortalWorld>>;
const picture = {
  athleticFirst: randomUUID(),
  athleticSecond: randomUUID(),
  boutique: randomUUID(),
  pending: randomUUID(),
};

beforeAll(async () => {
  w = await openPortalWorld();
  const row = (id: string, modelCode: string, position: number, state: 'ready' | 'pending' = 'ready') => ({
    id,
    brandId: w.brand.crocs,
    modelCode,
    position,
    originalKey: `images/${id}/original`,
    width: 1200,
    height: 900,
    state,
    createdBy: 'test',
  });
  await w.t.db.insert(itemImages).values([
    row(picture.athleticSecond, 'ATH-00001', 2),
    row(picture.athleticFirst, 'ATH-00001', 1),
    // Sorted into boutique only: a store that sees Crocs as athletic never sees this item.
    row(picture.boutique, 'BTQ-00001', 1),
    // Not resized yet: not shown.
    row(picture.pending, 'ATH-00002', 1, 'pending'),
  ]);
});
afterAll(() => w.t.dispose());

const catalogOf = (storeId: string, lineListId: number) => `/api/portal/stores/${storeId}/catalogs/${lineListId}`;

describe('pictures in the customer portal', () => {
  it('gives each card its first ready picture, and the item page every picture by position', async () => {
    const { body } = await w.get(catalogOf(w.store.downtown, w.lineList.spring), w.tokens.buyer);
    const detail = portalCatalogDetailSchema.parse(body.data);
    expect(detail.items.map((item) => item.picture?.id ?? null)).toEqual([picture.athleticFirst, null, null]);
    expect(detail.items[0]!.picture).toEqual({ id: picture.athleticFirst, width: 1200, height: 900 });

    const item = await w.get(`${catalogOf(w.store.downtown, w.lineList.spring)}/items/ATH-00001`, w.tokens.buyer);
    const full = portalItemSchema.parse(item.body.data);
    expect(full.pictures.map((shown) => shown.id)).toEqual([picture.athleticFirst, picture.athleticSecond]);
  });

  it('never names the picture of an item the store cannot see', async () => {
    const answers = [
      await w.get(`/api/portal/stores/${w.store.downtown}/catalogs`, w.tokens.buyer),
      await w.get(catalogOf(w.store.downtown, w.lineList.spring), w.tokens.buyer),
      await w.get(`${catalogOf(w.store.downtown, w.lineList.spring)}/items/BTQ-00001`, w.tokens.buyer),
    ];
    expect(answers[2]!.status).toBe(404);
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain(picture.boutique);
    expect(JSON.stringify(answers[1]!.body)).not.toContain(picture.pending);
  });
});
