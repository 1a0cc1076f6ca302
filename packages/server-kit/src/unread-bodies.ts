import type { IncomingMessage, ServerResponse } from 'node:http';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * How much of a request body left unread by its answer the server reads and throws away so the
 * connection can carry the next request. An answer can come before the body is read: 413 over the
 * body limit, 401 before the route reads anything. Left in the socket, those bytes stall the
 * connection: a keep-alive client's next request on it is never answered.
 */
export const UNREAD_BODY_DRAIN_MAX_BYTES = 8 * 1024 * 1024;
/** A client that keeps the discarded body coming slower than this loses its connection instead. */
export const UNREAD_BODY_DRAIN_MAX_MS = 10_000;

function declaredLength(request: IncomingMessage): number | undefined {
  const header = request.headers['content-length'];
  if (header === undefined) return undefined;
  const length = Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined;
}

function mayHaveBody(request: IncomingMessage): boolean {
  const length = declaredLength(request);
  return length === undefined ? request.headers['transfer-encoding'] !== undefined : length > 0;
}

/**
 * Reads and discards what is left of `request`'s body, up to UNREAD_BODY_DRAIN_MAX_BYTES within
 * UNREAD_BODY_DRAIN_MAX_MS; past either the connection is closed. The listeners of a reader the
 * answer left behind (a web stream over the body, which pauses the request once its own queue is
 * full) are taken off first, or the bytes would pile up there, or stop flowing.
 */
function discardRestOf(request: IncomingMessage) {
  if (request.readableEnded || request.destroyed) return;
  let discarded = 0;
  const closeConnection = () => {
    stop();
    request.socket.destroy();
  };
  const timer = setTimeout(closeConnection, UNREAD_BODY_DRAIN_MAX_MS);
  timer.unref();
  const onData = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > UNREAD_BODY_DRAIN_MAX_BYTES) closeConnection();
  };
  const stop = () => {
    clearTimeout(timer);
    request.off('data', onData);
    request.off('end', stop);
    request.off('error', stop);
  };
  request.removeAllListeners('data');
  request.removeAllListeners('readable');
  request.on('data', onData);
  request.on('end', stop);
  request.on('error', stop);
  request.resume();
}

/**
 * Wraps a Node listener so that an answer given before its request's body was read leaves the
 * connection usable: a body declared larger than the server discards is answered with
 * `Connection: close` (its client opens a new connection for the next request), any other unread
 * rest is read and thrown away once the answer is out.
 */
export function withUnreadBodiesDiscarded(listener: RequestListener): RequestListener {
  return (request, response) => {
    if (!mayHaveBody(request)) {
      listener(request, response);
      return;
    }
    if ((declaredLength(request) ?? 0) > UNREAD_BODY_DRAIN_MAX_BYTES) response.setHeader('connection', 'close');
    response.once('finish', () => {
      if (!request.readableEnded && !String(response.getHeader('connection') ?? '').includes('close'))
        discardRestOf(request);
    });
    listener(request, response);
  };
}
