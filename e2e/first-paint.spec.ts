import http from 'node:http';
import { pageHeadings, productTexts } from '@lineup/contracts/shell-texts';
import { expect, signIn, test } from './fixtures';

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET with exactly these headers: no Accept-Encoding unless given (fetch would add one). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

test('static assets come compressed as accepted, hashed ones cached for a year, pages revalidated', async ({
  product,
}) => {
  const page = await rawGet(`${product.baseURL}/auth/start`);
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.headers['cache-control']).toBe('no-cache');
  expect(page.headers['content-encoding']).toBeUndefined();
  const html = page.body.toString();
  // The sign-in page draws its card before any script (the shell frame is the signed-in pages');
  // the catalogs page, where signing in lands, its heading and description in the shell's frame.
  // Every page asks for the runtime configuration with itself.
  expect(html).not.toContain('data-shell-skeleton');
  expect(html).toContain(`<h1 class="text-2xl font-semibold tracking-tight">${productTexts.name}</h1>`);
  expect(html).toContain(productTexts.signInDescription.slice(0, 40));
  expect(html).toContain('<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous"');
  const catalogsPage = (await rawGet(`${product.baseURL}/home/catalogs`)).body.toString();
  expect(catalogsPage).toContain('data-shell-skeleton');
  expect(catalogsPage).toContain(`>${pageHeadings.catalogs}</h1>`);
  expect((await rawGet(`${product.baseURL}/home/brands`)).body.toString()).not.toContain(
    `>${pageHeadings.catalogs}</h1>`,
  );

  // The pages that draw their own content start the app after that paint: their module script and
  // preloads wait in a template, and a small deferred script adds them once the page is painted.
  for (const firstPaintPage of [html, catalogsPage]) {
    const outsideTemplate = firstPaintPage.replace(/<template id="app-scripts">[\s\S]*?<\/template>/, '');
    expect(firstPaintPage).toMatch(/<template id="app-scripts"><script type="module"/);
    expect(outsideTemplate).not.toMatch(/type="module"|modulepreload/);
    expect(outsideTemplate).toMatch(/<script defer src="\/assets\/start-after-first-paint-[\w-]+\.js">/);
  }
  expect((await rawGet(`${product.baseURL}/home/brands`)).body.toString()).toMatch(
    /<head>[\s\S]*<script type="module"/,
  );
  const startScript = /<script defer src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const startAnswer = await rawGet(`${product.baseURL}${startScript}`);
  expect(startAnswer.status).toBe(200);
  expect(startAnswer.headers['content-type']).toMatch(/^text\/javascript/);
  expect(startAnswer.headers['cache-control']).toBe(IMMUTABLE);

  const script = /<script type="module"[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const stylesheet = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  expect(stylesheet).toBeTruthy();
  for (const [asset, type] of [
    [script!, /^text\/javascript/],
    [stylesheet!, /^text\/css/],
  ] as const) {
    const brotli = await rawGet(`${product.baseURL}${asset}`, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await rawGet(`${product.baseURL}${asset}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const identity = await rawGet(`${product.baseURL}${asset}`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    for (const answer of [brotli, gzip, identity]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(type);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
    // br (quality 11) beats gzip -9, which beats the file itself.
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(identity.body.length);
  }

  const compressedPage = await rawGet(`${product.baseURL}/home/catalogs`, { 'accept-encoding': 'gzip, deflate, br' });
  expect(compressedPage.headers['content-encoding']).toBe('br');
  expect(compressedPage.headers['cache-control']).toBe('no-cache');
  expect((await rawGet(`${product.baseURL}/index.html`)).headers['cache-control']).toBe('no-cache');
  expect((await rawGet(`${product.baseURL}/assets/index-00000000.js`)).status).toBe(404);
});

test('the sign-in page, loaded directly, starts after its first paint and takes an e-mail', async ({
  page,
  product,
}) => {
  await page.goto(`${product.baseURL}/auth/start`);
  const email = page.getByLabel(/e-?mail/i);
  await email.fill('someone@example.com');
  await expect(page.getByRole('button', { name: productTexts.login })).toBeEnabled();
});

test('the shell frame shows before the first API answer, and the page replaces it', async ({ page, product }) => {
  await signIn(page, product);
  // Off the product, so no request of the signed-in page is still on its way.
  await page.goto('about:blank');
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/**', async (route) => {
    await released;
    await route.continue();
  });
  const firstApiCall = page.waitForRequest('**/api/**');
  await page.goto(`${product.baseURL}/home/catalogs`);
  const skeleton = page.locator('[data-shell-skeleton]');
  await expect(skeleton).toBeVisible();
  const heading = page.getByRole('heading', { name: pageHeadings.catalogs });
  // The SPA has started and asks the API: the page the server sent stays, its heading in the frame,
  // until the route has loaded and React draws the page in its place.
  await firstApiCall;
  await expect(skeleton).toBeVisible();
  await expect(skeleton.getByRole('heading', { name: pageHeadings.catalogs })).toBeVisible();
  release();
  await expect(skeleton).toHaveCount(0);
  await expect(heading).toBeVisible();
});
