import { CROCS_BRAND_NAME } from '@lineup/contracts/constants';
import { errorMessages, successToasts } from '@lineup/contracts/messages';
import type { Brand } from '@lineup/contracts/pim';
import { pimMessages } from '@lineup/contracts/pim-messages';
import { businessStores } from '@lineup/users/db/schema';
import { insertCustomerOrganization, insertStore } from '@lineup/users/test-support/customer-fixtures';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_START_BRANDS } from '../../../seed';
import { insertLineList } from '../../../test-support/fixtures';
import { openPimTestApp, type PimTestApp } from '../../../test-support/pim-test-app';

let t: PimTestApp;
beforeAll(async () => {
  t = await openPimTestApp();
});
afterAll(() => t.dispose());

const wrongInput = { success: false, message: errorMessages.brands[400] };
const notFound = { success: false, message: errorMessages.brands[404] };
const duplicate = { success: false, message: errorMessages.brands[409] };

async function brandNames(orderDir?: 'asc' | 'desc') {
  const { body } = await t.get(`/api/brands${orderDir ? `?orderDir=${orderDir}` : ''}`);
  return (body.data as Brand[]).map((brand) => brand.name);
}

describe('GET /api/brands', () => {
  it('lists the seeded brands by name, ascending unless told otherwise', async () => {
    const { status, body } = await t.get('/api/brands');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const seeded = [CROCS_BRAND_NAME, ...FIRST_START_BRANDS.map((brand) => brand.name)].sort((a, b) =>
      a.toLowerCase().localeCompare(b.toLowerCase()),
    );
    expect(await brandNames()).toEqual(seeded);
    expect(await brandNames('asc')).toEqual(seeded);
    expect(await brandNames('desc')).toEqual([...seeded].reverse());
    const crocs = (body.data as Brand[]).find((brand) => brand.name === CROCS_BRAND_NAME)!;
    expect(crocs).toMatchObject({ categoryId: 1, status: 'active', description: null });
    expect(new Date(crocs.createdAt).toISOString()).toBe(crocs.createdAt);
  });

  it('refuses an unknown order direction with 400 Wrong Input', async () => {
    for (const query of ['orderDir=up', 'orderDir=', 'orderDir=asc&orderDir=desc']) {
      const { status, body } = await t.get(`/api/brands?${query}`);
      expect(status, query).toBe(400);
      expect(body).toEqual(wrongInput);
    }
  });
});

describe('POST /api/brands', () => {
  it("creates an active brand, trimmed, with 201 and the 'Brand created successfully' toast", async () => {
    const { status, body } = await t.post('/api/brands', { name: '  Hoka  ', categoryId: 1, description: 'Running' });
    expect(status).toBe(201);
    expect(body.message).toBe(successToasts.brandCreated);
    expect(body.data).toMatchObject({ name: 'Hoka', categoryId: 1, description: 'Running', status: 'active' });
    expect(body.data.id).toBeTypeOf('number');
    const fetched = await t.get(`/api/brands/${body.data.id}`);
    expect(fetched.body.data).toEqual(body.data);
  });

  it('stores an empty or missing description as none, and categoryId defaults to 1', async () => {
    const empty = await t.post('/api/brands', { name: 'Keen', categoryId: 1, description: '   ' });
    expect(empty.body.data.description).toBeNull();
    const missing = await t.post('/api/brands', { name: 'Teva' });
    expect(missing.status).toBe(201);
    expect(missing.body.data).toMatchObject({ description: null, categoryId: 1 });
  });

  it('refuses a duplicate name without regard to case and surrounding spaces with 409', async () => {
    for (const name of ['crocs', ' CROCS ', 'Crocs', 'hoka']) {
      const { status, body } = await t.post('/api/brands', { name, categoryId: 1 });
      expect(status, name).toBe(409);
      expect(body).toEqual(duplicate);
    }
    expect((await brandNames()).filter((name) => name.toLowerCase() === 'crocs')).toHaveLength(1);
  });

  it('lets exactly one of several concurrent creates of the same name win', async () => {
    const answers = await Promise.all(
      ['Salomon', 'salomon', ' SALOMON', 'Salomon ', 'SaLoMoN'].map((name) => t.post('/api/brands', { name })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body).toEqual(duplicate);
  });

  it('refuses bad bodies with 400 Wrong Input and creates nothing', async () => {
    const before = await brandNames();
    const bodies: unknown[] = [
      {},
      { name: '' },
      { name: '    ' },
      { name: 'x'.repeat(101) },
      { name: 42 },
      { name: 'Valid', categoryId: 0 },
      { name: 'Valid', categoryId: 1.5 },
      { name: 'Valid', categoryId: '1' },
      { name: 'Valid', description: 7 },
      [],
      null,
      '{"name": ',
    ];
    for (const body of bodies) {
      const answer = await t.post('/api/brands', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual(wrongInput);
    }
    const noContentType = await t.app.request('/api/brands', {
      method: 'POST',
      headers: { authorization: `Bearer ${await t.tokens.tokenFor('x')}` },
      body: 'name=Valid',
    });
    expect(noContentType.status).toBe(400);
    expect(await brandNames()).toEqual(before);
  });

  it('accepts a name of exactly 100 characters', async () => {
    const { status } = await t.post('/api/brands', { name: 'y'.repeat(100) });
    expect(status).toBe(201);
  });
});

describe('GET /api/brands/{brandId}', () => {
  it('answers 404 Brand not found for an unknown id and 400 for a malformed one', async () => {
    expect(await t.get('/api/brands/999999')).toEqual({ status: 404, body: notFound });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect(await t.get(`/api/brands/${id}`), id).toEqual({ status: 400, body: wrongInput });
    }
  });
});

describe('PUT /api/brands/{brandId}', () => {
  it('updates the fields it is given and moves updatedAt', async () => {
    const created = (await t.post('/api/brands', { name: 'Merrell', description: 'Hiking' })).body.data as Brand;
    const { status, body } = await t.put(`/api/brands/${created.id}`, { name: ' Merrell Outdoor ', categoryId: 1 });
    expect(status).toBe(200);
    expect(body.message).toBe(successToasts.brandUpdated);
    expect(body.data).toMatchObject({ id: created.id, name: 'Merrell Outdoor', description: 'Hiking' });
    expect(body.data.createdAt).toBe(created.createdAt);
    expect(Date.parse(body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const cleared = await t.put(`/api/brands/${created.id}`, { name: 'Merrell Outdoor', description: null });
    expect(cleared.body.data.description).toBeNull();
    const emptied = await t.put(`/api/brands/${created.id}`, { description: 'Trail' });
    expect(emptied.body.data.description).toBe('Trail');
    const blank = await t.put(`/api/brands/${created.id}`, { description: '' });
    expect(blank.body.data.description).toBeNull();
  });

  it('lets a brand change the case of its own name but not take another name', async () => {
    const created = (await t.post('/api/brands', { name: 'Vans' })).body.data as Brand;
    expect((await t.put(`/api/brands/${created.id}`, { name: 'VANS' })).status).toBe(200);
    expect(await t.put(`/api/brands/${created.id}`, { name: ' crocs ' })).toEqual({ status: 409, body: duplicate });
    expect((await t.get(`/api/brands/${created.id}`)).body.data.name).toBe('VANS');
  });

  it('answers 404 for an unknown brand and 400 for bad ids or bodies, changing nothing', async () => {
    expect(await t.put('/api/brands/999999', { name: 'Ghost' })).toEqual({ status: 404, body: notFound });
    const created = (await t.post('/api/brands', { name: 'Asics' })).body.data as Brand;
    const bodies: unknown[] = [
      {},
      { name: '' },
      { name: 'z'.repeat(101) },
      { status: 'archived' },
      { categoryId: 0 },
      '{oops',
    ];
    for (const body of bodies) {
      expect(await t.put(`/api/brands/${created.id}`, body), JSON.stringify(body)).toEqual({
        status: 400,
        body: wrongInput,
      });
    }
    expect(await t.put('/api/brands/abc', { name: 'Asics 2' })).toEqual({ status: 400, body: wrongInput });
    expect((await t.get(`/api/brands/${created.id}`)).body.data).toEqual(created);
  });
});

describe('DELETE /api/brands/{brandId}', () => {
  it('deletes an unused brand', async () => {
    const created = (await t.post('/api/brands', { name: 'Fila' })).body.data as Brand;
    const { status, body } = await t.del(`/api/brands/${created.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: pimMessages.brandDeleted, data: { id: created.id } });
    expect(await t.get(`/api/brands/${created.id}`)).toEqual({ status: 404, body: notFound });
    expect(await t.del(`/api/brands/${created.id}`)).toEqual({ status: 404, body: notFound });
  });

  it('refuses to delete a brand that line lists use (staged ones too) with 409, deleting nothing', async () => {
    for (const state of ['saved', 'staged'] as const) {
      const brand = (await t.post('/api/brands', { name: `In use ${state}` })).body.data as Brand;
      const lineListId = await insertLineList(t.db, { brandId: brand.id, state, items: [{ modelCode: 'M1' }] });
      const { status, body } = await t.del(`/api/brands/${brand.id}`);
      expect(status).toBe(409);
      expect(body).toEqual({ success: false, message: pimMessages.brandInUse });
      expect((await t.get(`/api/brands/${brand.id}`)).status).toBe(200);
      const lists = await t.get(`/api/line-lists?lineListId=${lineListId}&status=${state}`);
      expect(lists.body.data).toHaveLength(1);
    }
  });

  it("refuses to delete a brand in stores' brand focus (inactive stores too) with 409, until they drop it", async () => {
    const brand = (await t.post('/api/brands', { name: 'Focus Brand' })).body.data as Brand;
    const organizationId = await insertCustomerOrganization(t.usersDb, 'Focus Shoes');
    const focus = [{ brandId: brand.id, catalogSegment: null }];
    const first = await insertStore(t.usersDb, { organizationId, name: 'Focus One', segments: focus });
    await insertStore(t.usersDb, { organizationId, name: 'Focus Two', segments: focus, status: 'inactive' });
    // Another brand's focus does not hold this one.
    await insertStore(t.usersDb, {
      organizationId,
      name: 'Other',
      segments: [{ brandId: brand.id + 1000, catalogSegment: null }],
    });

    expect(await t.del(`/api/brands/${brand.id}`)).toEqual({
      status: 409,
      body: { success: false, message: pimMessages.brandInStoreFocus(2) },
    });
    expect((await t.get(`/api/brands/${brand.id}`)).status).toBe(200);

    await t.usersDb.delete(businessStores).where(ne(businessStores.id, first));
    expect((await t.del(`/api/brands/${brand.id}`)).body.message).toBe(pimMessages.brandInStoreFocus(1));
    await t.usersDb.delete(businessStores).where(eq(businessStores.id, first));
    expect((await t.del(`/api/brands/${brand.id}`)).status).toBe(200);
  });

  it('answers 400 for a malformed id', async () => {
    expect(await t.del('/api/brands/x1')).toEqual({ status: 400, body: wrongInput });
  });
});
