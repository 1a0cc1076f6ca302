/**
 * A split deployment (docs/deployment.md): the auth, users and PIM services each in their own
 * process (their compiled server.ts entries) on one PostgreSQL database, behind nginx running the
 * document's configuration, which routes by path and serves the SPA's files, /config.json written
 * by `npm run web:config` among them. Needs DATABASE_URL and nginx (`npm test` installs it).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WebRuntimeConfig } from '@lineup/contracts/runtime-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfChanged } from './build-server.mjs';
import { dataOf, send } from './test-support/http-calls';
import { NGINX, startNginxProxy } from './test-support/nginx-proxy';
import {
  createScratchProduct,
  freePort,
  type Instance,
  signInThrough,
  startService,
  stopInstances,
  waitUntilReady,
} from './test-support/product-instances';

const serverUrl = process.env.DATABASE_URL;
const ADMIN = 'split-admin@lineup.test';
const root = path.resolve(import.meta.dirname, '..');

/** The SPA's pages, each saying which it is: the test checks which file a route is served. */
const PAGES = ['index.html', 'home.html', 'home-catalogs.html', 'sign-in.html'];

if (!serverUrl || !fs.existsSync(NGINX)) {
  describe('a split deployment', () => {
    it.skip('needs DATABASE_URL (the services cannot share the embedded database) and nginx: CI has both, `npm test` installs nginx', () => {});
  });
} else {
  describe('a split deployment: each service in its own process behind a reverse proxy', () => {
    let scratch: Awaited<ReturnType<typeof createScratchProduct>>;
    const services: Instance[] = [];
    let proxy: Awaited<ReturnType<typeof startNginxProxy>>;
    let webRoot: string;
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
      webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-split-web-'));
      // The static server reads the files as another user may: the folder is readable by all.
      fs.chmodSync(webRoot, 0o755);
      fs.writeFileSync(
        path.join(webRoot, 'config.json'),
        execFileSync(process.execPath, [path.join(root, 'dist/server/web-config.mjs')], {
          env: { ...inherited, ...env },
          encoding: 'utf8',
        }),
      );
      for (const page of PAGES) fs.writeFileSync(path.join(webRoot, page), `<!doctype html><title>${page}</title>`);
      fs.mkdirSync(path.join(webRoot, 'assets'));
      fs.writeFileSync(path.join(webRoot, 'assets/app-1a2b3c.js'), 'export {};');
      proxy = await startNginxProxy({
        port: proxyPort,
        services: { auth: auth.url, users: users.url, pim: pim.url },
        webRoot,
      });
      // The browser's sign-in goes through the proxy; the code is in the auth service's log.
      token = await signInThrough({ ...auth, url: proxy.url }, publicUrl, ADMIN);
    }, 120_000);

    afterAll(async () => {
      await proxy?.close();
      await stopInstances(services);
      await scratch?.remove();
      if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
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

    it("serves each of the SPA's routes its page, and its assets for a year", async () => {
      const pageOf = async (pathname: string) => {
        const answer = await send(`${proxy.url}${pathname}`);
        if (!('status' in answer) || answer.status !== 200) return answer;
        return /<title>(.*)<\/title>/.exec(answer.body)?.[1];
      };
      expect(await pageOf('/auth/start')).toBe('sign-in.html');
      expect(await pageOf('/home/catalogs')).toBe('home-catalogs.html');
      expect(await pageOf('/home')).toBe('home.html');
      expect(await pageOf('/home/brands/3/line-lists')).toBe('home.html');
      expect(await pageOf('/portal/catalogs')).toBe('index.html');
      expect(await pageOf('/')).toBe('index.html');
      const asset = await send(`${proxy.url}/assets/app-1a2b3c.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(asset).toMatchObject({ status: 200, body: 'export {};' });
      const headers = await fetch(`${proxy.url}/assets/app-1a2b3c.js`);
      expect(headers.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fetch(`${proxy.url}/config.json`)).headers.get('cache-control')).toBe('no-store');
    });

    it('routes the users API and its documentation to the users service, every other API path to the PIM', async () => {
      for (const pathname of ['/api/users', '/api/organizations', '/api/stores', '/api/roles']) {
        expect(await send(`${proxy.url}${pathname}`, { token })).toMatchObject({ status: 200 });
      }
      const usersDocs = await send(`${proxy.url}/api/docs/users/openapi.json`);
      const pimDocs = await send(`${proxy.url}/api/docs/openapi.json`);
      expect(JSON.parse((usersDocs as { body: string }).body).paths).toHaveProperty(['/api/roles']);
      expect(JSON.parse((pimDocs as { body: string }).body).paths).toHaveProperty(['/api/brands']);
    });
  });
}
