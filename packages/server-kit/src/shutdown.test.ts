import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { platformMessages } from '@lineup/contracts/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrain, READINESS_PATH } from './shutdown';

type Answer = { status: number; connection: string | undefined; body: string };

function send(port: number, path: string, agent: Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent }, (response: IncomingMessage) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** A server whose /slow requests wait until the test releases them. */
async function startServer(graceMs: number) {
  const drain = createDrain({ graceMs });
  const waiting: Array<() => void> = [];
  let started = 0;
  const server: Server = createServer(
    drain.listener((request, response) => {
      if (request.url === '/slow') {
        started += 1;
        waiting.push(() => response.end('slow done'));
        return;
      }
      response.end('quick');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { drain, server, port, waiting, started: () => started };
}

const agents: Agent[] = [];
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
});

describe('createDrain', () => {
  it('turns readiness off, refuses later requests with 503 and lets the ones in progress finish', async () => {
    const { drain, server, port, waiting, started } = await startServer(10_000);
    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(idle);
    expect(await send(port, READINESS_PATH, idle)).toMatchObject({ status: 200 });
    expect(await send(port, '/quick', idle)).toMatchObject({ status: 200, connection: 'keep-alive' });

    const slow = send(port, '/slow', false);
    await expect.poll(started).toBe(1);
    const stopped = drain.stop(server);
    expect(drain.isStopping()).toBe(true);

    // A new connection is not accepted; the open idle one is answered, not cut.
    await expect(send(port, '/quick', false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await send(port, '/quick', idle)).toEqual({
      status: 503,
      connection: 'close',
      body: JSON.stringify({ success: false, message: platformMessages.shuttingDown }),
    });

    waiting[0]!();
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'slow done' });
    expect(await stopped).toEqual({ cut: 0 });
    expect(server.listening).toBe(false);
  });

  it('answers readiness 503 while stopping', async () => {
    const { drain, server, port, waiting, started } = await startServer(10_000);
    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(idle);
    await send(port, '/quick', idle);
    const slow = send(port, '/slow', false);
    await expect.poll(started).toBe(1);
    const stopped = drain.stop(server);
    expect(await send(port, `${READINESS_PATH}?probe=1`, idle)).toMatchObject({ status: 503, connection: 'close' });
    waiting[0]!();
    await slow;
    await stopped;
  });

  it('cuts what is still in progress when the grace is over', async () => {
    const { drain, server, port, started } = await startServer(50);
    const stuck = send(port, '/slow', false);
    await expect.poll(started).toBe(1);
    expect(await drain.stop(server)).toEqual({ cut: 1 });
    await expect(stuck).rejects.toThrow();
  });

  it('stops at once when nothing is in progress', async () => {
    const { drain, server, port } = await startServer(60_000);
    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(idle);
    await send(port, '/quick', idle);
    expect(await drain.stop(server)).toEqual({ cut: 0 });
  });
});
