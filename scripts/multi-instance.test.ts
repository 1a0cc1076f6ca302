/**
 * Two processes of the compiled one-process server, as `npm start` runs it, on one PostgreSQL
 * database and one storage folder, sharing PUBLIC_URL as instances behind a load balancer do.
 */
import fs from 'node:fs';
import { Agent, type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { platformMessages } from '@lineup/contracts/messages';
import { DEFAULT_SIGN_IN_LIMITS } from '@lineup/auth/domain/sign-in-limits';
import { buildServerIfChanged } from './build-server.mjs';
import {
  authorizationQuery,
  createScratchDatabase,
  freePort,
  type Instance,
  signInThrough,
  startInstance,
} from './test-support/product-instances';

const serverUrl = process.env.DATABASE_URL;
const ADMIN = 'multi-admin@lineup.test';

type Answer = { status: number; connection?: string; body: string };
type Outcome = Answer | { refused: true } | { cut: string };

/** One request over `agent` (false: a connection of its own); a refused connection or a cut one is an outcome too. */
function call(url: string, options: { agent: Agent | false; token?: string; method?: string; body?: unknown }) {
  return new Promise<Outcome>((resolve) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = httpRequest(url, {
      agent: options.agent,
      method: options.method ?? 'GET',
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
    });
    collect(request, resolve);
    request.end(payload);
  });
}

function collect(request: ClientRequest, resolve: (outcome: Outcome) => void) {
  request.on('response', (response: IncomingMessage) => {
    let body = '';
    response.on('data', (chunk) => (body += chunk));
    response.on('end', () =>
      resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
    );
    response.on('error', (error) => resolve({ cut: String(error) }));
  });
  request.on('error', (error: NodeJS.ErrnoException) =>
    resolve(error.code === 'ECONNREFUSED' ? { refused: true } : { cut: `${error.code}: ${error.message}` }),
  );
}

const json = (outcome: Outcome) => ('body' in outcome ? JSON.parse(outcome.body) : undefined);

if (!serverUrl) {
  describe('two instances on one PostgreSQL database', () => {
    it.skip('needs DATABASE_URL: two processes cannot share the embedded database (CI sets it)', () => {});
  });
} else {
  describe('two instances on one PostgreSQL database', () => {
    let database: Awaited<ReturnType<typeof createScratchDatabase>>;
    let dataDir: string;
    let a: Instance;
    let b: Instance;
    let publicUrl: string;
    let adminToken: string;
    let signIns = 0;
    const api = (instance: Instance, pathname: string, options: Parameters<typeof call>[1] = { agent: false }) =>
      call(`${instance.url}${pathname}`, { token: adminToken, ...options });
    const signIn = (email: string, through: Instance | Instance[] = a) => {
      signIns += 1;
      return signInThrough(through, publicUrl, email);
    };

    beforeAll(async () => {
      if (!(await buildServerIfChanged())) throw new Error('the server does not build');
      database = await createScratchDatabase(serverUrl);
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-instances-'));
      const [portA, portB] = [await freePort(), await freePort()];
      publicUrl = `http://127.0.0.1:${portA}`;
      const env = {
        DATABASE_URL: database.url,
        PUBLIC_URL: publicUrl,
        DATA_DIR: dataDir,
        SEED_ADMIN_EMAIL: ADMIN,
        SEED_DEMO_DATA: 'false',
        SMTP_URL: '',
      };
      // Started together: both migrate and seed the same empty database at once.
      a = startInstance(portA, env);
      b = startInstance(portB, env);
      for (const instance of [a, b]) {
        await vi.waitFor(
          async () => {
            if (instance.child.exitCode !== null) throw new Error(`an instance exited with ${instance.child.exitCode}`);
            expect(await call(`${instance.url}/readyz`, { agent: false })).toMatchObject({ status: 200 });
          },
          { timeout: 45_000, interval: 200 },
        );
      }
      adminToken = await signIn(ADMIN);
    }, 60_000);

    afterAll(async () => {
      for (const instance of [a, b]) {
        if (instance && instance.child.exitCode === null) {
          instance.child.kill('SIGTERM');
          await instance.exited;
        }
      }
      await database?.drop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('accepts on one instance the token issued by the other', async () => {
      const me = await api(b, '/api/users/me');
      expect(me).toMatchObject({ status: 200 });
      expect(json(me).data.email).toBe(ADMIN);
    });

    it("shows a write on one instance in the other's cached lists within a second", async () => {
      // A's lists are cached (fresh for 2 s) just before B writes.
      expect(await api(a, '/api/brands')).toMatchObject({ status: 200 });
      const me = json(await api(a, '/api/users/me')).data;
      expect(await api(a, '/api/users')).toMatchObject({ status: 200 });
      expect(
        await api(b, '/api/brands', { agent: false, method: 'POST', body: { name: 'Written On B', categoryId: 1 } }),
      ).toMatchObject({ status: 201 });
      expect(
        await api(b, '/api/users', {
          agent: false,
          method: 'PUT',
          body: { id: me.id, firstName: 'Renamed', lastName: 'On B' },
        }),
      ).toMatchObject({ status: 200 });
      const names = async (pathname: string, name: (row: Record<string, string>) => string) =>
        json(await api(a, pathname)).data.map(name);
      const within = { timeout: 1_000, interval: 50 };
      await expect.poll(() => names('/api/brands', (brand) => brand.name!), within).toContain('Written On B');
      await expect.poll(() => names('/api/users', (user) => user.firstName!), within).toContain('Renamed');
      expect(json(await api(a, '/api/users/me')).data.firstName).toBe('Renamed');
    });

    it('refuses on one instance, within 5 s, the token of a user deactivated on the other', async () => {
      const email = 'leaving@lineup.test';
      const created = await api(b, '/api/users', {
        agent: false,
        method: 'POST',
        body: {
          email,
          firstName: 'Lea',
          lastName: 'Ving',
          organizationId: 'internal',
          roleId: 'admin',
          type: 'internal',
        },
      });
      expect(created).toMatchObject({ status: 201 });
      // Each step of this sign-in goes to the other instance than the step before.
      const token = await signIn(email, [b, a]);
      expect(await api(a, '/api/brands', { agent: false, token })).toMatchObject({ status: 200 });
      const deactivated = await api(b, `/api/users/${json(created).data.id}`, { agent: false, method: 'DELETE' });
      expect(deactivated).toMatchObject({ status: 200 });
      await expect
        .poll(async () => (await api(a, '/api/brands', { agent: false, token })) as Answer, {
          timeout: 6_000,
          interval: 200,
        })
        .toMatchObject({ status: 401 });
    });

    it('holds the per-address sign-in limit across both instances', async () => {
      const limit = DEFAULT_SIGN_IN_LIMITS.authorizationsPerAddress;
      const extra = 10;
      const left = limit - signIns;
      // Sent at once, half to each instance: together they admit exactly what is left.
      const answers = await Promise.all(
        Array.from({ length: left + extra }, (_, i) =>
          call(`${[a, b][i % 2]!.url}/oidc/auth?${authorizationQuery(publicUrl).query}`, { agent: false }),
        ),
      );
      const statuses = answers.map((answer) => ('status' in answer ? answer.status : -1));
      expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
      expect(statuses.filter((status) => status === 303 || status === 302)).toHaveLength(left);
    });

    it('stops on SIGTERM without cutting a request off, while the other instance goes on', async () => {
      // An idle keep-alive connection, a request in progress (its body not sent yet), and a load.
      const idle = new Agent({ keepAlive: true, maxSockets: 1 });
      const load = new Agent({ keepAlive: true, maxSockets: 8 });
      expect(await call(`${a.url}/readyz`, { agent: idle })).toMatchObject({ status: 200, connection: 'keep-alive' });
      const body = JSON.stringify({ name: 'Sent During The Stop', categoryId: 1 });
      const slow = httpRequest(`${a.url}/api/brands`, {
        agent: false,
        method: 'POST',
        headers: {
          authorization: `Bearer ${adminToken}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          // The server answers 100 Continue as it hands the request to the app: then it is in progress.
          expect: '100-continue',
        },
      });
      const slowOutcome = new Promise<Outcome>((resolve) => collect(slow, resolve));
      await new Promise((resolve) => slow.once('continue', resolve));

      const outcomes: Outcome[] = [];
      let signalled = false;
      const worker = async () => {
        for (;;) {
          const outcome = await api(a, '/api/brands', { agent: load });
          outcomes.push(outcome);
          if (signalled && !('status' in outcome && outcome.status === 200)) return;
        }
      };
      const workers = Array.from({ length: 8 }, worker);
      await expect.poll(() => outcomes.length).toBeGreaterThan(40);
      a.child.kill('SIGTERM');
      signalled = true;
      // Every worker ends on a refusal: a 503 on a connection still open, or no connection at all.
      await Promise.all(workers);
      expect(await call(`${a.url}/readyz`, { agent: idle })).toEqual({
        status: 503,
        connection: 'close',
        body: JSON.stringify({ success: false, message: platformMessages.shuttingDown }),
      });
      const unexpected = outcomes.filter(
        (outcome) =>
          !('refused' in outcome) &&
          !('status' in outcome && outcome.status === 200 && json(outcome).success === true) &&
          !('status' in outcome && outcome.status === 503 && json(outcome).message === platformMessages.shuttingDown),
      );
      expect(unexpected).toEqual([]);

      slow.end(body);
      expect(await slowOutcome).toMatchObject({ status: 201, connection: 'close' });
      expect(await a.exited).toBe(0);
      idle.destroy();
      load.destroy();

      expect(await call(`${b.url}/readyz`, { agent: false })).toMatchObject({ status: 200 });
      const brands = json(await api(b, '/api/brands')).data.map((brand: { name: string }) => brand.name);
      expect(brands).toContain('Sent During The Stop');
    });
  });
}
