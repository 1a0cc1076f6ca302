// Builds the SPA (apps/web → apps/web/dist) and reports what the budgeted routes load: the back
// office's sign-in /auth/start, the portal's sign-in /portal/auth/start and the portal's catalog
// page. For each, the entry chunk, everything it imports statically, and the split chunks of the
// route and of its layout routes (component, loader, error and not-found components: the router
// loads them all with the page) with theirs, JS and CSS, gzip-compressed. Fails when one of them
// exceeds its budget.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const distDir = path.join(webDir, 'dist');
const KB = 1000;
/**
 * Each budgeted page: its route file and the layout routes above it that have chunks of their own.
 * The sign-in pages have 150 KB. The portal's catalog page cannot: what every page loads (React
 * DOM, the router, the styles: about 135 KB) plus TanStack Query (about 13 KB) and TanStack
 * Virtual (about 10 KB) is over 150 KB before a line of the page; its budget holds it near what it
 * measures (about 180 KB) so that it cannot grow unnoticed.
 */
const BUDGETED_ROUTES = [
  { page: '/auth/start', budget: 150 * KB, sources: ['src/routes/auth/start.tsx'] },
  {
    page: '/portal/auth/start',
    budget: 150 * KB,
    sources: ['src/routes/portal/route.tsx', 'src/routes/portal/auth/start.tsx'],
  },
  {
    page: '/portal/catalogs/{lineListId}',
    budget: 185 * KB,
    sources: [
      'src/routes/portal/route.tsx',
      'src/routes/portal/_shell/route.tsx',
      'src/routes/portal/_shell/catalogs/$lineListId/index.tsx',
    ],
  },
];

const viteBin = path.join(root, 'node_modules/vite/bin/vite.js');
const build = spawnSync(process.execPath, [viteBin, 'build'], { cwd: webDir, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('build-web: no entry chunk in the manifest');
  process.exit(1);
}

/** The files a page loads at once: the entry's and the route chunks', with their static imports. */
function filesOf(sources) {
  const files = new Set();
  const seen = new Set();
  function collect(key) {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) collect(imported);
  }
  collect(entryKey);
  for (const source of sources) {
    const routeKeys = Object.keys(manifest).filter((key) => key === source || key.startsWith(`${source}?`));
    if (routeKeys.length === 0) console.warn(`build-web: no chunk of ${source} (not split?)`);
    for (const key of routeKeys) collect(key);
  }
  return files;
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const over = [];
for (const { page, budget, sources } of BUDGETED_ROUTES) {
  let total = 0;
  const rows = [...filesOf(sources)]
    .filter((file) => /\.(js|css)$/.test(file))
    .sort()
    .map((file) => {
      const bytes = fs.readFileSync(path.join(distDir, file));
      const gzip = zlib.gzipSync(bytes, { level: 9 }).length;
      total += gzip;
      return { file, raw: bytes.length, gzip };
    });
  console.log(`\nWhat ${page} loads (gzip -9):`);
  for (const row of rows)
    console.log(`  ${row.file.padEnd(60)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`);
  console.log(`  ${'total'.padEnd(60)} ${''.padStart(14)} ${kb(total).padStart(10)} gzip (budget ${kb(budget)})`);
  if (total > budget) over.push(`${page} loads ${kb(total)} gzip, over its ${kb(budget)} budget`);
}
for (const message of over) console.error(`build-web: ${message}`);
if (over.length > 0) process.exit(1);
