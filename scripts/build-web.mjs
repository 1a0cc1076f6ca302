// Builds the SPA (apps/web → apps/web/dist) and reports what the sign-in route /auth/start loads:
// the entry chunk, everything it imports statically, and the /auth/start route's split chunks with
// theirs, JS and CSS, gzip-compressed. Fails when that exceeds the sign-in route's budget (150 KB gzip).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const distDir = path.join(webDir, 'dist');
const BUDGET_BYTES = 150 * 1000;
const SIGN_IN_ROUTE_SOURCE = 'src/routes/auth/start.tsx';

const viteBin = path.join(root, 'node_modules/vite/bin/vite.js');
const build = spawnSync(process.execPath, [viteBin, 'build'], { cwd: webDir, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('build-web: no entry chunk in the manifest');
  process.exit(1);
}
const routeKeys = Object.keys(manifest).filter(
  (key) => key === SIGN_IN_ROUTE_SOURCE || key.startsWith(`${SIGN_IN_ROUTE_SOURCE}?`),
);
if (routeKeys.length === 0) console.warn(`build-web: no chunk of ${SIGN_IN_ROUTE_SOURCE} (not split?)`);

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
for (const key of routeKeys) collect(key);

let total = 0;
const rows = [...files]
  .filter((file) => /\.(js|css)$/.test(file))
  .sort()
  .map((file) => {
    const bytes = fs.readFileSync(path.join(distDir, file));
    const gzip = zlib.gzipSync(bytes, { level: 9 }).length;
    total += gzip;
    return { file, raw: bytes.length, gzip };
  });

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
console.log(`\nWhat /auth/start loads (gzip -9):`);
for (const row of rows)
  console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`);
console.log(`  ${'total'.padEnd(48)} ${''.padStart(14)} ${kb(total).padStart(10)} gzip (budget ${kb(BUDGET_BYTES)})`);
if (total > BUDGET_BYTES) {
  console.error(`build-web: the sign-in route loads ${kb(total)} gzip, over the ${kb(BUDGET_BYTES)} budget`);
  process.exit(1);
}
