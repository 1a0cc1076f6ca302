import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import type { AuthService } from './app';
import { isOidcPath } from './oidc/listener';

/**
 * One Node listener for a process that serves the auth service next to other things:
 * /oidc and /oidc/* go to the provider, POST /code/authorize to the auth app, everything else to
 * `fallback` (the SPA, the other APIs, a 404).
 */
export function createAuthRequestListener(
  auth: Pick<AuthService, 'app' | 'oidcListener'>,
  /** Given Node's request and response as Hono's node adapter passes them (`c.env`). */
  fallback: (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>,
): (req: IncomingMessage, res: ServerResponse) => void {
  const authListener = getRequestListener(auth.app.fetch);
  const fallbackListener = getRequestListener(fallback);
  return (req, res) => {
    const url = req.url ?? '/';
    if (isOidcPath(url)) {
      auth.oidcListener(req, res);
      return;
    }
    const path = url.split('?')[0];
    if (path === '/code/authorize') {
      void authListener(req, res);
      return;
    }
    void fallbackListener(req, res);
  };
}
