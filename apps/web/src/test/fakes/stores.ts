import { errorMessages } from '@lineup/contracts/error-messages';
import type { BusinessStore } from '@lineup/contracts/stores';
import { current, type Served } from '@/test/fakes/fake-api';
import { type ApiHandler, failure, ok } from '@/test/render-app';

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
