// `npm start`: installs what is missing, builds the web app when its sources changed, then serves
// everything (migrations and seed run as the server starts). See README.md.
import fs from 'node:fs';
import path from 'node:path';
import { ensureDependencies, ensureRuntime, root, run } from './lib/bootstrap.mjs';

ensureDependencies();
ensureRuntime();

function newestIn(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const builtIndex = path.join(root, 'apps/web/dist/index.html');
const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(
  newestIn(path.join(root, 'apps/web/src')),
  newestIn(path.join(root, 'packages/contracts/src')),
  fs.statSync(path.join(root, 'apps/web/index.html')).mtimeMs,
);
if (sourcesAt > builtAt) {
  console.log('Building the web app...');
  if (run(process.execPath, [path.join(root, 'scripts/build-web.mjs')]) !== 0) process.exit(1);
}

const { register } = await import('tsx/esm/api');
register();
await import('./serve.ts');
