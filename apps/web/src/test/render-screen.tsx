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
import { createQueryClient } from '@/lib/query-client';
import { signIn, stubApi } from '@/test/render-app';

/** Answers one 'METHOD /path' with the request body it was sent. */
export type RouteHandler = (body: unknown) => Response;

/**
 * Signs a session in and answers the API from `routes`, keyed 'METHOD /path'; anything else gets
 * the defaults of `stubApi` (the signed-in user, else 404). `sent(key)` lists the bodies sent to a key.
 */
export function stubUsersApi(routes: Record<string, RouteHandler>) {
  signIn();
  const keyOf = (call: { method: string; path: string }) => `${call.method} ${call.path}`;
  const calls = stubApi((call) => routes[keyOf(call)]?.(call.body));
  // biome-ignore lint/suspicious/noExplicitAny: a test reads back the JSON it sent, field by field
  const sent = (key: string): any[] => calls.filter((call) => keyOf(call) === key).map((call) => call.body);
  return { calls, sent };
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
