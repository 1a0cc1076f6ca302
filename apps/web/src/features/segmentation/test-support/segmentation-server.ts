import type {
  CatalogChangeResult,
  CatalogItem,
  ItemMembership,
  PopulatedCatalogs,
  SortedCatalogType,
} from '@lineup/contracts/catalogs';
import { type CatalogPublishSummary, publishWarnings } from '@lineup/contracts/catalogs-publish';
import { catalogRestoreMessages, type Membership, type RestoreItemsRequest } from '@lineup/contracts/catalogs-restore';
import { CATALOG_TYPES } from '@lineup/contracts/constants';
import type { CatalogOverview, CatalogType } from '@lineup/contracts/pim';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { type ApiCall, failure, ok, stubApi } from '@/test/render-app';

/** The segmentation screen's component tests: items and a fake PIM that keeps their catalogs. */

export const item = (code: string, types: SortedCatalogType[] = [], extra: Partial<CatalogItem> = {}): CatalogItem => ({
  model_code: code,
  picture: null,
  silhouette: 'Classic Clog',
  color: 'Black',
  franchise: null,
  gender: null,
  sizes: ['8', '9', '10'],
  catalogTypes: types,
  image_url: null,
  ...extra,
});

/** A fake PIM that keeps memberships and applies the move, copy and add rules, so the screen's lists follow. */
export function segmentationServer(
  start: CatalogItem[],
  options: { fail?: Partial<Record<string, Response>>; lineList?: Partial<PopulatedCatalogs['lineList']> } = {},
) {
  const state = new Map(start.map((i) => [i.model_code, { ...i, catalogTypes: [...i.catalogTypes] }]));
  let sortingCompleted: 0 | 1 = 0;
  let published: 0 | 1 = 0;
  const populated = (): PopulatedCatalogs => {
    const all = [...state.values()];
    return {
      lineList: {
        id: 7,
        name: 'Spring 2026',
        brandId: 1,
        brandName: 'Crocs',
        type: 'pre-book',
        dateSent: '2026-01-31',
        sentOn: null,
        deadline: '2026-03-15',
        itemsCount: all.length,
        catalogsCreated: 1,
        sortingCompleted,
        published,
        ...options.lineList,
      },
      catalogs: CATALOG_TYPES.map((type) => {
        const items = all.filter((i) =>
          type === 'unsorted' ? i.catalogTypes.length === 0 : i.catalogTypes.includes(type),
        );
        return { type, itemsCount: items.length, items };
      }),
    };
  };
  const counts = () => populated().catalogs.map((g) => ({ type: g.type, itemsCount: g.itemsCount }));
  const publishSummary = (): CatalogPublishSummary => {
    const { lineList, catalogs } = populated();
    const facts = { unsortedCount: catalogs[0]!.itemsCount, sentOn: lineList.sentOn, deadline: lineList.deadline };
    return {
      lineListId: 7,
      name: lineList.name,
      brandName: lineList.brandName,
      type: lineList.type,
      published,
      itemsCount: lineList.itemsCount,
      catalogs: counts(),
      ...facts,
      warnings: publishWarnings(facts),
    };
  };
  const membershipsOf = (codes: string[]) =>
    [...new Set(codes)].map((modelCode) => ({ modelCode, catalogTypes: [...state.get(modelCode)!.catalogTypes] }));
  const answer = (codes: string[], changed: number, previous: ItemMembership[]): CatalogChangeResult => ({
    lineListId: 7,
    itemsChanged: changed,
    itemsSkipped: codes.length - changed,
    items: membershipsOf(codes),
    previous,
    catalogs: counts(),
  });
  const set = (code: string, types: SortedCatalogType[]) => {
    const current = state.get(code)!;
    state.set(code, {
      ...current,
      catalogTypes: (['athletic', 'boutique', 'crocs'] as const).filter((t) => types.includes(t)),
    });
  };
  type Entry = { modelCode: string; originCatalogType: CatalogType; targetCatalogType: SortedCatalogType };
  const calls = stubApi((call: ApiCall) => {
    const kind = call.path.replace('/api/crocs/catalogs/', '');
    if (options.fail?.[kind]) return options.fail[kind];
    const body = call.body as Record<string, unknown>;
    if (call.method === 'GET' && call.path === '/api/crocs/catalogs/populated/7') return ok(populated());
    if (call.method === 'GET' && call.path === '/api/crocs/catalogs/publish-summary/7') return ok(publishSummary());
    if (kind === 'add-items' || kind === 'copy-items' || kind === 'move-items') {
      const entries = body[
        kind === 'add-items' ? 'addItems' : kind === 'copy-items' ? 'copyItems' : 'moveItems'
      ] as Entry[];
      const previous = membershipsOf(entries.map((e) => e.modelCode));
      for (const e of entries) {
        const types = state
          .get(e.modelCode)!
          .catalogTypes.filter((t) => !(kind === 'move-items' && t === e.originCatalogType));
        set(e.modelCode, [...types, e.targetCatalogType]);
      }
      return ok(
        answer(
          entries.map((e) => e.modelCode),
          entries.length,
          previous,
        ),
      );
    }
    if (kind === 'remove-items') {
      const codes = body.modelCodes as string[];
      const previous = membershipsOf(codes);
      for (const code of codes)
        set(
          code,
          state.get(code)!.catalogTypes.filter((t) => t !== body.catalogType),
        );
      return ok(answer(codes, codes.length, previous));
    }
    if (kind === 'add-items-to') {
      const codes = body.modelCodes as string[];
      const previous = membershipsOf(codes);
      for (const code of codes)
        set(code, [...state.get(code)!.catalogTypes, body.targetCatalogType as SortedCatalogType]);
      return ok({ ...answer(codes, codes.length, previous), itemsAdded: codes.length });
    }
    if (kind === 'restore-items') {
      // As the PIM: all or nothing, only while every item holds what the change left.
      const request = body as unknown as RestoreItemsRequest;
      const holds = (entry: Membership) => {
        const now = state.get(entry.modelCode)!.catalogTypes;
        return now.length === entry.types.length && entry.types.every((t) => now.includes(t));
      };
      if (!request.expected.every(holds)) return failure(409, catalogRestoreMessages.changedSince);
      const codes = request.memberships.map((entry) => entry.modelCode);
      const previous = membershipsOf(codes);
      for (const entry of request.memberships) set(entry.modelCode, entry.types);
      return ok(answer(codes, codes.length, previous), catalogRestoreMessages.restored);
    }
    const overview = (): CatalogOverview => ({
      id: 7,
      name: 'Spring 2026',
      brandId: 1,
      brandName: 'Crocs',
      type: 'pre-book',
      published,
      sortingCompleted,
      itemsCount: state.size,
      sentOn: null,
      deadline: '2099-03-15',
      catalogs: counts(),
    });
    if (kind === 'save') {
      sortingCompleted = 1;
      return ok(overview(), segmentationTexts.savedTitle);
    }
    if (kind === 'publish') {
      published = 1;
      return ok(overview());
    }
    if (call.path === '/api/crocs/catalogs/latest') return ok([overview()]);
    return undefined;
  });
  return { calls, state };
}
