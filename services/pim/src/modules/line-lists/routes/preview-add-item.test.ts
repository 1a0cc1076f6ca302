import type { PreviewParent } from '@lineup/contracts/line-list-preview';
import { uploadMessages } from '@lineup/contracts/messages';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPipelineTestApp, type PipelineTestApp } from '../../../test-support/pipeline-test-app';
import { crocsSheet, xlsxBuffer } from '../../../test-support/sample-files';

/**
 * "Add new item" on a preview answers the added parent as the preview lists it: new, old or
 * changed against the brand's current item of its model code, and the fields that differ.
 */
let t: PipelineTestApp;
beforeAll(async () => {
  t = await openPipelineTestApp();
});
afterAll(() => t.dispose());

const preBook = { lineListType: 'pre-book' as const, dateSent: '2026-01-10', deadlineForOrders: '2026-02-01' };

async function stage(firstModel: number): Promise<number> {
  const rows = crocsSheet({ parents: 2, sizesPerParent: 2, firstModel });
  const { processed } = await t.upload(await xlsxBuffer([{ name: 'Spring 2026', rows }]), 'l.xlsx', preBook);
  expect(processed!.status).toBe(201);
  return processed!.body.data.lineListId;
}

/** A preview parent as "Add new item" sends it. */
function asNewItem({ status: _status, changedFields: _changed, ...item }: PreviewParent) {
  return item;
}

it('answers an added parent new, old or changed against the brand current items, as the preview lists it', async () => {
  const savedId = await stage(0);
  const current: PreviewParent[] = (await t.get(`/api/crocs/preview/${savedId}`)).body.data.parents;
  expect((await t.post(`/api/crocs/preview/${savedId}/save`)).status).toBe(200);

  const stagedId = await stage(5);
  const [same, other] = current as [PreviewParent, PreviewParent];
  const added = {
    old: await t.post(`/api/crocs/preview/${stagedId}/items`, asNewItem(same)),
    changed: await t.post(`/api/crocs/preview/${stagedId}/items`, { ...asNewItem(other), color: 'Lime', msrp: 12.5 }),
    new: await t.post(`/api/crocs/preview/${stagedId}/items`, {
      ...asNewItem(other),
      model_code: 'NEW-1',
      children: [{ sku: 'NEW-1-8', size: '8' }],
    }),
  };
  expect(added.old.status).toBe(201);
  expect(added.old.body.data).toEqual({ ...same, status: 'old', changedFields: [] });
  expect(added.changed.body.data).toMatchObject({
    model_code: other.model_code,
    color: 'Lime',
    msrp: 12.5,
    status: 'changed',
    changedFields: ['color', 'msrp'],
  });
  expect(added.new.body.data).toMatchObject({ model_code: 'NEW-1', status: 'new', changedFields: [] });

  const preview = (await t.get(`/api/crocs/preview/${stagedId}`)).body.data;
  expect(preview.counts).toEqual({ new: 3, old: 1, changed: 1 });
  const listed = (code: string) => preview.parents.find((p: PreviewParent) => p.model_code === code);
  for (const answer of Object.values(added)) expect(listed(answer.body.data.model_code)).toEqual(answer.body.data);
});

it('refuses an image address an import would refuse (javascript:…), adding nothing', async () => {
  const stagedId = await stage(20);
  const before = (await t.get(`/api/crocs/preview/${stagedId}`)).body.data.parents.length;
  const refused = await t.post(`/api/crocs/preview/${stagedId}/items`, {
    model_code: 'BAD-1',
    silhouette: 'Echo Clog',
    color: 'Navy',
    children: [{ sku: 'BAD-1-8', size: '8', image_urls: ['javascript:alert(1)'] }],
  });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe(uploadMessages.itemsWrongInput);
  expect((await t.get(`/api/crocs/preview/${stagedId}`)).body.data.parents).toHaveLength(before);
});
