import { NO_ORDER_RULES } from '@lineup/contracts/order-rules';
import type { ShipToChoice, ShipToOption } from '@lineup/contracts/orders-ship-to';
import type {
  PortalCatalog,
  PortalCatalogDetail,
  PortalItem,
  PortalItemSummary,
  PortalSession,
  PortalStore,
} from '@lineup/contracts/portal';
import { portalMessages } from '@lineup/contracts/portal-messages';
import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, type Mock, vi } from 'vitest';
import { createAppRouter } from '@/app/router';
import { forgetPortalSessions } from '@/features/portal/api/get-portal-session';
import type { AuthRealm } from '@/lib/auth/realm';
import { authSession } from '@/lib/auth/session';
import { createInTabLock, createTokenStore } from '@/lib/auth/token-store';
import { getQueryClient } from '@/lib/query-client';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { testConfig } from '@/test/fixtures';
import { type ApiCall, type ApiHandler, failure, ok, stubApi } from '@/test/render-app';
import { trackRouter } from '@/test/router-settle';

/** The customer portal's component tests: an account with two stores, their catalogs and a fake portal API. */

export const STORE_DOWNTOWN = '0b5a4a8e-6f1d-4c57-9a51-6f6f7d0c1a01';
export const STORE_AIRPORT = '0b5a4a8e-6f1d-4c57-9a51-6f6f7d0c1a02';
export const CUSTOMER_TOKEN = 'customer-at';
export const STAFF_TOKEN = 'staff-at';

export const aStore = (overrides: Partial<PortalStore> & { id: string; name: string }): PortalStore => ({
  organizationName: 'Acme Shoes',
  city: null,
  logoUrl: '',
  segments: [{ brandId: 1, brandName: 'Crocs', catalogSegment: 'crocs', discountPercent: 10 }],
  ...overrides,
});

export const downtown = aStore({ id: STORE_DOWNTOWN, name: 'Downtown', city: 'Portland' });
export const airport = aStore({ id: STORE_AIRPORT, name: 'Airport', city: 'Seattle' });

export const aSession = (overrides: Partial<PortalSession> = {}): PortalSession => ({
  user: { id: '5d0c3f5e-1d2b-4e6f-8a9b-0c1d2e3f4a5b', firstName: 'Bea', lastName: 'Buyer', email: 'bea@acme.test' },
  organization: { id: '7e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b', name: 'Acme Shoes' },
  stores: [downtown, airport],
  preview: false,
  ...overrides,
});

export const aCatalog = (overrides: Partial<PortalCatalog> = {}): PortalCatalog => ({
  lineListId: 7,
  name: 'Spring 2027 Pre-Book',
  brandId: 1,
  brandName: 'Crocs',
  lineListType: 'pre-book',
  catalogSegment: 'crocs',
  season: 'Spring',
  year: 2027,
  deadline: '2099-12-15',
  publishedAt: '2026-11-01T10:00:00.000Z',
  itemsCount: 3,
  wholesalePercent: 50,
  orderRules: NO_ORDER_RULES,
  deliveryWindows: [],
  ...overrides,
});

export const anItem = (modelCode: string, overrides: Partial<PortalItemSummary> = {}): PortalItemSummary => ({
  modelCode,
  silhouette: 'Classic Clog',
  color: 'Black',
  franchise: 'Classic',
  gender: 'Unisex',
  msrp: '49.99',
  imageUrl: null,
  picture: null,
  sizes: ['M4', 'M5', 'M6'],
  ...overrides,
});

export const aPortalItem = (modelCode: string, overrides: Partial<PortalItem> = {}): PortalItem => ({
  ...anItem(modelCode),
  catalog: aCatalog(),
  expectedShipDate: '2027-02-01',
  attributes: { Material: 'Croslite', Width: 'Standard' },
  skus: [
    { sku: `${modelCode}-M4`, size: 'M4' },
    { sku: `${modelCode}-M5`, size: 'M5' },
  ],
  imageUrls: [],
  pictures: [],
  ...overrides,
});

/**
 * What the fake portal API answers: per store, its catalogs (or a refusal), their items and single
 * items; every store's cart (`cart`, empty by default) and shipping addresses (`shipTo`); and any
 * other ordering call (`ordering`).
 */
export type PortalFake = {
  session?: PortalSession;
  catalogs?: Record<string, PortalCatalog[] | Response>;
  details?: Record<string, PortalCatalogDetail>;
  items?: Record<string, PortalItem>;
  cart?: PortalDraft[];
  /** Per store, its shipping addresses (SHIP_TO_DOCK alone by default). */
  shipTo?: Record<string, ShipToChoice>;
  ordering?: ApiHandler;
};

/** The shipping address every store has unless told otherwise. */
export const SHIP_TO_DOCK: ShipToOption = {
  id: 'a1b2c3d4e5f60718',
  line1: '45 Harbor Way',
  city: 'Portland',
  state: 'OR',
  postalCode: '97209',
  country: 'US',
};

const SHIP_TO_PATH = /^\/api\/portal\/stores\/([^/]+)\/ship-to$/;

const CART_PATH = /^\/api\/portal\/stores\/[^/]+\/cart$/;

const STORE_PATH = /^\/api\/portal\/stores\/([^/]+)\/catalogs(?:\/(\d+)(?:\/items\/([^/]+))?)?$/;

/** Stubs the portal API (and anything else as stubApi does); `tokens()` lists the bearer token of each call. */
export function portalServer(fake: PortalFake = {}) {
  const session = fake.session ?? aSession();
  const calls = stubApi(async (call: ApiCall) => {
    if (call.path === '/api/portal/me') return ok(session);
    const ordered = await fake.ordering?.(call);
    if (ordered) return ordered;
    if (call.method === 'GET' && CART_PATH.test(call.path)) return ok(fake.cart ?? []);
    const shipTo = SHIP_TO_PATH.exec(call.path);
    if (shipTo) return ok(fake.shipTo?.[shipTo[1]!] ?? { addresses: [SHIP_TO_DOCK], refusal: null });
    const match = STORE_PATH.exec(call.path);
    if (!match) return undefined;
    const [, storeId, lineListId, modelCode] = match;
    if (modelCode) {
      const item = fake.items?.[decodeURIComponent(modelCode)];
      return item ? ok(item) : failure(404, portalMessages.itemNotFound);
    }
    if (lineListId) {
      const detail = fake.details?.[`${storeId}/${lineListId}`];
      return detail ? ok(detail) : failure(404, portalMessages.catalogNotFound);
    }
    const catalogs = fake.catalogs?.[storeId!] ?? [];
    return catalogs instanceof Response ? catalogs.clone() : ok(catalogs);
  });
  const tokens = () =>
    (fetch as Mock).mock.calls.map(
      ([, init]) => ((init as RequestInit).headers as Record<string, string>).authorization,
    );
  return { calls, tokens };
}

/** A session of the realm (a customer's in the portal, a staff member's in the back office) in localStorage. */
export function signInAs(realm: AuthRealm, accessToken: string) {
  setRuntimeConfig(testConfig);
  const store = createTokenStore({ storage: localStorage, locks: createInTabLock(), refreshGrant: vi.fn(), realm });
  store.write({ accessToken, refreshToken: `${accessToken}-refresh`, expiresAt: Date.now() + 600_000 });
  authSession(realm).setTokenStore(store);
}

/** A customer signed in to the portal. */
export function signInAsCustomer() {
  signInAs('portal', CUSTOMER_TOKEN);
}

/** The tests of a signed-in customer's screens: signed in before each, everything forgotten after. */
export function setUpCustomerPortalTests() {
  beforeEach(signInAsCustomer);
  afterEach(resetPortal);
}

/** What the portal API answers staff previewing the Downtown store. */
export const downtownPreview = aSession({ stores: [downtown], preview: true });

/**
 * A member of staff previewing the Downtown store: signed in to the back office, the portal API
 * answering a preview session of that store alone, and what `fake` adds.
 */
export function previewDowntownAsStaff(fake: Omit<PortalFake, 'session'> = {}) {
  signInAs('back-office', STAFF_TOKEN);
  return portalServer({ session: downtownPreview, ...fake });
}

/** The whole app at `path`, each realm's sign-out going to its landing page as main.tsx wires it. */
export function renderPortal(path: string) {
  setRuntimeConfig(testConfig);
  // The router restores scroll positions; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  authSession('back-office').setSignedOutHandler((returnTo) =>
    router.navigate({ to: '/', search: returnTo ? { returnTo } : {} }),
  );
  authSession('portal').setSignedOutHandler((returnTo) =>
    router.navigate({ to: '/portal', search: returnTo ? { returnTo } : {} }),
  );
  trackRouter(router);
  render(<RouterProvider router={router} />);
  return router;
}

/** Call in afterEach: forget both sessions, the loaded portal sessions and every cached query. */
export function resetPortal() {
  forgetPortalSessions();
  getQueryClient().clear();
  authSession('portal').setTokenStore(null);
  authSession('back-office').setTokenStore(null);
}

/** jsdom lays nothing out: give each grid row the height a browser gives it, so the virtualizer works as there. */
export function layOutPortalGridLikeABrowser(rowHeight = 330) {
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.index !== undefined ? rowHeight : 0;
      },
    });
  });
  afterAll(() => {
    if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
  });
}
