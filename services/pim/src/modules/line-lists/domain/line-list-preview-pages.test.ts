import type { PreviewResponse } from '@lineup/contracts/line-list-preview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineListItems } from '../../../db/schema';
import { insertLineList } from '../../../test-support/fixtures';
import { brandIdNamed, openPimTestApp, type PimTestApp } from '../../../test-support/pim-test-app';
import { previewAnswerJson } from './line-list-preview';
import { PREVIEW_PAGE_ROWS } from './staged-items';

/** The preview reads the staged parents a page at a time, asking for the next while comparing one. */
let t: PimTestApp;
let brandId: number;
beforeAll(async () => {
  t = await openPimTestApp();
  brandId = await brandIdNamed(t, 'Crocs');
});
afterAll(() => t.dispose());

const codes = (n: number) => Array.from({ length: n }, (_, i) => `M${String(i).padStart(5, '0')}`);

describe('the preview of a staged line list over several pages', () => {
  it.each([
    ['ending on a page boundary', 2 * PREVIEW_PAGE_ROWS],
    ['ending on a short page', 2 * PREVIEW_PAGE_ROWS + 1],
    ['of one short page', 3],
  ])('lists every parent once, in file order (%s)', async (_, parents) => {
    const modelCodes = codes(parents);
    const lineListId = await insertLineList(t.db, {
      brandId,
      state: 'staged',
      items: modelCodes.map((modelCode) => ({ modelCode })),
    });
    const preview = JSON.parse(await previewAnswerJson(t.db, lineListId)) as PreviewResponse;
    expect(preview.parents.map((parent) => parent.model_code)).toEqual(modelCodes);
    expect(preview.counts).toEqual({ new: parents, old: 0, changed: 0 });
  });

  it('lists a parent staged after other line lists (its id far from the others) last, once', async () => {
    const modelCodes = codes(PREVIEW_PAGE_ROWS + 5);
    const lineListId = await insertLineList(t.db, {
      brandId,
      state: 'staged',
      items: modelCodes.map((modelCode) => ({ modelCode })),
    });
    await insertLineList(t.db, { brandId, state: 'staged', items: codes(3).map((modelCode) => ({ modelCode })) });
    await t.db.insert(lineListItems).values({ lineListId, modelCode: 'LATE', silhouette: 'Clog', color: 'Black' });
    const preview = JSON.parse(await previewAnswerJson(t.db, lineListId)) as PreviewResponse;
    expect(preview.parents.map((parent) => parent.model_code)).toEqual([...modelCodes, 'LATE']);
  });
});
