import { errorMessages } from '@lineup/contracts/error-messages';
import type { BusinessStore } from '@lineup/contracts/stores';
import type { UserWithMemberships } from '@lineup/contracts/users';
import { answersByRoute, current, type Served, serveFirst } from '@/test/fakes/fake-api';
import { membersList } from '@/test/fakes/people';
import { type ApiCall, type ApiHandler, failure, ok, stubApi } from '@/test/render-app';

/** An active monobrand store of Acme (org-acme) as the users service answers it. */
export function aStore(id: string, name: string, changes: Partial<BusinessStore> = {}): BusinessStore {
  return {
    id,
    organizationId: 'org-acme',
    name,
    description: null,
    addresses: [],
    mainContactUserId: null,
    brandFocusType: { storeType: 'monobrand', brandSegmentation: [{ brandId: 1, segmentation: 'good' }] },
    ownership: null,
    userIds: [],
    accountManagers: [],
    logoUrl: '/images/store-logo-placeholder.svg',
    status: 'active',
    createdAt: '',
    updatedAt: '',
    _revision: 1,
    ...changes,
  };
}

/** GET /api/stores and GET /api/stores/{id}: the stores given; an unknown id is the store's 404. */
export function storesList(stores: Served<BusinessStore[]>): ApiHandler {
  return ({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === '/api/stores') return ok(current(stores));
    const detail = /^\/api\/stores\/([^/]+)$/.exec(path);
    if (!detail) return undefined;
    const store = current(stores).find((candidate) => candidate.id === detail[1]);
    return store ? ok(store) : failure(404, errorMessages.businessStores[404]);
  };
}

/**
 * One store's page with a list of people to choose for it (its customer accounts, its account
 * managers): the store in the stores list, the people in the members list, and the PUT that saves
 * the choice (`put`, e.g. 'PUT /api/stores/s-main/users'). A save answers the store as `saved`
 * makes it from the chosen ids, with the next revision, unless `refuse` answers first.
 */
export function storeWithPeopleServer(options: {
  store: BusinessStore;
  people: UserWithMemberships[];
  put: string;
  saved: (userIds: string[]) => BusinessStore;
  refuse: (call: ApiCall) => Response | undefined;
  savedMessage?: string;
}) {
  let store = options.store;
  return stubApi(
    serveFirst(
      answersByRoute({
        [options.put]: (call) => {
          const refused = options.refuse(call);
          if (refused) return refused;
          const userIds = (call.body as { userIds: string[] }).userIds;
          store = { ...options.saved(userIds), _revision: store._revision + 1 };
          return ok(store, options.savedMessage);
        },
      }),
      storesList(() => [store]),
      membersList(options.people),
    ),
  );
}
