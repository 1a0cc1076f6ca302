// Generates the SQL migrations of each service from its Drizzle schema (checked in, applied at start).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const drizzleKit = path.join(root, 'node_modules/drizzle-kit/bin.cjs');
for (const service of ['users', 'pim', 'auth']) {
  const cwd = path.join(root, 'services', service);
  console.log(`\n# ${service}`);
  execFileSync(process.execPath, [drizzleKit, 'generate', ...process.argv.slice(2)], { cwd, stdio: 'inherit' });
}
