import { uploadMessages } from '@lineup/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPipelineTestApp, type PipelineTestApp } from '../../../test-support/pipeline-test-app';

let t: PipelineTestApp;
beforeAll(async () => {
  t = await openPipelineTestApp();
});
afterAll(() => t.dispose());

describe('items API', () => {
  it('creates, lists, updates and deletes items', async () => {
    const created = await t.post('/api/crocs', {
      model_code: 'ITEM-1',
      silhouette: 'Echo Clog',
      color: 'Navy',
      msrp: 59.99,
      attributes: { target_fit: 'Roomy' },
      children: [{ sku: 'ITEM-1-9', size: '9', image_urls: ['https://x/y.jpg'] }],
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(uploadMessages.itemCreated);
    const id = created.body.data.id;
    expect((await t.post('/api/crocs', { model_code: 'ITEM-1', silhouette: 'x', color: 'y' })).status).toBe(409);
    expect((await t.post('/api/crocs', { model_code: '', silhouette: 'x', color: 'y' })).body.message).toBe(
      uploadMessages.itemsWrongInput,
    );
    const listed = await t.get('/api/crocs/items?modelCode=ITEM-1');
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({ model_code: 'ITEM-1', msrp: 59.99, children: [{ size: '9' }] });
    const updated = await t.putJson(`/api/crocs/${id}`, { color: 'Black', msrp: null });
    expect(updated.body.data).toMatchObject({ color: 'Black', msrp: null, silhouette: 'Echo Clog' });
    expect((await t.putJson(`/api/crocs/${id}`, {})).status).toBe(400);
    expect((await t.putJson('/api/crocs/99999', { color: 'x' })).status).toBe(404);
    expect((await t.del(`/api/crocs/${id}`)).body.data).toEqual({ id });
    expect((await t.del(`/api/crocs/${id}`)).status).toBe(404);
    expect((await t.get('/api/crocs/items?page=0')).status).toBe(400);
  });
});
