import { createServer, type Server } from 'node:http';
import net from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { platformMessages } from '@lineup/contracts/messages';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_MAX_BYTES, apiBodyLimit } from './body-limit';
import { fail, installErrorHandling, ok, WRITE_METHODS } from './http';
import type { AppEnv } from './http-types';
import { silentLogger } from './logger';
import { createDrain } from './shutdown';
import { UNREAD_BODY_DRAIN_MAX_BYTES } from './unread-bodies';

/** Behind the body limit; /api/locked refuses before reading its body, as a missing token does. */
function appRefusingEarly() {
  const app = new Hono<AppEnv>();
  installErrorHandling(app, silentLogger(), platformMessages.internalError);
  app.on(WRITE_METHODS, '/api/*', apiBodyLimit());
  app.post('/api/locked', (c) => fail(c, 401, 'Sign in again.'));
  app.post('/api/echo', async (c) => ok(c, { length: (await c.req.text()).length }));
  app.get('/api/ping', (c) => ok(c, { pong: true }));
  return app;
}

/** A raw keep-alive connection: what was written, and every byte the server sent back. */
function openConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
    wake();
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    closed = true;
    wake();
  });
  /** Resolves once `condition` holds for what was received (or the connection closed). */
  const until = (condition: (text: string) => boolean) =>
    new Promise<string>((resolve) => {
      const check = () => {
        if (!condition(received) && !closed) return;
        waiters.delete(check);
        resolve(received);
      };
      waiters.add(check);
      check();
    });
  const answers = (text: string) => text.split('HTTP/1.1 ').slice(1);
  return {
    write: (data: string | Buffer) => socket.write(data),
    untilAnswers: (count: number) => until((text) => answers(text).length >= count).then(answers),
    untilClosed: () => until(() => false).then(() => closed),
    end: () => socket.destroy(),
  };
}

const ping = 'GET /api/ping HTTP/1.1\r\nHost: lineup.test\r\n\r\n';
const post = (path: string, headers: string) => `POST ${path} HTTP/1.1\r\nHost: lineup.test\r\n${headers}\r\n`;

describe('an answer given before its request body was read', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer(createDrain({ graceMs: 1000 }).listener(getRequestListener(appRefusingEarly().fetch)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('answers the next request on the same connection after a 413 over the limit (Content-Length)', async () => {
    const connection = openConnection(port);
    const size = 2 * API_BODY_MAX_BYTES;
    connection.write(post('/api/echo', `Content-Type: application/json\r\nContent-Length: ${size}\r\n`));
    connection.write(Buffer.alloc(size, 0x20));
    connection.write(ping);
    const [refused, next] = await connection.untilAnswers(2);
    connection.end();
    expect(refused).toMatch(/^413 /);
    expect(refused).toMatch(/connection: keep-alive/i);
    expect(next).toMatch(/^200 /);
    expect(next).toContain('"pong":true');
  });

  it('answers the next request after a chunked body refused part-way', async () => {
    const connection = openConnection(port);
    connection.write(post('/api/echo', 'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n'));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    for (let i = 0; i < 32; i += 1) connection.write(`${chunk.length.toString(16)}\r\n${chunk.toString('latin1')}\r\n`);
    connection.write('0\r\n\r\n');
    connection.write(ping);
    const [refused, next] = await connection.untilAnswers(2);
    connection.end();
    expect(refused).toMatch(/^413 /);
    expect(next).toMatch(/^200 /);
  });

  it('answers the next request after a 401 that never read the body', async () => {
    const connection = openConnection(port);
    const size = 200 * 1024;
    connection.write(post('/api/locked', `Content-Type: application/json\r\nContent-Length: ${size}\r\n`));
    connection.write(Buffer.alloc(size, 0x20));
    connection.write(ping);
    const [refused, next] = await connection.untilAnswers(2);
    connection.end();
    expect(refused).toMatch(/^401 /);
    expect(next).toMatch(/^200 /);
  });

  it('closes the connection after refusing a body larger than it would read to throw away', async () => {
    const connection = openConnection(port);
    const size = UNREAD_BODY_DRAIN_MAX_BYTES * 4;
    connection.write(post('/api/echo', `Content-Type: application/json\r\nContent-Length: ${size}\r\n`));
    connection.write(Buffer.alloc(API_BODY_MAX_BYTES, 0x20));
    const [refused] = await connection.untilAnswers(1);
    expect(refused).toMatch(/^413 /);
    expect(refused).toMatch(/connection: close/i);
    expect(await connection.untilClosed()).toBe(true);
  });

  it('keeps a connection alive after a body that was read whole', async () => {
    const connection = openConnection(port);
    connection.write(post('/api/echo', 'Content-Type: application/json\r\nContent-Length: 4\r\n'));
    connection.write('"ab"');
    connection.write(ping);
    const [echoed, next] = await connection.untilAnswers(2);
    connection.end();
    expect(echoed).toMatch(/^200 /);
    expect(echoed).toContain('"length":4');
    expect(next).toMatch(/^200 /);
  });
});
