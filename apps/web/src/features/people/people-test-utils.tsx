import type { Organization, Role, User } from '@lineup/contracts/users';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type * as React from 'react';
import { vi } from 'vitest';
import { setTokenStore } from '@/lib/auth/session';
import { createInTabLock, createTokenStore } from '@/lib/auth/token-store';
import { createQueryClient } from '@/lib/query-client';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { jsonResponse, testConfig } from '@/test/fixtures';

export const me = {
  id: 'me-0000',
  email: 'admin@lineup.local',
  firstName: 'Ada',
  lastName: 'Admin',
  internal: true,
  active: true,
};

export function aUser(overrides: Partial<User> & { id: string }): User {
  return {
    email: `${overrides.id}@example.com`,
    firstName: 'First',
    lastName: 'Last',
    type: 'external',
    status: 'active',
    organizationId: 'org-acme',
    roleId: 'role-buyer',
    privileges: [],
    stores: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    _revision: 1,
    ...overrides,
  };
}

export function anOrganization(overrides: Partial<Organization> & { id: string; name: string }): Organization {
  return {
    type: 'external',
    status: 'active',
    address: null,
    discounts: {},
    mainContactUserId: null,
    storesCount: 0,
    usersCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aRole(overrides: Partial<Role> & { id: string; name: string }): Role {
  return {
    description: null,
    type: 'internal',
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

type Handler = (body: unknown) => Response;

/**
 * Signs a session in and answers the users API from `handlers`, keyed 'METHOD /path'. /api/users/me
 * answers the signed-in person unless a handler says otherwise; anything else is a 404.
 */
export function stubUsersApi(handlers: Record<string, Handler>) {
  setRuntimeConfig(testConfig);
  const store = createTokenStore({ storage: localStorage, locks: createInTabLock(), refreshGrant: vi.fn() });
  store.write({ accessToken: 'at', refreshToken: 'rt', expiresAt: Date.now() + 600_000 });
  setTokenStore(store);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = handlers[key];
    if (handler) return handler(body);
    if (key === 'GET /api/users/me') return ok(me);
    return jsonResponse(404, { success: false, message: `no stub for ${key}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The bodies sent to 'METHOD /path'. */
  const sent = (key: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}` === key)
      .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
  return { fetchMock, sent };
}

export function ok(data: unknown, message = 'ok', status = 200): Response {
  return jsonResponse(status, { success: true, message, data });
}

export function failure(status: number, message: string): Response {
  return jsonResponse(status, { success: false, message });
}

function Location() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <p data-testid="location">{pathname}</p>;
}

/**
 * Renders a screen at `path` inside a query client and a router; any other path shows only where
 * the router went (`getByTestId('location')`), so a test can follow a redirect.
 */
export function renderScreen(ui: React.ReactNode, { path = '/' }: { path?: string } = {}) {
  // The router restores scroll positions; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const queryClient = createQueryClient();
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const screenRoute = createRoute({ getParentRoute: () => rootRoute, path, component: () => ui });
  const elsewhere = createRoute({ getParentRoute: () => rootRoute, path: '$', component: Location });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
