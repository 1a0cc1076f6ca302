import { errorMessages } from '@lineup/contracts/messages';
import {
  type BrandOrderRulesChange,
  NO_ORDER_RULES,
  ORDER_RULE_MAX,
  orderRuleMessages,
} from '@lineup/contracts/order-rules';
import type { Brand } from '@lineup/contracts/pim';
import { STOCK_DISPLAY_MODES, type StockDisplayMode } from '@lineup/contracts/stock';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { brands } from '../../../db/schema';
import { openPimTestApp, type PimTestApp } from '../../../test-support/pim-test-app';
import { readBrandOrderRules } from '../domain/brand-order-rules';

let t: PimTestApp;
beforeAll(async () => {
  t = await openPimTestApp();
});
afterAll(() => t.dispose());

const rulesOf = (brand: Brand) => `/api/brands/${brand.id}/order-rules`;
const newBrand = async (name: string) => (await t.post('/api/brands', { name })).body.data as Brand;
const listed = async (brand: Brand) =>
  ((await t.get('/api/brands')).body.data as Brand[]).find((one) => one.id === brand.id)!;

describe('PUT /api/brands/{brandId}/order-rules', () => {
  it('answers every brand with its rules, all off until set', async () => {
    const brand = await newBrand('Rules Off');
    expect(brand.orderRules).toEqual(NO_ORDER_RULES);
    expect((await t.get(`/api/brands/${brand.id}`)).body.data.orderRules).toEqual(NO_ORDER_RULES);
    for (const one of (await t.get('/api/brands')).body.data as Brand[]) expect(one.orderRules).toBeDefined();
  });

  it("saves the three rules, answers the brand with 'Order rules saved', and every brand answer carries them", async () => {
    const brand = await newBrand('Rules Set');
    // The list is answered from a cache: read once before the write, so the write must empty it.
    expect((await listed(brand)).orderRules).toEqual(NO_ORDER_RULES);
    const rules = { minUnitsPerOrder: 120, minUnitsPerStyle: 12, casePack: 6 };
    const answer = await t.put(rulesOf(brand), rules);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: orderRuleMessages.rulesSaved });
    expect(answer.body.data).toMatchObject({ id: brand.id, name: 'Rules Set', orderRules: rules });
    expect(Date.parse(answer.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(brand.updatedAt));
    expect((await t.get(`/api/brands/${brand.id}`)).body.data).toEqual(answer.body.data);
    expect((await listed(brand)).orderRules).toEqual(rules);
    expect(await readBrandOrderRules(t.db, brand.id)).toEqual(rules);

    // A brand edit keeps the rules; null turns one off, the others stay as sent.
    expect((await t.put(`/api/brands/${brand.id}`, { description: 'Boots' })).body.data.orderRules).toEqual(rules);
    const partly = { minUnitsPerOrder: null, minUnitsPerStyle: ORDER_RULE_MAX, casePack: 1 };
    expect((await t.put(rulesOf(brand), partly)).body.data.orderRules).toEqual(partly);
    expect((await listed(brand)).orderRules).toEqual(partly);
    expect((await t.put(rulesOf(brand), NO_ORDER_RULES)).body.data.orderRules).toEqual(NO_ORDER_RULES);
  });

  it('refuses a value that is not a whole number from 1 to 100,000 with its message, changing nothing', async () => {
    const brand = await newBrand('Rules Refused');
    const saved = (await t.put(rulesOf(brand), { minUnitsPerOrder: 24, minUnitsPerStyle: 6, casePack: 6 })).body.data;
    const valid = { minUnitsPerOrder: 24, minUnitsPerStyle: 6, casePack: 6 };
    const bodies: unknown[] = [
      { ...valid, minUnitsPerOrder: 0 },
      { ...valid, minUnitsPerStyle: -6 },
      { ...valid, casePack: 2.5 },
      { ...valid, casePack: ORDER_RULE_MAX + 1 },
      { ...valid, minUnitsPerOrder: '24' },
      { ...valid, casePack: true },
      { minUnitsPerOrder: 24, minUnitsPerStyle: 6 },
      {},
    ];
    for (const body of bodies) {
      expect(await t.put(rulesOf(brand), body), JSON.stringify(body)).toEqual({
        status: 400,
        body: { success: false, message: orderRuleMessages.ruleInvalid },
      });
    }
    // A body that is not the three rules at all is wrong input.
    for (const body of [{ ...valid, minimum: 3 }, [], '{"casePack": ']) {
      expect(await t.put(rulesOf(brand), body), JSON.stringify(body)).toEqual({
        status: 400,
        body: { success: false, message: errorMessages.brands[400] },
      });
    }
    expect((await t.get(`/api/brands/${brand.id}`)).body.data).toEqual(saved);
    const [row] = await t.db
      .select({ order: brands.minUnitsPerOrder, style: brands.minUnitsPerStyle, pack: brands.casePack })
      .from(brands)
      .where(eq(brands.id, brand.id));
    expect(row).toEqual({ order: 24, style: 6, pack: 6 });
  });

  it('saves how stock is shown to buyers with the rules, answers it on every brand, and keeps it when not sent', async () => {
    const brand = await newBrand('Stock Shown');
    expect(brand.stockDisplay).toBe('exact');
    expect((await listed(brand)).stockDisplay).toBe('exact');
    const rules = { minUnitsPerOrder: 12, minUnitsPerStyle: null, casePack: 6 };
    const answer = await t.put(rulesOf(brand), { ...rules, stockDisplay: 'bands' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: orderRuleMessages.rulesSaved });
    expect(answer.body.data).toMatchObject({ id: brand.id, orderRules: rules, stockDisplay: 'bands' });
    expect((await t.get(`/api/brands/${brand.id}`)).body.data).toEqual(answer.body.data);
    expect((await listed(brand)).stockDisplay).toBe('bands');
    const [row] = await t.db.select({ shown: brands.stockDisplay }).from(brands).where(eq(brands.id, brand.id));
    expect(row).toEqual({ shown: 'bands' });

    // The rules alone leave it as it is, and a brand edit does not touch it.
    expect((await t.put(rulesOf(brand), NO_ORDER_RULES)).body.data).toMatchObject({
      orderRules: NO_ORDER_RULES,
      stockDisplay: 'bands',
    });
    expect((await t.put(`/api/brands/${brand.id}`, { description: 'Sneakers' })).body.data.stockDisplay).toBe('bands');
    const back = await t.put(rulesOf(brand), { ...NO_ORDER_RULES, stockDisplay: 'exact' });
    expect(back.body.data.stockDisplay).toBe('exact');
    expect((await listed(brand)).stockDisplay).toBe('exact');
  });

  it("takes every one of the portal's stock display modes", async () => {
    // The body schema spells the modes out (order-rules.ts cannot import stock.ts): held together here.
    expectTypeOf<BrandOrderRulesChange['stockDisplay']>().toEqualTypeOf<StockDisplayMode | undefined>();
    const brand = await newBrand('Stock Modes');
    for (const stockDisplay of STOCK_DISPLAY_MODES) {
      expect((await t.put(rulesOf(brand), { ...NO_ORDER_RULES, stockDisplay })).body.data.stockDisplay).toBe(
        stockDisplay,
      );
    }
  });

  it('refuses a stock display that is not exact or bands with its message, changing nothing', async () => {
    const brand = await newBrand('Stock Refused');
    const valid = { minUnitsPerOrder: 24, minUnitsPerStyle: 6, casePack: 6 };
    const saved = (await t.put(rulesOf(brand), { ...valid, stockDisplay: 'bands' })).body.data as Brand;
    for (const stockDisplay of ['Bands', 'hidden', '', null, 1, true]) {
      const body = { minUnitsPerOrder: 48, minUnitsPerStyle: null, casePack: 12, stockDisplay };
      expect(await t.put(rulesOf(brand), body), JSON.stringify(body)).toEqual({
        status: 400,
        body: { success: false, message: orderRuleMessages.stockDisplayInvalid },
      });
    }
    expect((await t.get(`/api/brands/${brand.id}`)).body.data).toEqual(saved);
    const [row] = await t.db
      .select({ shown: brands.stockDisplay, order: brands.minUnitsPerOrder, pack: brands.casePack })
      .from(brands)
      .where(eq(brands.id, brand.id));
    expect(row).toEqual({ shown: 'bands', order: 24, pack: 6 });
  });

  it('answers 404 for an unknown brand and 400 for a malformed id', async () => {
    expect(await t.put('/api/brands/999999/order-rules', NO_ORDER_RULES)).toEqual({
      status: 404,
      body: { success: false, message: errorMessages.brands[404] },
    });
    expect(await t.put('/api/brands/abc/order-rules', NO_ORDER_RULES)).toEqual({
      status: 400,
      body: { success: false, message: errorMessages.brands[400] },
    });
  });
});
