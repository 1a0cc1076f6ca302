/**
 * The server side of `npm run bench:load` (scripts/bench/load.mjs, which builds the server first):
 * two processes of the compiled server on a fresh PostgreSQL database with the demo data, the admin signed in through the first.
 * Prints one JSON line (the instances' addresses and process ids, a token, and what the load writes
 * to, found through the API: the signed-in user, the demo line list being sorted and its items that
 * sit in one catalog, a demo store with SKUs of a published catalog it sees); on SIGTERM stops both
 * and drops the database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type PopulatedCatalogs, SORTED_CATALOG_TYPES, type SortedCatalogType } from '@lineup/contracts/catalogs';
import type { PlaceOrderItems } from '@lineup/contracts/orders-place';
import type { PortalCatalog } from '@lineup/contracts/portal';
import {
  createScratchDatabase,
  freePort,
  type Instance,
  signInThrough,
  startInstance,
} from '../test-support/product-instances';

const ADMIN = 'load-admin@lineup.test';

const database = await createScratchDatabase(process.env.DATABASE_URL!);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-bench-load-'));
const ports = [await freePort(), await freePort()];
const publicUrl = `http://127.0.0.1:${ports[0]}`;
// Started together: they migrate and seed the demo data one after the other.
const instances = ports.map((port) =>
  startInstance(port, {
    DATABASE_URL: database.url,
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    SEED_ADMIN_EMAIL: ADMIN,
    SEED_DEMO_DATA: 'true',
    SMTP_URL: '',
  }),
);

let stopping: Promise<void> | undefined;
function stop() {
  stopping ??= (async () => {
    for (const instance of instances) {
      if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
      await instance.exited;
    }
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  })();
  return stopping;
}
process.on('SIGTERM', () => void stop().then(() => process.exit(0)));

async function ready(instance: Instance) {
  for (const started = Date.now(); Date.now() - started < 120_000; ) {
    if (instance.child.exitCode !== null) throw new Error(`an instance exited with ${instance.child.exitCode}`);
    const status = await fetch(`${instance.url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('an instance did not become ready in 2 minutes');
}

try {
  await Promise.all(instances.map(ready));
  const token = await signInThrough(instances[0]!, publicUrl, ADMIN);
  const read = async <T>(pathname: string) => {
    const response = await fetch(`${publicUrl}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  const me = await read<{ id: string }>('/api/users/me');
  const brands = await read<Array<{ id: number }>>('/api/brands');
  console.log(
    JSON.stringify({
      instances: instances.map((instance) => ({ url: instance.url, pid: instance.child.pid })),
      token,
      userId: me.id,
      brandId: brands[0]!.id,
      sorting: await sortingTarget(read),
      ordering: await orderingTarget(read),
    }),
  );
} catch (error) {
  console.error(error);
  await stop();
  process.exit(1);
}

type Read = <T>(pathname: string) => Promise<T>;

/**
 * The demo line list still being sorted (saved, not published) and its items that sit in exactly
 * one catalog, each with the catalog it moves to and back from: `home` → `away` → `home` leaves the
 * line list as it was, so the run can repeat it without end.
 */
async function sortingTarget(read: Read) {
  const overview = await read<Array<{ id: number; published: 0 | 1 }>>('/api/crocs/catalogs/latest');
  const lineList = overview.find((candidate) => !candidate.published);
  if (!lineList) throw new Error('the demo data has no unpublished line list with catalogs');
  const populated = await read<PopulatedCatalogs>(`/api/crocs/catalogs/populated/${lineList.id}`);
  const items = new Map<string, SortedCatalogType[]>();
  for (const group of populated.catalogs) for (const item of group.items) items.set(item.model_code, item.catalogTypes);
  const movable = [...items].flatMap(([modelCode, types]) => {
    if (types.length !== 1) return [];
    const home = types[0]!;
    const away = SORTED_CATALOG_TYPES[(SORTED_CATALOG_TYPES.indexOf(home) + 1) % SORTED_CATALOG_TYPES.length]!;
    return [{ modelCode, home, away }];
  });
  if (movable.length === 0) throw new Error(`line list ${lineList.id} has no item in exactly one catalog`);
  return { lineListId: lineList.id, items: movable };
}

/** A demo store that sees a published catalog, and a few SKUs of it (up to 8) for its draft order. */
async function orderingTarget(read: Read) {
  const stores = await read<Array<{ id: string; organizationId: string; status: string }>>('/api/stores');
  for (const store of stores.filter((candidate) => candidate.status === 'active')) {
    const [catalog] = await read<PortalCatalog[]>(`/api/orders/stores/${store.id}/catalogs`);
    if (!catalog) continue;
    const { items } = await read<PlaceOrderItems>(
      `/api/orders/stores/${store.id}/catalogs/${catalog.lineListId}/items`,
    );
    const skus = items
      .filter((item) => item.msrp !== null)
      .flatMap((item) => item.skus.map((sku) => sku.sku))
      .slice(0, 8);
    if (skus.length === 0) continue;
    return { organizationId: store.organizationId, storeId: store.id, lineListId: catalog.lineListId, skus };
  }
  throw new Error('no demo store sees a published catalog with priced items');
}
