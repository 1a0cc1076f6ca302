// Builds the SPA (apps/web → apps/web/dist) and reports what the budgeted routes load: the back
// office's sign-in /auth/start, the portal's sign-in /portal/auth/start, the portal's catalog
// page and the signed-in landing page /home/catalogs. For each, the entry chunk, everything it imports statically, and the split chunks the router
// loads with the page (the route's and its layout routes' component and loader, with their static
// imports), gzip-compressed. An error or not-found component split off on its own is left out: the
// router loads it only when the page fails. The budget is JavaScript's; the stylesheet, one for the
// whole app, is printed apart. Fails when a page's JavaScript exceeds its budget. Then writes the
// page variants with a first paint (the /home ones with module preloads of the signed-in shell's
// chunks; the sign-in and catalogs pages starting the app after that paint, apps/web/build/start-after-paint.mjs)
// and the compressed copies the server answers with (apps/web/build/precompress.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CONTENT_PAGES } from '../apps/web/build/first-paint-pages.mjs';
import { precompressDir, writeFirstPaintPages } from '../apps/web/build/precompress.mjs';
import { LANDING_ROUTES, loadsWithThePage } from '../apps/web/build/split-routes.mjs';
import { startAfterFirstPaint } from '../apps/web/build/start-after-paint.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const distDir = path.join(webDir, 'dist');
const KB = 1000;
const BUDGET = 150 * KB;
/** Each budgeted page: its route file and the layout routes above it, outermost first; its own budget, if not BUDGET. */
const BUDGETED_ROUTES = [
  { page: '/auth/start', sources: ['src/routes/auth/start.tsx'] },
  { page: '/portal/auth/start', sources: ['src/routes/portal/route.tsx', 'src/routes/portal/auth/start.tsx'] },
  {
    page: '/portal/catalogs/{lineListId}',
    sources: [
      'src/routes/portal/route.tsx',
      'src/routes/portal/_shell/route.tsx',
      'src/routes/portal/_shell/catalogs/$lineListId/index.tsx',
    ],
  },
  // Where signing in lands: the signed-in shell (React Query, the sidebar's menus and tooltips) and the
  // catalogs. Its own budget, above the sign-in pages'.
  { page: '/home/catalogs', sources: LANDING_ROUTES, budget: 210 * KB },
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

/** The route file's chunks the router loads with the page: the file itself, or its splits holding a component or loader. */
function routeChunkKeys(source) {
  return Object.keys(manifest).filter(
    (key) => key === source || (key.startsWith(`${source}?`) && loadsWithThePage(key)),
  );
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
    // A route file with nothing split off is in the entry already.
    if (!fs.existsSync(path.join(webDir, source))) console.warn(`build-web: ${source} does not exist`);
    for (const key of routeChunkKeys(source)) collect(key);
  }
  return files;
}

/**
 * The pages of /home routes name the signed-in shell's chunks (the /home layout's, and the catalogs
 * page's: /home and /home/catalogs, where signing in lands, show it) as module preloads, so the browser
 * fetches them with the entry instead of discovering them one step later, once the entry has run and
 * the router has matched the route. The entry's own imports are preloaded by Vite already.
 */
function homeChunkPreloads() {
  const inEntry = filesOf([]);
  return [...filesOf(LANDING_ROUTES)]
    .filter((file) => file.endsWith('.js') && !inEntry.has(file))
    .sort()
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}

/** Adds tags at the end of a built page's head. */
function addToHead(page, tags) {
  const pagePath = path.join(distDir, page);
  const html = fs.readFileSync(pagePath, 'utf8');
  fs.writeFileSync(pagePath, html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`));
}

/**
 * The sign-in page preloads the text font's Latin file, so its card's heading and description are
 * drawn in the font the app draws them in: drawn in the fallback font, the app's own drawing of
 * them would be a new, larger paint, and the largest paint would wait for the scripts. (The /home
 * pages draw theirs in the system font instead: the font would queue behind the shell's scripts.)
 */
function textFontPreload() {
  const font = fs
    .readdirSync(path.join(distDir, 'assets'))
    .find((file) => /^inter-latin-wght-normal-.*\.woff2$/.test(file));
  if (!font) throw new Error('build-web: no Latin Inter font in the build');
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`;
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const over = [];
for (const { page, sources, budget = BUDGET } of BUDGETED_ROUTES) {
  const totals = { js: 0, css: 0 };
  const rows = [...filesOf(sources)]
    .filter((file) => /\.(js|css)$/.test(file))
    .sort()
    .map((file) => {
      const bytes = fs.readFileSync(path.join(distDir, file));
      const gzip = zlib.gzipSync(bytes, { level: 9 }).length;
      totals[file.endsWith('.css') ? 'css' : 'js'] += gzip;
      return { file, raw: bytes.length, gzip };
    });
  console.log(`\nWhat ${page} loads (gzip -9):`);
  for (const row of rows)
    console.log(`  ${row.file.padEnd(60)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`);
  console.log(
    `  ${'JavaScript'.padEnd(60)} ${''.padStart(14)} ${kb(totals.js).padStart(10)} gzip (${totals.js} bytes; budget ${kb(budget)})`,
  );
  console.log(`  ${'CSS (not budgeted)'.padEnd(60)} ${''.padStart(14)} ${kb(totals.css).padStart(10)} gzip`);
  if (totals.js > budget) over.push(`${page} loads ${kb(totals.js)} gzip of JavaScript, over its ${kb(budget)} budget`);
}
for (const message of over) console.error(`build-web: ${message}`);
if (over.length > 0) process.exit(1);

// The pages with their first paint (the /home ones preloading the shell), then a brotli and a gzip
// copy of each text file for the server.
const pages = writeFirstPaintPages(distDir);
if (!pages) {
  console.error('build-web: index.html has no shell skeleton or page-header markers');
  process.exit(1);
}
const homePreloads = homeChunkPreloads();
for (const page of pages.filter((file) => file.startsWith('home'))) addToHead(page, homePreloads);
addToHead(CONTENT_PAGES.signIn, [textFontPreload()]);
// The pages whose first paint is their own content start the app once it is painted.
startAfterFirstPaint(distDir, Object.values(CONTENT_PAGES));
const compressed = precompressDir(distDir);
const total = (extension) =>
  compressed.filter((entry) => entry.file.endsWith(extension)).reduce((sum, entry) => sum + entry.bytes, 0);
console.log(
  `\nPrecompressed ${new Set(compressed.map((entry) => entry.file.replace(/\.(br|gz)$/, ''))).size} files: ${kb(total('.br'))} brotli, ${kb(total('.gz'))} gzip (served by Accept-Encoding)`,
);
