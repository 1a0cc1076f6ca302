import { request } from 'node:http';
import { authMessages } from '@lineup/contracts/auth-messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rateLimitHits } from './db/schema';
import { CODE_AUTHORIZE_MAX_BODY_BYTES } from './routes/code-authorize';
import {
  ADMIN_EMAIL,
  openTestDatabase,
  startAuthServer,
  type TestDatabase,
  type TestServer,
} from './test-support/auth-server';
import { Browser, redirectTarget } from './test-support/browser';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await openTestDatabase();
  server = await startAuthServer(database);
});
afterAll(async () => {
  await server?.close();
  await database?.dispose();
});

type Answer = { status: number; connection: string | undefined; body: string; bytesSent: number };

/**
 * Posts to /code/authorize with node:http, so the body can be announced but not sent, or
 * streamed in chunks without an end. `write` is called until it returns false or the answer
 * comes; a body is never finished unless `write` says so.
 */
function postRaw(
  browser: Browser,
  headers: Record<string, string | number>,
  write: (sent: number) => Buffer | 'end' | false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const url = new URL('/code/authorize', server.baseUrl);
    const req = request(url, {
      method: 'POST',
      headers: { ...browser.headers({ 'content-type': 'application/x-www-form-urlencoded' }), ...headers },
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          body: Buffer.concat(chunks).toString(),
          bytesSent,
        }),
      );
      res.on('error', reject);
    });
    // The server may close the connection while the client is still writing.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.flushHeaders();
    const pump = () => {
      if (answered) return;
      const next = write(bytesSent);
      if (next === false) return;
      if (next === 'end') {
        req.end();
        return;
      }
      bytesSent += next.length;
      if (req.write(next)) setImmediate(pump);
      else req.once('drain', pump);
    };
    pump();
  });
}

const hitCount = async () => (await database.db.select().from(rateLimitHits)).length;

describe('POST /code/authorize reads at most 4 KB', () => {
  test('a Content-Length over the limit is refused with 413 before any of the body is read', async () => {
    const browser = new Browser(server);
    await browser.authorize();
    const hits = await hitCount();
    // 2 MB announced, nothing sent: the answer cannot wait for the body.
    const answer = await postRaw(browser, { 'content-length': 2 * 1024 * 1024 }, () => false);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: authMessages.signInFormTooLarge });
    expect(await hitCount()).toBe(hits);
  });

  test('a chunked body is refused with 413 once it passes the limit, without waiting for its end', async () => {
    const browser = new Browser(server);
    await browser.authorize();
    const hits = await hitCount();
    const chunk = Buffer.from(`action=request&email=${ADMIN_EMAIL}&padding=${'x'.repeat(1024)}`);
    // The body never ends (no 'end' is ever written); only the 413 stops the writing.
    const answer = await postRaw(browser, { 'transfer-encoding': 'chunked' }, () => chunk);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: authMessages.signInFormTooLarge });
    expect(answer.bytesSent).toBeGreaterThan(CODE_AUTHORIZE_MAX_BODY_BYTES);
    expect(answer.connection).toBe('close');
    expect(await hitCount()).toBe(hits);
  });

  test('a form just under the limit, chunked or not, is handled as usual', async () => {
    const browser = new Browser(server);
    await browser.authorize();
    const form = new URLSearchParams({ action: 'request', email: ADMIN_EMAIL, padding: '' }).toString();
    const body = Buffer.from(form + 'x'.repeat(CODE_AUTHORIZE_MAX_BODY_BYTES - form.length));
    expect(body.length).toBe(CODE_AUTHORIZE_MAX_BODY_BYTES);
    const sized = await postRaw(browser, { 'content-length': body.length }, (sent) => (sent ? 'end' : body));
    expect(sized.status).toBe(303);
    const chunked = await postRaw(browser, { 'transfer-encoding': 'chunked' }, (sent) => (sent ? 'end' : body));
    expect(chunked.status).toBe(303);
    const response = await browser.requestCode(ADMIN_EMAIL);
    expect(redirectTarget(response).path).toBe('/auth/code');
  });
});
