import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './http-types';
import { requestIdentity, securityHeaders, serviceSecurityHeaders } from './response-headers';

const app = new Hono<AppEnv>()
  .use(securityHeaders({ imageOrigins: ['https://images.example'] }), requestIdentity())
  .get('/json', (c) => c.json({ requestId: c.get('requestId') }))
  .get('/framed', (c) => c.body('ok', 200, { 'x-frame-options': 'SAMEORIGIN' }))
  .get('/fails', () => {
    throw new Error('boom');
  })
  .onError((_error, c) => c.text('failed', 500));

// A service: JSON under /api, its reference pages under /api/docs.
const service = new Hono()
  .use(serviceSecurityHeaders('/api/docs'))
  .get('/api/things', (c) => c.json({ things: [] }))
  .get('/api/docs/things', (c) => c.html('<!doctype html><title>Things</title>'))
  .get('/healthz', (c) => c.json({ ok: true }));

let server: ReturnType<typeof serve>;
let serviceServer: ReturnType<typeof serve>;
let base = '';
let serviceBase = '';
const listen = (fetch: (request: Request) => Response | Promise<Response>) =>
  new Promise<[ReturnType<typeof serve>, string]>((resolve) => {
    const listening = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve([listening, `http://127.0.0.1:${(listening.address() as AddressInfo).port}`]),
    );
  });
beforeAll(async () => {
  [server, base] = await listen(app.fetch);
  [serviceServer, serviceBase] = await listen(service.fetch);
});
afterAll(async () => {
  for (const listening of [server, serviceServer])
    await new Promise<void>((resolve) => listening.close(() => resolve()));
});

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

  it("of a service: the API's short set on JSON under /api, the pages' set on its reference pages and elsewhere", async () => {
    const pageOnly = [
      'x-xss-protection',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-dns-prefetch-control',
    ];
    for (const answer of [await fetch(`${serviceBase}/api/things`), await service.request('/api/things')]) {
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
      for (const name of pageOnly) expect({ name, value: answer.headers.get(name) }).toEqual({ name, value: null });
    }
    for (const path of ['/api/docs/things', '/healthz', '/api-not-under-api']) {
      for (const answer of [await fetch(`${serviceBase}${path}`), await service.request(path)]) {
        expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
        expect(answer.headers.get('x-download-options')).toBe('noopen');
      }
    }
  });
});
