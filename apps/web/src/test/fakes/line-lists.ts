import type { LineList } from '@lineup/contracts/pim';
import { current, type Served } from '@/test/fakes/fake-api';
import { type ApiHandler, ok } from '@/test/render-app';

/** A saved Crocs pre-book line list of Spring 2026, uploaded on 5 March 2026, with no dates set. */
export function aLineList(id: number, changes: Partial<LineList> = {}): LineList {
  return {
    id,
    name: `Line list ${id}`,
    brandId: 1,
    brandName: 'Crocs',
    type: 'pre-book',
    description: null,
    status: 'saved',
    season: 'Spring',
    year: 2026,
    createdAt: '2026-03-05T12:00:00.000Z',
    itemsCount: 3,
    sentOn: null,
    dateSent: null,
    receivedOn: null,
    deadline: null,
    dateOfAvailability: null,
    published: 0,
    catalogsCreated: 0,
    sortingCompleted: 0,
    ...changes,
  };
}

/** GET /api/line-lists, whatever its filters: the line lists given. */
export function lineListsList(lineLists: Served<LineList[]>): ApiHandler {
  return ({ method, path }) => (method === 'GET' && path === '/api/line-lists' ? ok(current(lineLists)) : undefined);
}
