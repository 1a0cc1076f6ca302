import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { platformMessages } from '@lineup/contracts/messages';
import type { Logger } from './logger';
import { withUnreadBodiesDiscarded } from './unread-bodies';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Where a load balancer asks whether to send this instance requests: 200 yes, 503 no (stopping). */
export const READINESS_PATH = '/readyz';

/**
 * How a server stops without cutting anyone off (docs/decisions/0015-scale-out.md). Its listener
 * answers the readiness check and counts the requests in progress; `stop` turns readiness to 503,
 * stops accepting connections, answers any further request on an open connection 503 with
 * Connection: close, lets the requests in progress finish within `graceMs` (their answers close
 * their connections too), and then closes what is left. An answer given before its request's body
 * was read leaves the connection usable (withUnreadBodiesDiscarded).
 */
export type Drain = {
  listener(app: RequestListener): RequestListener;
  isStopping(): boolean;
  /** Resolves once the server has no connection left; `cut` counts requests the grace ran out on. */
  stop(server: Server): Promise<{ cut: number }>;
};

function answer(response: ServerResponse, status: number, message: string) {
  const body = JSON.stringify({ success: status < 400, message });
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(body);
}

export function createDrain(options: { graceMs: number }): Drain {
  let stopping = false;
  const inProgress = new Set<ServerResponse>();
  let allDone: (() => void) | undefined;

  return {
    isStopping: () => stopping,
    listener(app) {
      const answerLeavingConnectionUsable = withUnreadBodiesDiscarded(app);
      return (request, response) => {
        if (stopping) response.setHeader('connection', 'close');
        const path = (request.url ?? '/').split('?')[0];
        if (path === READINESS_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
          answer(response, stopping ? 503 : 200, stopping ? platformMessages.shuttingDown : 'ok');
          return;
        }
        if (stopping) {
          answer(response, 503, platformMessages.shuttingDown);
          return;
        }
        inProgress.add(response);
        response.once('close', () => {
          inProgress.delete(response);
          if (inProgress.size === 0) allDone?.();
        });
        answerLeavingConnectionUsable(request, response);
      };
    },
    async stop(server) {
      stopping = true;
      // Answers still to come end their connections, so their clients open a new one elsewhere.
      for (const response of inProgress) if (!response.headersSent) response.setHeader('connection', 'close');
      // http.Server#close would also drop idle keep-alive connections at once, cutting off a
      // request already on its way over one; the listening socket alone is closed here, and
      // requests arriving on open connections are answered 503 while others are in progress.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, options.graceMs);
      });
      if (inProgress.size > 0) await Promise.race([new Promise<void>((resolve) => (allDone = resolve)), graceOver]);
      server.closeIdleConnections();
      await Promise.race([closed, graceOver]);
      clearTimeout(timer);
      const cut = inProgress.size;
      server.closeAllConnections();
      await closed;
      return { cut };
    },
  };
}

/**
 * Runs `shutdown` on the first SIGTERM or SIGINT (`npm start` forwards its signals, and a
 * terminal's Ctrl+C reaches both processes: it runs once), then exits 0, or 1 if it failed. Should
 * the clean-up itself hang, the process ends anyway `hardLimitMs` later.
 */
export function onStopSignals(shutdown: () => Promise<void>, options: { log: Logger; hardLimitMs: number }) {
  const { log } = options;
  let started = false;
  const stop = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    log.info({ signal }, 'stopping: no new requests; finishing the ones in progress');
    setTimeout(() => {
      log.error({ afterMs: options.hardLimitMs }, 'stopping took too long: exiting');
      process.exit(1);
    }, options.hardLimitMs).unref();
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * A service on its own port: `listener` behind a drain, stopped gracefully on SIGTERM or SIGINT,
 * after which `close` releases the rest (timers, the change notifier, the database pool).
 */
export function serveUntilStopped(
  listener: RequestListener,
  options: { port: number; graceMs: number; log: Logger; close: () => Promise<void>; onListening: () => void },
): Server {
  const { log, graceMs } = options;
  const drain = createDrain({ graceMs });
  const server = createServer(drain.listener(listener));
  server.listen(options.port, options.onListening);
  onStopSignals(
    async () => {
      const { cut } = await drain.stop(server);
      if (cut > 0) log.warn({ cut, graceMs }, 'requests still running when the grace ran out were cut off');
      await options.close();
    },
    { log, hardLimitMs: graceMs + 10_000 },
  );
  return server;
}
