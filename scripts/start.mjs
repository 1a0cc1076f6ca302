// `npm start`: installs what is missing, builds the web app and the server when their sources
// changed, then serves everything on plain Node (migrations and seed run as the server starts).
// See README.md and docs/decisions/0012-compiled-server.md.
import fs from 'node:fs';
import path from 'node:path';
import { buildServerIfChanged } from './build-server.mjs';
import { ensureDependencies, ensureRuntime, root, run } from './lib/bootstrap.mjs';
import { serverCommand } from './lib/server-runtime.mjs';
import { supervise } from './lib/supervise.mjs';

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
// The server runs compiled (dist/server), not through tsx: built again when a source changed.
if (!(await buildServerIfChanged())) process.exit(1);

// The server runs in a process of its own, with the memory settings of decision 0007, and is
// started again (with back-off) whenever it dies without being asked to.
const { args, env } = serverCommand();
const server = supervise(process.execPath, args, { cwd: root, env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop(signal));
process.exit(await server.ended);
