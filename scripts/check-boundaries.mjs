// The import-boundary check of ARCHITECTURE.md ("Rules of the house"): a feature folder may import
// components/ui, lib and contracts, never another feature's internals; services never import the SPA.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const featuresDir = path.join(root, 'apps/web/src/features');
const importPattern = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const problems = [];

function walk(dir, visit) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, visit);
    else if (/\.(ts|tsx)$/.test(entry.name)) visit(full);
  }
}

walk(featuresDir, (file) => {
  const feature = path.relative(featuresDir, file).split(path.sep)[0];
  const source = fs.readFileSync(file, 'utf8');
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    let target;
    if (specifier.startsWith('@/features/')) target = specifier.slice('@/features/'.length).split('/')[0];
    else if (specifier.startsWith('.')) {
      const resolved = path.resolve(path.dirname(file), specifier);
      if (resolved.startsWith(featuresDir + path.sep)) target = path.relative(featuresDir, resolved).split(path.sep)[0];
    }
    if (target && target !== feature) {
      problems.push(
        `${path.relative(root, file)} imports ${specifier}: feature "${feature}" must not reach into "${target}"`,
      );
    }
  }
});

for (const dir of ['services', 'packages']) {
  walk(path.join(root, dir), (file) => {
    if (file.includes('node_modules')) return;
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2];
      if (specifier.startsWith('@lineup/web') || specifier.includes('apps/web')) {
        problems.push(`${path.relative(root, file)} imports ${specifier}: the server side must not import the SPA`);
      }
    }
  });
}

if (problems.length > 0) {
  console.error(`Import boundaries broken:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Import boundaries: ok');
