import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir, writeFirstPaintPages } from '../../web/build/precompress.mjs';
import { createStaticAssets, IMMUTABLE_CACHE, isUnsafeStaticPath, REVALIDATE_CACHE } from './static-assets';

const SECRET = 'secret outside the build';
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
const page = (skeleton: string) =>
  `<!doctype html><html><head><title>Lineup</title></head><body><div id="root">${skeleton}</div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const skeleton = '<div class="boot-shell">frame</div>';
const headingPlaceholder = '<div class="boot-block">heading</div>';
const catalogsHeading = '<h1>Catalogs</h1>';
const signInCard = '<main>sign in</main>';
const templates =
  `<template id="first-paint-sign-in">${signInCard}</template>` +
  `<template id="first-paint-catalogs-header">${catalogsHeading}</template>`;

let workDir: string;
let distDir: string;
let app: ReturnType<typeof createStaticAssets>;

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  distDir = path.join(workDir, 'dist');
  fs.mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(distDir, '.vite'));
  fs.writeFileSync(path.join(distDir, 'assets/main-AbC123xy.js'), script);
  fs.writeFileSync(path.join(distDir, 'assets/tiny-Zz99Yy88.js'), 'export {};\n');
  fs.writeFileSync(path.join(distDir, 'assets/photo-Qq11Ww22.png'), Buffer.alloc(4096, 7));
  fs.writeFileSync(
    path.join(distDir, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
  );
  fs.writeFileSync(
    path.join(distDir, '.vite/manifest.json'),
    JSON.stringify({ secret: SECRET, pad: 'x'.repeat(2000) }),
  );
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    page(
      `<!-- shell-skeleton -->${skeleton}<!-- page-header -->${headingPlaceholder}<!-- /page-header --><!-- /shell-skeleton -->${templates}`,
    ),
  );
  fs.writeFileSync(path.join(workDir, 'secret.txt'), SECRET);
  expect(writeFirstPaintPages(distDir)?.sort()).toEqual([
    'home-catalogs.html',
    'home.html',
    'index.html',
    'sign-in.html',
  ]);
  precompressDir(distDir);
  app = createStaticAssets({ distDir, notBuiltHtml: '<p>not built</p>' });
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const get = (urlPath: string, acceptEncoding?: string) =>
  app.request(urlPath, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('build-time compression', () => {
  it('writes .br and .gz next to text files over 1 KB only, never under hidden folders', () => {
    const files = fs.readdirSync(path.join(distDir, 'assets')).sort();
    expect(files).toEqual([
      'main-AbC123xy.js',
      'main-AbC123xy.js.br',
      'main-AbC123xy.js.gz',
      'photo-Qq11Ww22.png',
      'tiny-Zz99Yy88.js',
    ]);
    expect(fs.existsSync(path.join(distDir, 'favicon.svg.br'))).toBe(true);
    expect(fs.existsSync(path.join(distDir, 'home.html.gz'))).toBe(true);
    expect(fs.existsSync(path.join(distDir, '.vite/manifest.json.br'))).toBe(false);
  });

  it("draws each page's first paint in its own page, and no page keeps the templates", () => {
    const read = (file: string) => fs.readFileSync(path.join(distDir, file), 'utf8');
    expect(read('home.html')).toContain(`${skeleton}<!-- page-header -->${headingPlaceholder}`);
    expect(read('home-catalogs.html')).toContain(`${skeleton}${catalogsHeading}`);
    expect(read('home-catalogs.html')).not.toContain(headingPlaceholder);
    expect(read('sign-in.html')).toContain(`<div id="root">${signInCard}</div>`);
    for (const file of ['home.html', 'home-catalogs.html', 'sign-in.html', 'index.html'])
      expect(read(file)).not.toContain('<template');
    expect(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8')).not.toContain('boot-shell');
  });
});

describe('hashed assets', () => {
  it('answers brotli when accepted, preferred over gzip', async () => {
    const answer = await get('/assets/main-AbC123xy.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(answer.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(script);
  });

  it('answers gzip when only gzip is accepted', async () => {
    const answer = await get('/assets/main-AbC123xy.js', 'gzip');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(zlib.gunzipSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(script);
  });

  it('answers the file itself without Accept-Encoding, still varying by it', async () => {
    const answer = await get('/assets/main-AbC123xy.js');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(await answer.text()).toBe(script);
  });

  it('answers small and binary files uncompressed', async () => {
    expect((await get('/assets/tiny-Zz99Yy88.js', 'br')).headers.get('content-encoding')).toBeNull();
    const image = await get('/assets/photo-Qq11Ww22.png', 'br, gzip');
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('answers 404, not the page, for an asset that is not there', async () => {
    const answer = await get('/assets/main-Old00000.js', 'br');
    expect(answer.status).toBe(404);
  });
});

describe('unhashed files and client routes', () => {
  it('answers unhashed files with no-cache', async () => {
    const answer = await get('/favicon.svg', 'br');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(answer.headers.get('cache-control')).toBe(REVALIDATE_CACHE);
  });

  it.each(['/', '/index.html', '/portal/auth/start', '/portal/catalogs/3'])(
    'answers %s with the page without skeleton',
    async (urlPath) => {
      const answer = await get(urlPath, 'gzip');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.headers.get('cache-control')).toBe(REVALIDATE_CACHE);
      expect(answer.headers.get('content-encoding')).toBe('gzip');
      const html = zlib.gunzipSync(Buffer.from(await answer.arrayBuffer())).toString();
      expect(html).toContain('<div id="root"></div>');
    },
  );

  it.each([
    ['/home', headingPlaceholder],
    ['/home/catalogs', catalogsHeading],
    ['/home/catalogs/4', headingPlaceholder],
    ['/home/brand/2/line-lists', headingPlaceholder],
    ['/auth/start', signInCard],
  ])('answers %s with its first paint', async (urlPath, firstPaint) => {
    const answer = await get(urlPath);
    expect(answer.headers.get('cache-control')).toBe(REVALIDATE_CACHE);
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(await answer.text()).toContain(firstPaint);
  });

  it('answers the not-built page when there is no build', async () => {
    const bare = createStaticAssets({ distDir: path.join(workDir, 'missing'), notBuiltHtml: '<p>not built</p>' });
    const answer = await bare.request('/home/catalogs');
    expect(await answer.text()).toBe('<p>not built</p>');
    expect(answer.headers.get('cache-control')).toBe(REVALIDATE_CACHE);
  });
});

describe('paths outside the build', () => {
  it.each([
    ['/..', true],
    ['/assets/../x.js', true],
    ['/assets/%2e%2e/x.js', true],
    ['/..%2fsecret.txt', true],
    ['/assets/..%5Csecret.txt', true],
    ['/.vite/manifest.json', true],
    ['/%E0%A4%A', true],
    ['/assets/main-AbC123xy.js', false],
    ['/home/brand/2', false],
  ])('%s is unsafe: %s', (urlPath, unsafe) => {
    expect(isUnsafeStaticPath(urlPath)).toBe(unsafe);
  });

  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A request with its path sent exactly as written, as a hostile client would. */
  const raw = (rawPath: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: rawPath }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/.vite/manifest.json',
    '/.vite/manifest.json.br',
  ])('never answers a file outside the build or hidden for %s', async (rawPath) => {
    const answer = await raw(rawPath);
    expect(answer.body).not.toContain(SECRET);
    if (answer.status === 200) expect(answer.body).toContain('<div id="root"></div>');
  });
});
