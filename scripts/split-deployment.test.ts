/**
 * A split deployment (docs/deployment.md): the auth, users and PIM services each in their own
 * process (their compiled server.ts entries) on one PostgreSQL database, behind a reverse proxy
 * that routes by path, with /config.json written by `npm run web:config`. Needs DATABASE_URL.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebRuntimeConfig } from '@lineup/contracts/runtime-config';
import { buildServerIfChanged } from './build-server.mjs';
import { dataOf, send } from './test-support/http-calls';
import {
  createScratchProduct,
  freePort,
  type Instance,
  signInThrough,
  startService,
  stopInstances,
  waitUntilReady,
} from './test-support/product-instances';
import { startSplitProxy } from './test-support/split-proxy';

const serverUrl = process.env.DATABASE_URL;
const ADMIN = 'split-admin@lineup.test';
const root = path.resolve(import.meta.dirname, '..');

if (!serverUrl) {
  describe('a split deployment', () => {
    it.skip('needs DATABASE_URL: the services cannot share the embedded database (CI sets it)', () => {});
  });
} else {
  describe('a split deployment: each service in its own process behind a reverse proxy', () => {
    let scratch: Awaited<ReturnType<typeof createScratchProduct>>;
    const services: Instance[] = [];
    let proxy: Awaited<ReturnType<typeof startSplitProxy>>;
    let env: Record<string, string>;
    let token: string;

    beforeAll(async () => {
      if (!(await buildServerIfChanged())) throw new Error('the server does not build');
      const [authPort, usersPort, pimPort, proxyPort] = [
        await freePort(),
        await freePort(),
        await freePort(),
        await freePort(),
      ];
      const publicUrl = `http://127.0.0.1:${proxyPort}`;
      scratch = await createScratchProduct(serverUrl, { admin: ADMIN, publicUrl, dirPrefix: 'lineup-split-' });
      env = {
        ...scratch.env,
        AUTH_PORT: String(authPort),
        USERS_PORT: String(usersPort),
        PIM_PORT: String(pimPort),
      };
      const at = (port: number) => `http://127.0.0.1:${port}`;
      // The users service owns the schema the others read (who may sign in, who a token is): first.
      const users = startService('users', at(usersPort), env);
      services.push(users);
      await waitUntilReady(users);
      const auth = startService('auth', at(authPort), env);
      const pim = startService('pim', at(pimPort), env);
      services.push(auth, pim);
      await Promise.all([waitUntilReady(auth), waitUntilReady(pim)]);
      const { NODE_ENV: _testRunner, ...inherited } = process.env;
      const configJson = execFileSync(process.execPath, [path.join(root, 'dist/server/web-config.mjs')], {
        env: { ...inherited, ...env },
        encoding: 'utf8',
      });
      proxy = await startSplitProxy(proxyPort, { auth: auth.url, users: users.url, pim: pim.url }, configJson);
      // The browser's sign-in goes through the proxy; the code is in the auth service's log.
      token = await signInThrough({ ...auth, url: proxy.url }, publicUrl, ADMIN);
    }, 120_000);

    afterAll(async () => {
      await proxy?.close();
      await stopInstances(services);
      await scratch?.remove();
    });

    it('seeds the first internal user, who signs in through the auth service alone', async () => {
      const me = dataOf<{ email: string }>(await send(`${proxy.url}/api/users/me`, { token }));
      expect(me.email).toBe(ADMIN);
    });

    it('answers the PIM with the same token, writes included', async () => {
      const created = dataOf<{ id: number }>(
        await send(`${proxy.url}/api/brands`, { method: 'POST', token, body: { name: 'Split Shoes', categoryId: 1 } }),
        201,
      );
      const brands = dataOf<{ id: number; name: string }[]>(await send(`${proxy.url}/api/brands`, { token }));
      expect(brands.map((brand) => brand.name)).toEqual(expect.arrayContaining(['Crocs', 'Split Shoes']));
      expect(brands.find((brand) => brand.name === 'Split Shoes')?.id).toBe(created.id);
    });

    it("writes the SPA's /config.json for the proxy's address", async () => {
      const answer = await send(`${proxy.url}/config.json`);
      expect(answer).toMatchObject({ status: 200 });
      const config = JSON.parse((answer as { body: string }).body) as WebRuntimeConfig;
      expect(config).toMatchObject({
        issuer: `${env.PUBLIC_URL}/oidc`,
        codeAuthorizeUrl: `${env.PUBLIC_URL}/code/authorize`,
        redirectUri: `${env.PUBLIC_URL}/auth/callback`,
        apiResource: `${env.PUBLIC_URL}/api`,
        pimUrl: env.PUBLIC_URL,
        usersUrl: env.PUBLIC_URL,
      });
    });
  });
}
