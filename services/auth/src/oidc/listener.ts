import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';

/*
 * The provider is mounted under /oidc: which requests are its, and the Node listener that hands
 * them over.
 */

/** Whether a request path belongs to the provider: /oidc and everything under it. */
export function isOidcPath(url: string) {
  return url === '/oidc' || url.startsWith('/oidc/') || url.startsWith('/oidc?');
}

/**
 * The provider as a Node listener for requests whose path starts with /oidc. The prefix is
 * stripped and kept as the mount path, so the provider's own links (discovery, resume URLs) keep
 * it. Callers pass the request as it arrived.
 */
export function createOidcListener(provider: Provider) {
  const callback = provider.callback();
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (isOidcPath(url)) {
      const rest = url.slice('/oidc'.length);
      Object.assign(req, { originalUrl: url, baseUrl: '/oidc' });
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
    }
    callback(req, res);
  };
}
