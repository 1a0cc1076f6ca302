/**
 * Requests to the product's instances, each on a connection of its own, so a killed instance
 * leaves no pooled connection behind for the next request. Imported only by tests.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';

/** An answer, or the connection ending without one (an instance killed under the request). */
export type Outcome = { status: number; body: string } | { cut: string };

type CallOptions = { method?: string; token?: string; headers?: Record<string, string>; body?: unknown };

/** One request; a JSON body unless `body` is a Buffer (sent as it is, with `headers`). */
export function send(url: string, options: CallOptions = {}): Promise<Outcome> {
  const bytes = Buffer.isBuffer(options.body)
    ? options.body
    : options.body === undefined
      ? undefined
      : Buffer.from(JSON.stringify(options.body));
  return new Promise((resolve) => {
    const request = httpRequest(url, {
      agent: false,
      method: options.method ?? 'GET',
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(bytes && !Buffer.isBuffer(options.body) ? { 'content-type': 'application/json' } : {}),
        ...(bytes ? { 'content-length': String(bytes.length) } : {}),
        ...options.headers,
      },
    });
    request.on('response', (response: IncomingMessage) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', (error) => resolve({ cut: String(error) }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ cut: `${error.code}: ${error.message}` }));
    request.end(bytes);
  });
}

/** The `data` of a successful JSON answer; anything else fails with what came back. */
export function dataOf<T>(outcome: Outcome, expectedStatus = 200): T {
  if ('cut' in outcome || outcome.status !== expectedStatus)
    throw new Error(`expected ${expectedStatus}, got ${JSON.stringify(outcome).slice(0, 500)}`);
  return (JSON.parse(outcome.body) as { data: T }).data;
}
