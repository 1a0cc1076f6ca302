import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { platformMessages } from '@lineup/contracts/messages';
import { Hono } from 'hono';
import { escapeHtml } from './escape-html';
import { fail } from './http';
import type { AppEnv } from './http-types';
import type { Logger } from './logger';

/**
 * The reference page's renderer, Swagger UI, served from our own origin: the page runs under
 * the CSP of `securityHeaders` (scripts from 'self' only, no inline script) and the server reaches
 * no other host.
 */
const rendererFiles = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
} as const;
type RendererFile = keyof typeof rendererFiles;

const resolveFromHere = createRequire(import.meta.url);
const loaded = new Map<RendererFile, Promise<string>>();
/** A renderer file, read once per process. */
function rendererFile(name: RendererFile): Promise<string> {
  let file = loaded.get(name);
  if (!file) {
    file = readFile(resolveFromHere.resolve(`swagger-ui-dist/${name}`), 'utf8');
    // A failed read is tried again on the next request rather than kept.
    file.catch(() => loaded.delete(name));
    loaded.set(name, file);
  }
  return file;
}

/** The page: the renderer's files and our start-up script, all external, and where the document is. */
function referencePage(basePath: string, title: string) {
  const base = escapeHtml(basePath);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${base}/swagger-ui.css">
</head>
<body>
<div id="api-reference" data-document-url="${base}/openapi.json"></div>
<script src="${base}/swagger-ui-bundle.js"></script>
<script src="${base}/reference.js"></script>
</body>
</html>
`;
}

/**
 * Starts the renderer on the page's element with the document it names. No validator badge (it
 * would call a third-party host); "Authorize" takes an access token for "Try it out".
 */
const startScript = `(() => {
  const element = document.getElementById('api-reference');
  window.SwaggerUIBundle({
    url: element.dataset.documentUrl,
    domNode: element,
    deepLinking: true,
    validatorUrl: null,
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
})();
`;

export type ApiDocsOptions = {
  /** Where the routes are mounted, e.g. '/api/docs'. */
  basePath: string;
  title: string;
  /** Builds the document; called once, on the first request for it. */
  document: () => unknown;
  log: Logger;
};

/**
 * The public documentation of a service: GET `${basePath}` (the reference page) and
 * GET `${basePath}/openapi.json` (the document), plus the page's scripts and styles. Mounted before
 * the access-token check; the security headers of the app apply.
 */
export function apiDocsRoutes({ basePath, title, document, log }: ApiDocsOptions) {
  let json: string | undefined;
  return new Hono<AppEnv>()
    .get('/', (c) => c.html(referencePage(basePath, title)))
    .get('/openapi.json', (c) => {
      try {
        json ??= JSON.stringify(document());
      } catch (error) {
        log.error({ err: error }, 'the OpenAPI document could not be built');
        return fail(c, 500, platformMessages.internalError);
      }
      return c.body(json, 200, { 'content-type': 'application/json; charset=utf-8' });
    })
    .get('/reference.js', (c) => c.body(startScript, 200, { 'content-type': rendererFiles['swagger-ui-bundle.js'] }))
    .get('/:file{swagger-ui-bundle\\.js|swagger-ui\\.css}', async (c) => {
      const name = c.req.param('file') as RendererFile;
      return c.body(await rendererFile(name), 200, {
        'content-type': rendererFiles[name],
        'cache-control': 'public, max-age=3600',
      });
    });
}
