import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The portal's layout and its catalog page read through the router's loaders: neither may load
 * TanStack Query (the ordering pages keep it, in their own chunks). Follows the static imports of
 * their route files (type-only imports and dynamic import() do not load code with the page).
 */
const webSrc = path.resolve(import.meta.dirname, '../..');
const contractsSrc = path.resolve(webSrc, '../../../packages/contracts/src');

const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?'([^']+)';/gm;

const withExtension = (base: string) =>
  ['.ts', '.tsx'].map((extension) => base + extension).find((file) => fs.existsSync(file)) ?? null;

/** The project file an import names, or null for a package's. */
function resolveSource(specifier: string, importer: string): string | null {
  if (specifier.startsWith('.')) return withExtension(path.resolve(path.dirname(importer), specifier));
  if (specifier.startsWith('@/')) return withExtension(path.join(webSrc, specifier.slice(2)));
  if (specifier.startsWith('@lineup/contracts/')) {
    return withExtension(path.join(contractsSrc, specifier.slice('@lineup/contracts/'.length)));
  }
  return null;
}

/** Every module the file loads, directly or through the project's own modules (packages by name). */
function loadedModules(entry: string): Set<string> {
  const loaded = new Set<string>();
  const visited = new Set<string>();
  const visit = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    for (const [, typeOnly, specifier] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (typeOnly || !specifier) continue;
      const next = resolveSource(specifier, file);
      loaded.add(next ?? specifier);
      if (next) visit(next);
    }
  };
  visit(entry);
  return loaded;
}

const queryModules = (loaded: Set<string>) =>
  [...loaded].filter((module) => module.startsWith('@tanstack/react-query') || module.endsWith('lib/query-client.ts'));

describe('what the portal layout and its catalog page load', () => {
  it.each(['routes/portal/_shell/route.tsx', 'routes/portal/_shell/catalogs/$lineListId/index.tsx'])(
    '%s loads no TanStack Query',
    (route) => {
      const loaded = loadedModules(path.join(webSrc, route));
      expect(loaded.has('@tanstack/react-router')).toBe(true);
      expect(queryModules(loaded)).toEqual([]);
    },
  );

  // The portal's pages validate nothing with zod: they show pictures through the contracts' zod-free
  // picture-variants, never images.ts, which declares the upload schemas, and check the buying rules
  // with the zod-free order-rule-breaks.ts and delivery-window-dates.ts. The checkout's form
  // validates with the contract's schema, in its own chunk.
  it.each([
    'routes/portal/_shell/route.tsx',
    'routes/portal/_shell/catalogs/$lineListId/index.tsx',
    'routes/portal/_shell/catalogs/$lineListId/items/$modelCode.tsx',
    'routes/portal/_shell/cart.tsx',
    'routes/portal/_shell/orders/$orderId.tsx',
  ])('%s loads no zod', (route) => {
    const loaded = loadedModules(path.join(webSrc, route));
    expect([...loaded].filter((module) => module === 'zod' || module.endsWith('contracts/src/images.ts'))).toEqual([]);
  });

  it('sees TanStack Query where an ordering page loads it', () => {
    expect(queryModules(loadedModules(path.join(webSrc, 'routes/portal/_shell/cart.tsx')))).toContain(
      '@tanstack/react-query',
    );
  });
});
