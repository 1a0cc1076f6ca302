import { buildServerIfChanged } from '../scripts/build-server.mjs';

/**
 * The browser tests run the compiled server, as `npm start` does: build it first when its sources
 * changed, so `npx playwright test` on its own never runs a stale build.
 */
export default async function globalSetup() {
  if (!(await buildServerIfChanged())) throw new Error('The server does not compile: see the messages above.');
}
