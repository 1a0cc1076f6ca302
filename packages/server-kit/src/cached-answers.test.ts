import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cacheAnswers, pathAndQuery, publishWrites } from './cached-answers';
import { localChangeNotifier } from './change-notifier';
import { type AppEnv, WRITE_METHODS } from './http';
import { createReadCache } from './read-cache';

function appWithCache() {
  let clock = 0;
  let version = 1;
  let runs = 0;
  let status: 200 | 404 = 200;
  const cache = createReadCache({ ttlMs: 1000, now: () => clock });
  const changes = localChangeNotifier();
  changes.subscribe('pim', () => cache.clear());
  const app = new Hono<AppEnv>();
  app.on(WRITE_METHODS, '*', publishWrites(changes, 'pim'));
  app.use('/list', cacheAnswers(cache, pathAndQuery));
  app.get('/list', async (c) => {
    runs += 1;
    await Promise.resolve();
    return c.json({ version, query: c.req.query('q') ?? null }, status);
  });
  app.post('/list', (c) => {
    version += 1;
    return c.json({ version }, 201);
  });
  const read = async (path = '/list') => {
    const response = await app.request(path);
    const body = (await response.json()) as { version: number; query: string | null };
    return { status: response.status, body, type: response.headers.get('content-type') };
  };
  return {
    app,
    read,
    runs: () => runs,
    tick: (ms: number) => (clock += ms),
    bump: () => (version += 1),
    failWith: (next: 200 | 404) => (status = next),
  };
}

describe('cacheAnswers', () => {
  it('runs the route once for requests arriving together, keyed by path and query', async () => {
    const subject = appWithCache();
    const answers = await Promise.all([subject.read(), subject.read(), subject.read()]);
    expect(answers.map((answer) => answer.body)).toEqual([1, 1, 1].map((version) => ({ version, query: null })));
    expect(answers.every((answer) => answer.type?.startsWith('application/json'))).toBe(true);
    expect(subject.runs()).toBe(1);
    expect((await subject.read('/list?q=x')).body).toEqual({ version: 1, query: 'x' });
    expect(subject.runs()).toBe(2);
  });

  it('lets the request that reloads an expired answer have the fresh one, the others the previous', async () => {
    const subject = appWithCache();
    await subject.read();
    subject.bump();
    subject.tick(1001);
    const [reloading, waiting] = await Promise.all([subject.read(), subject.read()]);
    expect(reloading.body.version).toBe(2);
    expect(waiting.body.version).toBe(1);
    expect((await subject.read()).body.version).toBe(2);
    expect(subject.runs()).toBe(2);
  });

  it('keeps no answer but a 200, and empties after a write', async () => {
    const subject = appWithCache();
    subject.failWith(404);
    const refused = await Promise.all([subject.read(), subject.read()]);
    expect(refused.map((answer) => answer.status)).toEqual([404, 404]);
    subject.failWith(200);
    expect(await subject.read()).toMatchObject({ status: 200, body: { version: 1 } });
    expect((await subject.app.request('/list', { method: 'POST' })).status).toBe(201);
    expect((await subject.read()).body.version).toBe(2);
  });
});
