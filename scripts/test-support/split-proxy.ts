/**
 * The reverse proxy of a split deployment, as docs/deployment.md gives its rules: /oidc and
 * /code/authorize to the auth service, the users API's paths to the users service, the other
 * /api/ paths and /storage/ to the PIM, and the rest to the SPA's static files (here only
 * /config.json). The Host header is passed on, as a proxy in front of the product does. Imported
 * only by tests.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isOidcPath } from '@lineup/auth/oidc/provider';
import { oneProcessTargetOf } from '../lib/one-process-routing';

export type SplitServices = { auth: string; users: string; pim: string };

/** Which service answers a path; null for the SPA's files. */
function splitTargetOf(pathname: string): keyof SplitServices | null {
  // The auth service's own split (node-listener.ts): the provider's paths, and the code form's post.
  if (isOidcPath(pathname) || pathname === '/code/authorize') return 'auth';
  const target = oneProcessTargetOf(pathname);
  return target === 'web' ? null : target;
}

export async function startSplitProxy(port: number, services: SplitServices, configJson: string) {
  const server = createServer((incoming, outgoing) => {
    const target = splitTargetOf(new URL(incoming.url ?? '/', 'http://proxy').pathname);
    if (!target) {
      if (incoming.url === '/config.json')
        outgoing.writeHead(200, { 'content-type': 'application/json' }).end(configJson);
      else outgoing.writeHead(404).end();
      return;
    }
    const { hostname, port: targetPort } = new URL(services[target]);
    const forwarded = httpRequest(
      { hostname, port: targetPort, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
