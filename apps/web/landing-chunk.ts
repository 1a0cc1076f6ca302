import path from 'node:path';
import type { Rolldown } from 'vite';
import { loadsWithThePage } from './build/split-routes.mjs';

type ChunkingContext = Rolldown.ChunkingContext;

/** The customer portal's route modules: what they import never goes to the back office's chunk. */
const PORTAL_ROUTE = /[\\/]src[\\/]routes[\\/]portal[\\/]/;
/** What the shared chunk may hold: the app's own modules and its icons; libraries keep their own chunks. */
const OWN_OR_ICONS = /^(?![\s\S]*[\\/]node_modules[\\/](?!lucide-react[\\/]))/;

/**
 * The chunk of the page signing in lands on: the /home layout's and the catalogs page's own code with
 * every module they import that the entry does not load already. Left to the automatic splitting,
 * that code comes as some thirty files of a few hundred bytes (an icon, a hook, a query key each,
 * shared with other pages); over HTTP/1.1 a phone fetches six at a time, a round trip per six, and
 * the landing page waits for the last. One file instead: the other /home pages load it anyway, as
 * their layout is in it. The landing's modules that the customer portal's pages import too (a badge,
 * a skeleton, a few icons) go to a second chunk, so the portal never loads the back office's. Answers
 * the chunk a module of the landing goes to, null for other modules.
 */
export function landingChunkOf(webRoot: string, landingRoutes: string[]) {
  const entry = path.join(webRoot, 'src/main.tsx');
  const routes = landingRoutes.map((route) => path.join(webRoot, route));
  const landings = new WeakMap<ChunkingContext, Map<string, string>>();
  return (moduleId: string, context: ChunkingContext): string | null => {
    let landing = landings.get(context);
    if (!landing) {
      landing = landingModules(context, entry, routes);
      landings.set(context, landing);
    }
    return landing.get(moduleId) ?? null;
  };
}

/** Each module the landing loads beyond the entry's, with its chunk: 'landing', or 'common' when the portal loads it too. */
function landingModules(context: ChunkingContext, entry: string, routes: string[]): Map<string, string> {
  const loadedByEntry = reached(context, [entry]);
  const splitParts = routes.flatMap(
    (route) => context.getModuleInfo(route)?.dynamicallyImportedIds.filter(loadsWithThePage) ?? [],
  );
  const portalRoutes = [...reached(context, [entry], true)].filter((id) => PORTAL_ROUTE.test(id));
  const loadedByPortal = reached(context, portalRoutes);
  // Modules loaded on demand (the split parts themselves, for one) keep their own chunks: taken into a
  // group, rolldown loses their exports ("Export 'route_exports' is not defined").
  const ownModules = [...reached(context, splitParts)].filter(
    (id) => !loadedByEntry.has(id) && !context.getModuleInfo(id)?.dynamicImporters.length,
  );
  const common = withinEntryAnd(
    context,
    new Set(ownModules.filter((id) => loadedByPortal.has(id) && OWN_OR_ICONS.test(id))),
    loadedByEntry,
  );
  return new Map(
    ownModules
      .filter((id) => !loadedByPortal.has(id) || common.has(id))
      .map((id) => [id, common.has(id) ? 'common' : 'landing']),
  );
}

/**
 * The modules of `shared` that import nothing beyond the entry's modules and each other: a chunk of
 * them brings no other chunk along (the portal's pages do not all load TanStack Query, for one).
 */
function withinEntryAnd(context: ChunkingContext, shared: Set<string>, loadedByEntry: Set<string>): Set<string> {
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of shared) {
      const imports = context.getModuleInfo(id)?.importedIds ?? [];
      if (imports.every((imported) => loadedByEntry.has(imported) || shared.has(imported))) continue;
      shared.delete(id);
      changed = true;
    }
  }
  return shared;
}

/** The modules `roots` import, and theirs, with the ones they load on demand when `withDynamic`. */
function reached(context: ChunkingContext, roots: string[], withDynamic = false): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    const info = context.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(withDynamic ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return found;
}
