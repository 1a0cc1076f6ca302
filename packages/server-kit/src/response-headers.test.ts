import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './http';
import { requestIdentity, securityHeaders } from './response-headers';

const app = new Hono<AppEnv>()
  .use(securityHeaders({ imageOrigins: ['https://images.example'] }), requestIdentity())
  .get('/json', (c) => c.json({ requestId: c.get('requestId') }))
  .get('/framed', (c) => c.body('ok', 200, { 'x-frame-options': 'SAMEORIGIN' }))
  .get('/fails', () => {
    throw new Error('boom');
  })
  .onError((_error, c) => c.text('failed', 500));

let server: ReturnType<typeof serve>;
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The answer's headers that are not about the transport (date, connection, length). */
const headersOf = (answer: Response) =>
  Object.fromEntries(
    [...answer.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name)),
  );

describe('response headers, served by Node or called in-process', () => {
  it('are the same either way', async () => {
    const served = await fetch(`${base}/json`, { headers: { 'x-request-id': 'trace-1' } });
    const inProcess = await app.request('/json', { headers: { 'x-request-id': 'trace-1' } });
    expect(headersOf(served)).toEqual(headersOf(inProcess));
    expect(headersOf(served)).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'x-request-id': 'trace-1',
    });
    expect(served.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: blob: https://images.example",
    );
    expect(await served.json()).toEqual({ requestId: 'trace-1' });
  });

  it("keep a route's own value of a security header", async () => {
    for (const answer of [await fetch(`${base}/framed`), await app.request('/framed')]) {
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('give a new id for a missing or unusable one, and stay on a failed request', async () => {
    for (const given of [undefined, 'has spaces', 'x'.repeat(256)]) {
      const answer = await fetch(`${base}/fails`, { headers: given ? { 'x-request-id': given } : {} });
      expect(answer.status).toBe(500);
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
