import { platformMessages } from '@lineup/contracts/messages';
import { type Context, Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { API_BODY_MAX_BYTES, apiBodyLimit } from './body-limit';
import { installErrorHandling, ok, WRITE_METHODS } from './http';
import type { AppEnv } from './http-types';
import { silentLogger } from './logger';
import { countedChunkedBody, streamedRequestInit } from './test-support/body-streams';

const CHUNK = 64 * 1024;

/** An app whose routes read the whole body, behind the limit (and one route allowed 2 MB). */
function appWithLimit() {
  const app = new Hono<AppEnv>();
  installErrorHandling(app, silentLogger(), platformMessages.internalError);
  app.on(
    WRITE_METHODS,
    '/api/*',
    apiBodyLimit({ larger: [{ method: 'POST', path: '/api/big', maxBytes: 2 * API_BODY_MAX_BYTES }] }),
  );
  const echoLength = async (c: Context) => ok(c, { length: (await c.req.text()).length });
  app.post('/api/echo', echoLength);
  app.post('/api/big', echoLength);
  app.put('/files/echo', echoLength);
  return app;
}

const tooLarge = { success: false, message: platformMessages.requestBodyTooLarge(1) };

describe('API body limit', () => {
  it('refuses a Content-Length over 1 MB with 413 at once, without reading the body', async () => {
    const body = countedChunkedBody(CHUNK, 40);
    const response = await appWithLimit().request(
      '/api/echo',
      streamedRequestInit('POST', body.stream, {
        'content-type': 'application/json',
        'content-length': String(API_BODY_MAX_BYTES + 1),
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
    expect(body.pulled()).toBe(0);
  });

  it('stops reading a chunked body at 1 MB and answers 413', async () => {
    const body = countedChunkedBody(CHUNK, 40);
    const response = await appWithLimit().request(
      '/api/echo',
      streamedRequestInit('POST', body.stream, { 'content-type': 'application/json' }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
    // 16 chunks make 1 MB: the 17th goes over; the 23 others are never pulled.
    expect(body.pulled()).toBe(API_BODY_MAX_BYTES / CHUNK + 1);
  });

  it('passes a body of exactly 1 MB on whole, chunked or with its length', async () => {
    const chunked = countedChunkedBody(CHUNK, API_BODY_MAX_BYTES / CHUNK);
    const app = appWithLimit();
    const streamed = await app.request('/api/echo', streamedRequestInit('POST', chunked.stream, {}));
    expect(streamed.status).toBe(200);
    expect(((await streamed.json()) as { data: unknown }).data).toEqual({ length: API_BODY_MAX_BYTES });
    const whole = await app.request('/api/echo', { method: 'POST', body: ' '.repeat(API_BODY_MAX_BYTES) });
    expect(((await whole.json()) as { data: unknown }).data).toEqual({ length: API_BODY_MAX_BYTES });
  });

  it('lets a route that documents more take more, and only up to its own limit', async () => {
    const app = appWithLimit();
    const within = await app.request('/api/big', { method: 'POST', body: ' '.repeat(API_BODY_MAX_BYTES + 10) });
    expect(within.status).toBe(200);
    const over = countedChunkedBody(CHUNK, 80);
    const refused = await app.request('/api/big', streamedRequestInit('POST', over.stream, {}));
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { message: string }).message).toBe(platformMessages.requestBodyTooLarge(2));
    expect(over.pulled()).toBe((2 * API_BODY_MAX_BYTES) / CHUNK + 1);
  });

  it('leaves paths outside /api alone', async () => {
    const response = await appWithLimit().request('/files/echo', {
      method: 'PUT',
      body: ' '.repeat(API_BODY_MAX_BYTES + 10),
    });
    expect(response.status).toBe(200);
  });
});
