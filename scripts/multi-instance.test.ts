import { Agent, request as httpRequest } from 'node:http';
import { DEFAULT_SIGN_IN_LIMITS } from '@lineup/auth/domain/sign-in-limits';
import { platformMessages } from '@lineup/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfChanged } from './build-server.mjs';
import { collectOutcome, type Outcome, send } from './test-support/http-calls';
import {
  authorizationQuery,
  createScratchProduct,
  freePort,
  type Instance,
  signInThrough,
  startInstance,
  stopInstances,
  waitUntilReady,
} from './test-support/product-instances';

const serverUrl = process.env.DATABASE_URL;
const ADMIN = 'multi-admin@lineup.test';

const json = (outcome: Outcome) => ('body' in outcome ? JSON.parse(outcome.body) : undefined);

if (!serverUrl) {
  describe('two instances on one PostgreSQL database', () => {
    it.skip('needs DATABASE_URL: two processes cannot share the embedded database (CI sets it)', () => {});
  });
} else {
  describe('two instances on one PostgreSQL database', () => {
    let scratch: Awaited<ReturnType<typeof createScratchProduct>>;
    let a: Instance;
    let b: Instance;
    let publicUrl: string;
    let adminToken: string;
    let signIns = 0;
    const api = (instance: Instance, pathname: string, options: Parameters<typeof send>[1] = {}) =>
      send(`${instance.url}${pathname}`, { token: adminToken, ...options });
    const signIn = (email: string, through: Instance | Instance[] = a) => {
      signIns += 1;
      return signInThrough(through, publicUrl, email);
    };

    beforeAll(async () => {
      if (!(await buildServerIfChanged())) throw new Error('the server does not build');
      const [portA, portB] = [await freePort(), await freePort()];
      publicUrl = `http://127.0.0.1:${portA}`;
      scratch = await createScratchProduct(serverUrl, { admin: ADMIN, publicUrl, dirPrefix: 'lineup-instances-' });
      // Started together: both migrate and seed the same empty database at once.
      a = startInstance(portA, scratch.env);
      b = startInstance(portB, scratch.env);
      await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
      adminToken = await signIn(ADMIN);
    }, 60_000);

    afterAll(async () => {
      await stopInstances([a, b]);
      await scratch?.remove();
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
        await api(b, '/api/brands', { method: 'POST', body: { name: 'Written On B', categoryId: 1 } }),
      ).toMatchObject({ status: 201 });
      expect(
        await api(b, '/api/users', {
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
      expect(await api(a, '/api/brands', { token })).toMatchObject({ status: 200 });
      const deactivated = await api(b, `/api/users/${json(created).data.id}`, { method: 'DELETE' });
      expect(deactivated).toMatchObject({ status: 200 });
      await expect
        .poll(async () => await api(a, '/api/brands', { token }), {
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
          send(`${[a, b][i % 2]!.url}/oidc/auth?${authorizationQuery(publicUrl).query}`),
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
      expect(await send(`${a.url}/readyz`, { agent: idle })).toMatchObject({ status: 200, connection: 'keep-alive' });
      const body = JSON.stringify({ name: 'Sent During The Stop', categoryId: 1 });
      const slow = httpRequest(`${a.url}/api/brands`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${adminToken}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          // The server answers 100 Continue as it hands the request to the app: then it is in progress.
          expect: '100-continue',
        },
      });
      const slowOutcome = new Promise<Outcome>((resolve) => collectOutcome(slow, resolve));
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
      expect(await send(`${a.url}/readyz`, { agent: idle })).toEqual({
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

      expect(await send(`${b.url}/readyz`)).toMatchObject({ status: 200 });
      const brands = json(await api(b, '/api/brands')).data.map((brand: { name: string }) => brand.name);
      expect(brands).toContain('Sent During The Stop');
    });
  });
}
