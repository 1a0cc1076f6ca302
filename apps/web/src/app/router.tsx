import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { RouteError } from '@/app/route-error';
import { routeTree } from '@/routeTree.gen';

/**
 * The router. Server state (TanStack Query) belongs to the signed-in screens: loaders under /home use
 * getQueryClient() from lib/query-client, so the sign-in pages load none of it (their budget: 150 KB gzip).
 */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    defaultPreload: 'intent',
    // TanStack Query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: () => <NotFoundPage />,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
