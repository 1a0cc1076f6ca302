import type { PreviewParent, PreviewResponse, SavePreviewResponse } from '@lineup/contracts/line-list-preview';
import type { LineList } from '@lineup/contracts/pim';
import { aLineList } from '@/test/fakes/line-lists';

/** The preview page's tests: a staged Crocs pre-book line list (id 7), its parents, the preview's answer. */

export const lineList = (changes: Partial<LineList> = {}): LineList =>
  aLineList(7, {
    name: 'Spring 2026',
    status: 'staged',
    dateSent: '2026-02-01',
    receivedOn: '2026-02-20',
    deadline: '2026-02-27',
    ...changes,
  });

export const parent = (n: number, overrides: Partial<PreviewParent> = {}): PreviewParent => ({
  model_code: `M${String(n).padStart(5, '0')}`,
  picture: null,
  franchise: 'Classic',
  silhouette: n % 2 ? 'Clog' : 'Sandal',
  color: n % 3 ? 'Black' : 'Lime',
  gender: 'Unisex',
  msrp: 49.9,
  expected_shipped_date: '2026-04-01',
  attributes: { comfort_level: 'High' },
  status: 'new',
  changedFields: [],
  previous: {},
  shipDateIssue: null,
  children: [
    { sku: `S${n}-8`, size: '8', image_urls: [`https://img.test/${n}.jpg`] },
    { sku: `S${n}-9`, size: '9', image_urls: ['No Image'] },
  ],
  ...overrides,
});

export function previewOf(parents: PreviewParent[], list = lineList()): PreviewResponse {
  const counts = { new: 0, old: 0, changed: 0 };
  for (const p of parents) counts[p.status] += 1;
  return {
    lineList: { deliveryWindows: [], ...list },
    mode: 'new',
    replacesLineListId: null,
    importFormatVersion: null,
    removedModelCodes: [],
    parents,
    counts,
    shipDateIssues: parents.filter((p) => p.shipDateIssue !== null).length,
  };
}

/** What saving line list 7's three items answers: one created, one updated, one unchanged, no catalogs yet. */
export const savedPreview = (changes: Partial<SavePreviewResponse> = {}): SavePreviewResponse => ({
  lineListId: 7,
  brandId: 1,
  itemsCount: 3,
  created: 1,
  updated: 1,
  unchanged: 1,
  catalogsCreated: false,
  ...changes,
});
