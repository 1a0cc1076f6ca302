import { stockMessages } from '@lineup/contracts/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItemsOk, newCustomer } from '../../../test-support/order-fixtures';
import { brandIdNamed, openPimTestApp, type PimTestApp } from '../../../test-support/pim-test-app';
import { insertStockLineList } from '../../../test-support/stock-fixtures';
import { availableStock } from '../domain/available-stock';

/**
 * Twenty stores submit their orders for the same last units through POST /api/orders/submit at
 * once: on PostgreSQL (DATABASE_URL) the submits run on the pool's connections together.
 */

let t: PimTestApp;
beforeAll(async () => {
  t = await openPimTestApp();
});
afterAll(() => t.dispose());

const STORES = 20;
const ON_HAND = 4;

describe('submits racing for the last units', () => {
  it(`twenty submits of 1 unit for ${ON_HAND} on hand: ${ON_HAND} are pending, the rest refused, none below zero`, async () => {
    const crocs = await brandIdNamed(t, 'Crocs');
    const lineList = await insertStockLineList(t.db, crocs, 'own-stock', [
      { modelCode: 'RACE', sizes: { '9': ON_HAND } },
    ]);
    const drafts: number[] = [];
    for (let i = 0; i < STORES; i++) {
      const draft = await addItemsOk(t, newCustomer(t), lineList, [{ sku: 'RACE-9', quantity: 1 }]);
      drafts.push(draft.id);
    }
    const started = performance.now();
    const answers = await Promise.all(drafts.map((orderId) => t.post('/api/orders/submit', { orderId })));
    const elapsed = performance.now() - started;
    const passed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(passed).toHaveLength(ON_HAND);
    for (const answer of refused)
      expect(answer).toMatchObject({ status: 409, body: { message: stockMessages.notEnoughStock('RACE', '9', 0) } });
    expect((await availableStock(t.db, lineList)).get('RACE-9')).toBe(0);
    console.info(
      `submit race: ${STORES} submits, ${passed.length} passed, ${refused.length} refused, ${elapsed.toFixed(0)} ms on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
    );
  });
});
