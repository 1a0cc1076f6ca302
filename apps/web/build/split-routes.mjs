// The SPA's routes as the router splits them (TanStack Router's automatic code splitting): which
// split parts load with their page, and the routes where signing in lands. Read by the build's
// chunking (apps/web/vite.config.ts, apps/web/landing-chunk.ts) and its budgets (scripts/build-web.mjs).

/** The /home layout route and the catalogs page's: the landing page after sign-in. */
export const LANDING_ROUTES = ['src/routes/home/route.tsx', 'src/routes/home/catalogs.tsx'];

/** The parts of a split route that load with its page; its error and not-found parts wait for a failure. */
const LOADED_WITH_THE_PAGE = ['component', 'loader', 'pendingComponent'];

/**
 * Whether a split part of a route (`…/route.tsx?tsr-split=loader---component`, a module id or a
 * manifest key) loads with its page.
 */
export function loadsWithThePage(splitPart) {
  const query = splitPart.indexOf('?');
  if (query < 0) return false;
  const parts = new URLSearchParams(splitPart.slice(query + 1)).get('tsr-split')?.split('---') ?? [];
  return parts.some((part) => LOADED_WITH_THE_PAGE.includes(part));
}
