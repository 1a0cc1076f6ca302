import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cacheAnswers } from './cached-answers';
import { okCached } from './http';
import { COMPRESS_MIN_BYTES, pickEncoding } from './kept-answer';
import { createReadCache } from './read-cache';
import { securityHeaders } from './response-headers';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR;q=1.0', 'br'],
    ['gzip;q=0.0, br;q=0', undefined],
    ['identity', undefined],
    ['*', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

const rows = Array.from({ length: 200 }, (_, id) => ({ id, name: `Brand ${id}`, description: null }));

function appWithCachedRoutes() {
  const cache = createReadCache({ ttlMs: 60_000 });
  let loads = 0;
  const app = new Hono()
    .get('/rows', (c) =>
      okCached(c, cache, 'rows', async () => {
        loads++;
        return { data: rows };
      }),
    )
    .get('/tiny', (c) => okCached(c, cache, 'tiny', async () => ({ data: [1] })))
    // Fewer characters than the threshold, more bytes: three bytes each in UTF-8.
    .get('/wide', (c) => okCached(c, cache, 'wide', async () => ({ data: '靴'.repeat(COMPRESS_MIN_BYTES / 2) })))
    .use(
      '/answered',
      cacheAnswers(cache, () => 'answered'),
    )
    .get('/answered', (c) => {
      loads++;
      return c.json({ success: true, message: 'OK', data: rows });
    });
  return { app, loads: () => loads };
}

const decode = async (answer: Response) => {
  const bytes = Buffer.from(await answer.arrayBuffer());
  const encoding = answer.headers.get('content-encoding');
  if (encoding === 'br') return JSON.parse(zlib.brotliDecompressSync(bytes).toString());
  if (encoding === 'gzip') return JSON.parse(zlib.gunzipSync(bytes).toString());
  return JSON.parse(bytes.toString());
};

describe('cached answers, compressed when the caller accepts it', () => {
  it.each(['/rows', '/answered'])('%s: the same JSON in brotli, gzip or as it is, loaded once', async (path) => {
    const { app, loads } = appWithCachedRoutes();
    const expected = { success: true, message: 'OK', data: rows };
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
      ['gzip, deflate, br, zstd', 'br'],
    ] as const) {
      const answer = await app.request(path, { headers: { 'accept-encoding': accept } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await decode(answer)).toEqual(expected);
    }
    expect(loads()).toBe(1);
  });

  it('a body under the threshold goes as it is', async () => {
    const { app } = appWithCachedRoutes();
    const answer = await app.request('/tiny', { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers.get('content-encoding')).toBeNull();
    const text = await answer.text();
    expect(text.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(JSON.parse(text)).toEqual({ success: true, message: 'OK', data: [1] });
  });

  it('the threshold counts bytes, not characters', async () => {
    const { app } = appWithCachedRoutes();
    const answer = await app.request('/wide', { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect((await decode(answer)).data).toBe('靴'.repeat(COMPRESS_MIN_BYTES / 2));
  });
});

/** A GET over a real socket, the body as the bytes that came (no client decompresses them). */
function getRaw(port: number, path: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('cached answers served by Node', () => {
  it('carry the same headers and bytes as in-process, the first answer (the load) and every hit', async () => {
    const { app } = appWithCachedRoutes();
    const served = new Hono().use(securityHeaders()).route('/', app);
    const server = serve({ fetch: served.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const expected = { success: true, message: 'OK', data: rows };
      for (const path of ['/rows', '/answered']) {
        for (const [accept, encoding, unpack] of [
          ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
          ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
          ['gzip', 'gzip', zlib.gunzipSync],
          ['identity', undefined, (bytes: Buffer) => bytes],
        ] as const) {
          const { headers, body } = await getRaw(port, path, accept);
          expect(headers).toMatchObject({ vary: 'Accept-Encoding', 'x-content-type-options': 'nosniff' });
          expect(headers['content-type']).toMatch(/^application\/json/);
          expect(headers['content-encoding']).toBe(encoding);
          expect(Number(headers['content-length'])).toBe(body.length);
          expect(JSON.parse(unpack(body).toString())).toEqual(expected);
        }
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
