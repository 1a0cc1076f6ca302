import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServerIfChanged } from '../scripts/build-server.mjs';
import { E2E_TEMPLATE_DATA_DIR_ENV, freePort, startProduct, stopProduct } from './product-process';

/**
 * The browser tests run the compiled server, as `npm start` does: build it first when its sources
 * changed, so `npx playwright test` on its own never runs a stale build. Then a template data
 * folder: the product started once on an empty folder (migrated, its admin seeded, no demo data)
 * and stopped. Each test's product starts on a copy of it (e2e/fixtures.ts): a first start on an
 * empty folder takes about 11 s here, a start on a copy about 4.5 s, and there are 40 tests.
 */
export default async function globalSetup() {
  if (!(await buildServerIfChanged())) throw new Error('The server does not compile: see the messages above.');
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-e2e-template-'));
  await stopProduct(await startProduct({ port: await freePort(), dataDir: template, seedDemoData: false }));
  // The tests' workers start after this and inherit the environment.
  process.env[E2E_TEMPLATE_DATA_DIR_ENV] = template;
  return () => fs.rmSync(template, { recursive: true, force: true });
}
