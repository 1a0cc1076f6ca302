import type { CatalogPublishSummary } from '@lineup/contracts/catalogs-publish';
import type { CatalogOverview } from '@lineup/contracts/pim';
import { ok, stubApi } from '@/test/render-app';

/** The catalogs overview's component tests: three catalogs and a fake PIM that publishes one. */

const counts = (unsorted: number, athletic: number, boutique: number, crocs: number) => [
  { type: 'unsorted' as const, itemsCount: unsorted },
  { type: 'athletic' as const, itemsCount: athletic },
  { type: 'boutique' as const, itemsCount: boutique },
  { type: 'crocs' as const, itemsCount: crocs },
];

export const published: CatalogOverview = {
  id: 11,
  name: 'Spring 2026',
  brandId: 1,
  brandName: 'Crocs',
  type: 'pre-book',
  published: 1,
  sortingCompleted: 1,
  itemsCount: 40,
  sentOn: '2026-01-31',
  deadline: '2099-12-31',
  catalogs: counts(5, 20, 10, 5),
};
export const unpublished: CatalogOverview = {
  id: 12,
  name: 'ATS June',
  brandId: 1,
  brandName: 'Crocs',
  type: 'brand-ats',
  published: 0,
  sortingCompleted: 1,
  itemsCount: 8,
  sentOn: '2026-05-01',
  deadline: null,
  catalogs: counts(0, 4, 4, 0),
};
const pending: CatalogOverview = {
  ...unpublished,
  id: 13,
  name: 'Future July',
  brandName: 'Hoka',
  type: 'future-stock',
  sortingCompleted: 0,
  catalogs: counts(8, 0, 0, 0),
};

/** What the server says publishing ATS June shows: fresher than its card (2 items unsorted since). */
const summary: CatalogPublishSummary = {
  lineListId: 12,
  name: 'ATS June',
  brandName: 'Crocs',
  type: 'brand-ats',
  published: 0,
  itemsCount: 8,
  catalogs: counts(2, 3, 4, 1),
  unsortedCount: 2,
  sentOn: '2026-05-01',
  deadline: null,
  warnings: ['unsorted-items', 'deadline-missing'],
};

export function catalogsServer(publish: () => Response = () => ok({ ...unpublished, published: 1 })) {
  let catalogs = [published, unpublished, pending];
  return stubApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/crocs/catalogs/latest') return ok(catalogs);
    if (method === 'GET' && path === '/api/crocs/catalogs/publish-summary/12') return ok(summary);
    if (method === 'POST' && path === '/api/crocs/catalogs/publish') {
      const answer = publish();
      if (answer.ok) catalogs = catalogs.map((c) => (c.id === unpublished.id ? { ...c, published: 1 } : c));
      return answer;
    }
    return undefined;
  });
}
