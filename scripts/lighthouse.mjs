// `npm run lighthouse`: Lighthouse's performance score (mobile, default simulated throttling) of the
// back office's sign-in page /auth/start and, signed in, of /home/catalogs, each against its target.
// Starts the product itself as `npm start` runs it (the compiled server, built when its sources
// changed; the web build as it is, built only when missing: `npm run build` refreshes it) on a
// fresh data directory with the demo data, with an SMTP peer of its own for the login code.
// Debian's Chromium runs headless under Playwright: /auth/start is measured first, with no session;
// then Playwright signs the admin in through the real e-mail code flow, and Lighthouse measures
// /home/catalogs in the same browser profile. Lighthouse's own reset empties the HTTP cache before
// each run but keeps localStorage, where the SPA keeps its tokens: a cold load with a session.
// Exits 1 when a score is under its target. Not part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureRuntime } from './lib/bootstrap.mjs';

// The product's runtime (decision 0001): the figures are the product's, and it reads the contracts' TypeScript.
ensureRuntime();

const { chromium } = await import('@playwright/test');
const { default: lighthouse } = await import('lighthouse');
const { SMTPServer } = await import('smtp-server');
const { productTexts } = await import('@lineup/contracts/shell-texts');
const { serverCommand } = await import('./lib/server-runtime.mjs');

const root = path.resolve(import.meta.dirname, '..');
const TARGET = 95;
const ADMIN_EMAIL = 'lighthouse-admin@lineup.test';
/** A buyer of the demo data (services/users' demo seed). */
const DEMO_BUYER_EMAIL = 'buyer@solestreet.example';
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function runNode(script, args = []) {
  const result = spawnSync(process.execPath, [path.join(root, script), ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${script} failed`);
}

/** An SMTP peer that keeps the newest login code mailed to each address. */
async function startMailbox() {
  const codes = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const body = raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n');
        const code = /\b([A-Z0-9]{6})\b/.exec(body)?.[1];
        for (const recipient of session.envelope.rcptTo) if (code) codes.set(recipient.address.toLowerCase(), code);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    codeFor: (email) => codes.get(email),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The product as `npm start` runs it, on a fresh data directory with the demo data. */
async function startProduct(mailbox) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-lighthouse-'));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = serverCommand({
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SMTP_URL: mailbox.url,
    SEED_ADMIN_EMAIL: ADMIN_EMAIL,
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
  });
  const child = spawn(process.execPath, server.args, {
    cwd: root,
    env: server.env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://localhost:${port}`;
  await waitFor(
    'the product to answer /healthz',
    async () => {
      if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
      return fetch(`${baseURL}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      );
    },
    120_000,
  );
  return {
    baseURL,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real e-mail code sign-in, as e2e/fixtures.ts drives it. */
async function signIn(context, baseURL, mailbox) {
  const page = await context.newPage();
  await page.goto(baseURL);
  await page.waitForURL(/\/auth\/start/);
  await page.getByLabel(/e-?mail/i).fill(ADMIN_EMAIL);
  await page.getByRole('button', { name: productTexts.login }).click();
  await page.waitForURL(/\/auth\/code/);
  const code = await waitFor('the login code mail', () => mailbox.codeFor(ADMIN_EMAIL), 30_000);
  await page.locator('input[autocomplete="one-time-code"]').first().focus();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: productTexts.continue }).click();
  await page.waitForURL(/\/home\/catalogs$/, { timeout: 30_000 });
  await page.close();
}

/** The machine's busy share of CPU time over `ms` (from /proc/stat: all cores, every process). */
async function busyShare(ms) {
  const read = () => {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
    return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
  };
  const before = read();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = read();
  return 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/**
 * Waits until the machine is quiet (under 15% busy over 3 s): a first start resizes the demo
 * pictures in the background, and a page measured meanwhile shares the CPU with that work.
 */
async function untilQuiet() {
  await waitFor('a quiet machine', async () => (await busyShare(3000)) < 0.15, 300_000);
}

/**
 * A demo buyer signed in to the portal, in the same browser; answers the address of the store's
 * first catalog, once every picture on it is made (the demo pictures are resized after the start).
 */
async function signInToPortal(context, baseURL, mailbox, email) {
  const page = await context.newPage();
  await page.goto(`${baseURL}/portal`);
  await page.waitForURL(/\/portal\/auth\/start/);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByRole('button', { name: productTexts.login }).click();
  await page.waitForURL(/\/portal\/auth\/code/);
  const code = await waitFor('the buyer’s login code mail', () => mailbox.codeFor(email), 30_000);
  await page.locator('input[autocomplete="one-time-code"]').first().focus();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: productTexts.continue }).click();
  await page.waitForURL(/\/portal\/catalogs/, { timeout: 30_000 });
  await page.getByTestId('portal-catalog-card').first().click();
  await page.waitForURL(/\/portal\/catalogs\/\d+/);
  const catalogUrl = page.url();
  await waitFor(
    'the demo pictures',
    async () => {
      await page.reload();
      await page.getByTestId('portal-item-card').first().waitFor();
      return (await page.getByTestId('item-placeholder').count()) === 0;
    },
    180_000,
  );
  await page.close();
  return catalogUrl;
}

async function measure(url, debuggingPort) {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // LIGHTHOUSE_REPORTS=<dir> keeps each page's full report (the request chain, the main thread's work).
  if (process.env.LIGHTHOUSE_REPORTS) {
    fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    const name = new URL(url).pathname.replace(/^\/|\/$/g, '').replaceAll('/', '-') || 'root';
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${name}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  return {
    url: new URL(url).pathname,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    metrics: METRICS.map((id) => `${lhr.audits[id].title} ${lhr.audits[id].displayValue}`),
    warnings: lhr.runWarnings,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

runNode('scripts/build-server.mjs', ['--if-changed']);
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) runNode('scripts/build-web.mjs');

const mailbox = await startMailbox();
const product = await startProduct(mailbox);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-lighthouse-profile-'));
const debuggingPort = await freePort();
// Lighthouse drives the same browser through its debugging port; the persistent context is the
// browser's default one, so the tabs Lighthouse opens share the session Playwright signed in.
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const results = [];
try {
  // A demo buyer first: once the demo pictures are made, the server is idle again (resizing them
  // right after a first start would weigh on every page measured meanwhile).
  const catalogUrl = await signInToPortal(context, product.baseURL, mailbox, DEMO_BUYER_EMAIL);
  await untilQuiet();
  results.push(await measure(`${product.baseURL}/auth/start`, debuggingPort));
  await signIn(context, product.baseURL, mailbox);
  results.push(await measure(`${product.baseURL}/home/catalogs`, debuggingPort));
  // The portal's catalog page, with its pictures, as the buyer opens it on a phone.
  results.push(await measure(catalogUrl, debuggingPort));
} finally {
  await context.close();
  await product.stop();
  await mailbox.close();
  fs.rmSync(profile, { recursive: true, force: true });
}

console.log('\nLighthouse performance (mobile, simulated throttling):');
let missed = false;
for (const result of results) {
  const ok = result.score >= TARGET;
  missed ||= !ok;
  console.log(
    `  ${result.url.padEnd(22)} ${String(result.score).padStart(3)} (target ≥ ${TARGET}) ${ok ? 'ok' : 'MISSED'}`,
  );
  if (!result.finalUrl.endsWith(result.url)) console.log(`    ended on ${result.finalUrl}`);
  console.log(`    ${result.metrics.join(', ')}`);
  for (const warning of result.warnings) console.log(`    warning: ${warning}`);
}
process.exit(missed ? 1 : 0);
