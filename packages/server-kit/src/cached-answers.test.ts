import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cacheAnswers, pathAndQuery, publishWrites } from './cached-answers';
import { changeMarkReader } from './change-marks';
import { localChangeNotifier } from './change-notifier';
import { WRITE_METHODS } from './http';
import type { AppEnv } from './http-types';
import { createReadCache } from './read-cache';

/** The database's change mark as a query reads it. */
type ReadMark = () => Promise<string>;

function appWithCache(readMark?: ReadMark) {
  let clock = 0;
  let version = 1;
  let runs = 0;
  let status: 200 | 404 = 200;
  const now = () => clock;
  const changes = { ...localChangeNotifier(), marks: readMark && changeMarkReader(readMark, now) };
  const cache = createReadCache({ ttlMs: 1000, now, emptiedBy: { changes, topic: 'pim' } });
  const app = new Hono<AppEnv>();
  app.on(WRITE_METHODS, '*', publishWrites(changes, 'pim'));
  app.use('/list', cacheAnswers(cache, pathAndQuery));
  app.get('/list', async (c) => {
    runs += 1;
    await Promise.resolve();
    // Over a kilobyte: kept answers are sent compressed to a caller that accepts it.
    return c.json({ version, query: c.req.query('q') ?? null, padding: '.'.repeat(1500) }, status);
  });
  app.post('/list', (c) => {
    version += 1;
    return c.json({ version }, 201);
  });
  const read = async (path = '/list') => {
    const response = await app.request(path, { headers: { 'accept-encoding': 'br' } });
    const encoding = response.headers.get('content-encoding');
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = (encoding === 'br' ? brotliDecompressSync(bytes) : bytes).toString();
    const { padding: _, ...body } = JSON.parse(text) as { version: number; query: string | null; padding: string };
    return { status: response.status, body, type: response.headers.get('content-type'), encoding };
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

// A database whose mark moves all the time (writes elsewhere): the answers are as without one.
let writesElsewhere = 0;
const movingMark: ReadMark = async () => String(++writesElsewhere);

describe.each([
  ['cacheAnswers', undefined],
  ['cacheAnswers, with a change mark that moves', movingMark],
])('%s', (_name, readMark) => {
  it('runs the route once for requests arriving together, keyed by path and query', async () => {
    const subject = appWithCache(readMark);
    const answers = await Promise.all([subject.read(), subject.read(), subject.read()]);
    expect(answers.map((answer) => answer.body)).toEqual([1, 1, 1].map((version) => ({ version, query: null })));
    expect(answers.every((answer) => answer.type?.startsWith('application/json'))).toBe(true);
    expect(subject.runs()).toBe(1);
    expect((await subject.read('/list?q=x')).body).toEqual({ version: 1, query: 'x' });
    expect(subject.runs()).toBe(2);
  });

  it('lets the request that reloads an expired answer have the fresh one, the others the previous', async () => {
    const subject = appWithCache(readMark);
    await subject.read();
    // Twice: with a change mark, the second entry has one and its reload waits for a reading.
    for (const version of [2, 3]) {
      subject.bump();
      subject.tick(1001);
      const [reloading, waiting] = await Promise.all([subject.read(), subject.read()]);
      expect(reloading.body.version).toBe(version);
      // The kept answer, as every later hit gets it, not the route's own.
      expect(reloading.encoding).toBe('br');
      expect(waiting.body.version).toBe(version - 1);
      expect((await subject.read()).body.version).toBe(version);
      expect(subject.runs()).toBe(version);
    }
  });

  it('keeps no answer but a 200, and empties after a write', async () => {
    const subject = appWithCache(readMark);
    subject.failWith(404);
    const refused = await Promise.all([subject.read(), subject.read()]);
    expect(refused.map((answer) => answer.status)).toEqual([404, 404]);
    subject.failWith(200);
    expect(await subject.read()).toMatchObject({ status: 200, body: { version: 1 } });
    expect((await subject.app.request('/list', { method: 'POST' })).status).toBe(201);
    expect((await subject.read()).body.version).toBe(2);
  });
});
