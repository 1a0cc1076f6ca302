// `npm start -w @lineup/<service>` (auth, users or pim): one service alone, for a split deployment
// (docs/deployment.md). Builds the server when a source changed, then runs the service's compiled
// entry with the server's runtime flags and allocator setting (decision 0007), as `npm start`
// runs the whole product, restarted with back-off if it dies without being asked to.
import path from 'node:path';
import { buildServerIfChanged, serverDist } from './build-server.mjs';
import { ensureRuntime } from './lib/bootstrap.mjs';
import { serverCommand } from './lib/server-runtime.mjs';
import { supervise } from './lib/supervise.mjs';

const SERVICES = ['auth', 'users', 'pim'];
const service = process.argv[2];
if (!SERVICES.includes(service)) {
  console.error(`usage: node scripts/start-service.mjs <${SERVICES.join('|')}>`);
  process.exit(2);
}
ensureRuntime();
if (!(await buildServerIfChanged())) process.exit(1);

const { args, env } = serverCommand(process.env, path.join(serverDist, `${service}-server.mjs`));
const server = supervise(process.execPath, args, { env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop(signal));
process.exit(await server.ended);
