/**
 * Requests to the product's instances, by default each on a connection of its own, so a killed
 * instance leaves no pooled connection behind for the next request. Imported only by tests.
 */
import { type Agent, type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';

/** An answer (with its Connection header), or none: the connection refused, or ended without one (an instance killed under the request). */
export type Outcome = { status: number; connection?: string; body: string } | { refused: true } | { cut: string };

type CallOptions = {
  method?: string;
  token?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The connection pool to send on; false (the default): a connection of its own. */
  agent?: Agent | false;
};

/** One request; a JSON body unless `body` is a Buffer (sent as it is, with `headers`). */
export function send(url: string, options: CallOptions = {}): Promise<Outcome> {
  const bytes = Buffer.isBuffer(options.body)
    ? options.body
    : options.body === undefined
      ? undefined
      : Buffer.from(JSON.stringify(options.body));
  return new Promise((resolve) => {
    const request = httpRequest(url, {
      agent: options.agent ?? false,
      method: options.method ?? 'GET',
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(bytes && !Buffer.isBuffer(options.body) ? { 'content-type': 'application/json' } : {}),
        ...(bytes ? { 'content-length': String(bytes.length) } : {}),
        ...options.headers,
      },
    });
    collectOutcome(request, resolve);
    request.end(bytes);
  });
}

/** Resolves with the request's outcome: its answer, its refusal, or the connection cut. */
export function collectOutcome(request: ClientRequest, resolve: (outcome: Outcome) => void): void {
  request.on('response', (response: IncomingMessage) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (body += chunk));
    response.on('end', () =>
      resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
    );
    response.on('error', (error) => resolve({ cut: String(error) }));
  });
  request.on('error', (error: NodeJS.ErrnoException) =>
    resolve(error.code === 'ECONNREFUSED' ? { refused: true } : { cut: `${error.code}: ${error.message}` }),
  );
}

/** The `data` of a successful JSON answer; anything else fails with what came back. */
export function dataOf<T>(outcome: Outcome, expectedStatus = 200): T {
  if (!('status' in outcome) || outcome.status !== expectedStatus)
    throw new Error(`expected ${expectedStatus}, got ${JSON.stringify(outcome).slice(0, 500)}`);
  return (JSON.parse(outcome.body) as { data: T }).data;
}
