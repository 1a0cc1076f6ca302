/**
 * The server side of `npm run bench:load` (scripts/bench/load.mjs, which builds the server first):
 * two processes of the compiled server on a fresh PostgreSQL database with the demo data, the admin signed in through the first.
 * Prints one JSON line (the instances' addresses and process ids, a token, a user and a brand to
 * write to); on SIGTERM stops both and drops the database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  const read = async <T>(pathname: string) =>
    (
      (await (await fetch(`${publicUrl}${pathname}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        data: T;
      }
    ).data;
  const me = await read<{ id: string }>('/api/users/me');
  const brands = await read<Array<{ id: number }>>('/api/brands');
  console.log(
    JSON.stringify({
      instances: instances.map((instance) => ({ url: instance.url, pid: instance.child.pid })),
      token,
      userId: me.id,
      brandId: brands[0]!.id,
    }),
  );
} catch (error) {
  console.error(error);
  await stop();
  process.exit(1);
}
