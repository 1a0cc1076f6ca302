// Compiles the one-process server (apps/server/src/serve.ts) and the upload reader's process into plain
// JavaScript in dist/server, which `npm start` and the browser tests run on plain Node
// (docs/decisions/0012-compiled-server.md); each service's own entry too. `node
// scripts/build-server.mjs` builds always, with --if-changed only when a source is newer.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const serverDist = path.join(root, 'dist/server');
export const serverBundle = path.join(serverDist, 'serve.mjs');

const entryPoints = {
  serve: path.join(root, 'apps/server/src/serve.ts'),
  // Each service alone, for a split deployment (`npm start -w @lineup/<service>`).
  'auth-server': path.join(root, 'services/auth/src/server.ts'),
  'pim-server': path.join(root, 'services/pim/src/server.ts'),
  'users-server': path.join(root, 'services/users/src/server.ts'),
  // A split deployment's /config.json, from the environment (`npm run web:config`).
  'web-config': path.join(root, 'apps/server/src/web-config.ts'),
  // parse-process.ts starts it from beside the server's bundle.
  'parse-process-main': path.join(root, 'services/pim/src/parser/parse-process-main.ts'),
  // image-process.ts starts it from beside the server's bundle.
  'image-process-main': path.join(root, 'services/pim/src/image-process/image-process-main.ts'),
};

/** Everything the bundles are made of: a change in any of these makes `npm start` build again. */
const sourceFolders = [
  'apps/server/src',
  'apps/web/build',
  'scripts/lib',
  'scripts/build-server.mjs',
  'services',
  'packages',
].map((entry) => path.join(root, entry));

/**
 * Workspace modules that name files through import.meta, and which place they mean. 'source': a
 * file of the repository next to the module (migrations, the web build, samples, a package's own
 * node_modules), so the bundle is given the module's own location. 'bundle': a file next to the
 * compiled server. A module not listed here fails the build, so a new one is decided, not guessed.
 */
const importMetaPlaces = {
  'apps/server/src/serve.ts': 'source',
  'services/auth/src/db/database.ts': 'source',
  'services/pim/src/db/database.ts': 'source',
  'services/users/src/db/database.ts': 'source',
  'packages/server-kit/src/openapi-docs.ts': 'source',
  'services/pim/src/parser/parse-process-launch.ts': 'bundle',
  'services/pim/src/image-process/image-process.ts': 'bundle',
  'services/pim/src/parser/reader-warm-up.ts': 'source',
};

const IMPORT_META = /\bimport\.meta\.(url|dirname|filename)\b/g;

/** The newest modification time of a file or of the files under a folder (node_modules left out). */
function newestIn(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry, { withFileTypes: true })) {
    if (child.name === 'node_modules') continue;
    newest = Math.max(newest, newestIn(path.join(entry, child.name)));
  }
  return newest;
}

/** The newest of the server's sources, and when the bundle was built (0: never). */
export function serverBuildState() {
  const builtAt = fs.existsSync(serverBundle) ? fs.statSync(serverBundle).mtimeMs : 0;
  return { builtAt, sourcesAt: Math.max(...sourceFolders.map(newestIn)) };
}

/** The folder of package `name` that Node finds from `dir` (walking up through node_modules). */
function packageFolderFrom(dir, name) {
  for (let at = dir; ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', name);
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(at) === at) return undefined;
  }
}

/**
 * Workspace packages (@lineup/*) are bundled, since their exports point at TypeScript; every other
 * package stays an import that Node resolves at run time, as under tsx. A workspace that has its
 * own copy of a package (packages/server-kit/node_modules/nodemailer) keeps it: that import names the
 * copy's file, relative to the bundle.
 */
const workspaceOnly = {
  name: 'workspace-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@lineup/') || args.pluginData === 'own-copy') return undefined;
      const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
      const own = args.path.startsWith('node:') ? undefined : packageFolderFrom(args.resolveDir, name);
      if (!own || own === path.join(root, 'node_modules', name)) return { path: args.path, external: true };
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'own-copy',
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      const fromBundle = path.relative(serverDist, resolved.path).split(path.sep).join('/');
      return { path: fromBundle.startsWith('.') ? fromBundle : `./${fromBundle}`, external: true };
    });
  },
};

/** Gives each workspace module's import.meta the place importMetaPlaces names for it. */
const importMetaOfSources = {
  name: 'import-meta-of-sources',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
      const relative = path.relative(root, args.path).split(path.sep).join('/');
      if (relative.startsWith('..') || relative.includes('node_modules/')) return undefined;
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.match(IMPORT_META)) return undefined;
      const place = importMetaPlaces[relative];
      if (!place) {
        return {
          errors: [
            {
              text: `${relative} uses import.meta: say in scripts/build-server.mjs (importMetaPlaces) whether it names a source file or one beside the bundle`,
            },
          ],
        };
      }
      if (place === 'bundle') return undefined;
      // Relative to the bundle, which stays two folders below the root, so the checkout may move.
      const fromBundle = (file) => JSON.stringify(path.relative(serverDist, file).split(path.sep).join('/'));
      const values = {
        url: `new URL(${fromBundle(args.path)}, import.meta.url).href`,
        filename: `(import.meta.dirname + '/' + ${fromBundle(args.path)})`,
        dirname: `(import.meta.dirname + '/' + ${fromBundle(path.dirname(args.path))})`,
      };
      return { contents: text.replace(IMPORT_META, (_match, key) => values[key]), loader: 'ts' };
    });
  },
};

/**
 * Builds dist/server from the sources. Throws (with esbuild's messages) when they do not compile.
 * `extraEntryPoints` (name → source) compiles more entries beside the server, e.g. a benchmark's
 * harness, so it measures the code `npm start` runs.
 */
export async function buildServer(extraEntryPoints = {}) {
  const esbuild = await import('esbuild');
  const started = performance.now();
  fs.rmSync(serverDist, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { ...entryPoints, ...extraEntryPoints },
    outdir: serverDist,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    // Stack traces in the logs name the TypeScript sources.
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [workspaceOnly, importMetaOfSources],
  });
  return Math.round(performance.now() - started);
}

/** Builds dist/server when a source changed since the last build. Returns false if the build failed. */
export async function buildServerIfChanged() {
  const { builtAt, sourcesAt } = serverBuildState();
  if (builtAt >= sourcesAt) return true;
  console.log('Building the server...');
  try {
    const ms = await buildServer();
    console.log(`Server built in ${ms} ms (dist/server).`);
    return true;
  } catch {
    // esbuild has printed what does not compile.
    return false;
  }
}

// `node scripts/build-server.mjs [--if-changed]`
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  if (process.argv.includes('--if-changed')) process.exit((await buildServerIfChanged()) ? 0 : 1);
  try {
    const ms = await buildServer();
    console.log(`Server built in ${ms} ms (dist/server).`);
  } catch {
    process.exit(1);
  }
}
