// Writes the import-boundary rules (docs/decisions/0011-lint-boundaries.md) as Biome overrides, so
// editors and `biome check` report them: production code never imports test support, the server side
// never imports the SPA, a feature folder never imports another feature, another service reads the
// users' data through its directories only, and a server route holds no query. Biome replaces a rule's
// options per override instead of merging them, and an import pattern cannot name the importing
// file's own feature, so each folder gets one override holding every pattern that applies to it; the
// feature list comes from apps/web/src/features. Server rules go to biome.json, web rules to
// apps/web/biome.json (a nested config reads its overrides' paths from its own folder).
// `node scripts/lint-boundaries.mjs` fails when either file is out of date (a feature folder added or
// removed); `--write` rewrites their import-boundary overrides and keeps every other override.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const featuresDir = path.join(root, 'apps/web/src/features');

/** Files that hold tests or test support: they may import test support, production code may not. */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**'];
/** The SPA's test harness (setup, render helpers, fixtures). */
const WEB_TEST_DIR = 'src/test/**';

const testSupport = {
  group: ['**/test-support', '**/test-support/**', '@/test', '@/test/**'],
  message:
    'Production code must not import test support (a test-support/ folder or apps/web/src/test): move what it needs into production code.',
};
const spa = {
  group: ['@lineup/web', '@lineup/web/**', '**/apps/web/**'],
  message: 'The server side must not import the SPA (apps/web).',
};
const parentRelative = {
  group: ['../**'],
  message: 'Import through the @/ alias, not a parent-relative path: one import style keeps the boundaries checkable.',
};
const otherFeatures = (feature) => ({
  group: ['@/features/*', '@/features/*/**', `!@/features/${feature}`, `!@/features/${feature}/**`],
  message: `A feature imports @/components, @/lib, the shared request layer (@/api) and @lineup/contracts, never another feature: this file belongs to "${feature}".`,
});

const anyFeature = {
  group: ['@/features', '@/features/**'],
  message: 'Shared code (@/api, @/lib, @/components) serves the features and never imports one.',
};
/** Folders every feature may import; they import no feature back. */
const SHARED_WEB_FOLDERS = ['src/api', 'src/lib', 'src/components'];

const override = (includes, patterns) => ({
  includes,
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
});
const production = (folders) => [...folders, ...TEST_FILES.map((glob) => `!${glob}`)];
const testsOnly = (folders) => folders.flatMap((folder) => TEST_FILES.map((glob) => `${folder}/${glob}`));

const usersInternals = {
  group: ['@lineup/users/**', '!@lineup/users/directories'],
  message:
    "Another service reads the users service's data through @lineup/users/directories only, never its domain/ or db/ folders.",
};
const sqlInRoutes = {
  group: ['drizzle-orm', 'drizzle-orm/**', '**/db/schema', '**/db/*-schema'],
  message: "A route validates, calls the module's domain and answers: queries and tables belong in the domain.",
};
/** Services other than users: their production code may read the users' data only through its directories. */
const USERS_CLIENTS = ['services/pim/src', 'services/auth/src'];

/** The root config's overrides: paths from the repository root. */
function serverOverrides() {
  const server = ['packages/*/src/**', 'services/*/src/**', 'apps/server/src/**'];
  const clients = USERS_CLIENTS.map((folder) => `${folder}/**`);
  const routes = ['services/*/src/routes/**', 'services/*/src/modules/*/routes/**'];
  const clientRoutes = USERS_CLIENTS.flatMap((folder) => [`${folder}/routes/**`, `${folder}/modules/*/routes/**`]);
  // Later overrides win for the files they include, so each repeats the patterns of the ones before.
  return [
    override(production(server), [testSupport, spa]),
    override(testsOnly(['packages/*/src', 'services/*/src', 'apps/server/src']), [spa]),
    override(production(clients), [testSupport, spa, usersInternals]),
    override(production(routes), [testSupport, spa, sqlInRoutes]),
    override(production(clientRoutes), [testSupport, spa, usersInternals, sqlInRoutes]),
  ];
}

/** apps/web/biome.json extends the root one, and its overrides' paths start at apps/web. */
function webOverrides() {
  const features = fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  // Later overrides win: the per-feature ones replace the web-wide ones for the files they include.
  return [
    override([...production(['src/**']), `!${WEB_TEST_DIR}`], [testSupport, parentRelative]),
    override([WEB_TEST_DIR, ...testsOnly(['src'])], [parentRelative]),
    ...SHARED_WEB_FOLDERS.flatMap((folder) => [
      override(production([`${folder}/**`]), [testSupport, parentRelative, anyFeature]),
      override(testsOnly([folder]), [parentRelative, anyFeature]),
    ]),
    ...features.flatMap((feature) => [
      override(production([`src/features/${feature}/**`]), [testSupport, parentRelative, otherFeatures(feature)]),
      override(testsOnly([`src/features/${feature}`]), [parentRelative, otherFeatures(feature)]),
    ]),
  ];
}

const isBoundaryOverride = (entry) => Boolean(entry.linter?.rules?.style?.noRestrictedImports);
const write = process.argv.includes('--write');
let stale = false;

for (const [file, overrides] of [
  [path.join(root, 'biome.json'), serverOverrides()],
  [path.join(root, 'apps/web/biome.json'), webOverrides()],
]) {
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  const kept = (config.overrides ?? []).filter((entry) => !isBoundaryOverride(entry));
  const wanted = [...kept, ...overrides];
  if (JSON.stringify(config.overrides ?? []) === JSON.stringify(wanted)) continue;
  if (!write) {
    console.error(`${path.relative(root, file)}: the import-boundary overrides are out of date`);
    stale = true;
    continue;
  }
  config.overrides = wanted;
  fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  execFileSync(path.join(root, 'node_modules/.bin/biome'), ['format', '--write', file], { stdio: 'inherit' });
  console.log(`${path.relative(root, file)}: ${overrides.length} import-boundary overrides written`);
}
if (stale) {
  console.error('Run node scripts/lint-boundaries.mjs --write');
  process.exit(1);
}
if (!write) console.log('Import-boundary overrides: up to date');
