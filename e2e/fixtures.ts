import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { productTexts } from '@lineup/contracts/messages';
import { addressTexts } from '@lineup/contracts/texts/customers';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import {
  E2E_ADMIN_EMAIL,
  E2E_TEMPLATE_DATA_DIR_ENV,
  freePort,
  productDataDir,
  startProduct,
  stopProduct,
} from './product-process';

export type Mail = { to: string; text: string };

/** A real SMTP peer: the product delivers login codes to it through SMTP_URL. */
async function startMailbox() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        for (const recipient of session.envelope.rcptTo) mails.push({ to: recipient.address.toLowerCase(), text: raw });
        callback();
      });
    },
  });
  // The product may be stopped while it still sends a mail (an order's, after its commit): the cut
  // connection is the product going away, not a failure of the test.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /**
     * The newest login code sent to this address (waits for it to arrive). The product mails a
     * code after answering, so a caller that asked again for an address with mails already waits
     * for one past the `received` it counted before asking.
     */
    async codeFor(email: string, received = 0): Promise<string> {
      let code: string | undefined;
      await expect
        .poll(
          () => {
            const sent = mails.filter((m) => m.to === email.toLowerCase());
            const mail = sent.length > received ? sent.at(-1) : undefined;
            code = mail
              ? /\b([A-Z0-9]{6})\b/.exec(
                  mail.text
                    .split(/\r?\n\r?\n/)
                    .slice(1)
                    .join('\n'),
                )?.[1]
              : undefined;
            return code;
          },
          { message: `a login code mailed to ${email}` },
        )
        .toBeTruthy();
      return code!;
    },
    /** How many mails this address has received so far. */
    mailsTo: (email: string) => mails.filter((m) => m.to === email.toLowerCase()).length,
    /** The mails this address has received so far, oldest first, as the server received them. */
    textsTo: (email: string) => mails.filter((m) => m.to === email.toLowerCase()).map((m) => m.text),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Product = {
  baseURL: string;
  adminEmail: string;
  mailbox: Awaited<ReturnType<typeof startMailbox>>;
};

/** The template data folder global-setup.ts makes, when it made one. */
const TEMPLATE_DATA_DIR = process.env[E2E_TEMPLATE_DATA_DIR_ENV];

/** The whole product as `npm start` runs it, on a fresh data directory, one per test. */
export const test = base.extend<{ product: Product; seedDemoData: boolean }>({
  // Tests create the line lists they need; the demo data of a first start would be in the way,
  // unless a test is about what a first start shows (test.use({ seedDemoData: true })).
  seedDemoData: [false, { option: true }],
  product: [
    async ({ seedDemoData }, use) => {
      const mailbox = await startMailbox();
      const port = await freePort();
      // A first start with demo data starts on an empty folder; the others on a copy of the template.
      const dataDir = productDataDir(
        fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-e2e-')),
        seedDemoData ? undefined : TEMPLATE_DATA_DIR,
      );
      const child = await startProduct({ port, dataDir, seedDemoData, smtpUrl: mailbox.url });
      await use({ baseURL: `http://localhost:${port}`, adminEmail: E2E_ADMIN_EMAIL, mailbox });
      await stopProduct(child);
      await mailbox.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    // One product per test: a fresh data directory and mailbox, so no test sees another's data.
    { scope: 'test', timeout: 90_000 },
  ],
});

export { expect };

/**
 * Chooses a country in an address form inside `scope` as a person does: opens the country list,
 * searches it by the code and clicks the country, shown as "Name (CODE)".
 */
export async function chooseCountry(scope: Locator, code: string) {
  await scope.getByRole('combobox', { name: addressTexts.country }).click();
  const page = scope.page();
  await page.getByRole('combobox', { name: addressTexts.searchCountry }).fill(code);
  await page.getByRole('option', { name: new RegExp(`\\(${code}\\)$`) }).click();
}

/**
 * Signs the test's admin in through the real e-mail code flow (as e2e/sign-in.spec.ts does, step
 * by step) and waits for the landing page after sign-in.
 */
export async function signIn(page: Page, product: Product) {
  await page.goto(product.baseURL);
  await expect(page).toHaveURL(/\/auth\/start/);
  await page.getByLabel(/e-?mail/i).fill(product.adminEmail);
  const received = product.mailbox.mailsTo(product.adminEmail);
  await page.getByRole('button', { name: productTexts.login }).click();
  await expect(page).toHaveURL(/\/auth\/code/);
  const code = await product.mailbox.codeFor(product.adminEmail, received);
  await page.locator('input[autocomplete="one-time-code"]').first().focus();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: productTexts.continue }).click();
  await expect(page).toHaveURL(/\/home\/catalogs$/, { timeout: 30_000 });
}

/**
 * Signs a customer account in to the customer portal through the real e-mail code flow and waits
 * for its catalogs.
 */
export async function signInToPortal(page: Page, product: Product, email: string) {
  await page.goto(`${product.baseURL}/portal`);
  await expect(page).toHaveURL(/\/portal\/auth\/start/);
  await page.getByLabel(/e-?mail/i).fill(email);
  const received = product.mailbox.mailsTo(email);
  await page.getByRole('button', { name: productTexts.login }).click();
  await expect(page).toHaveURL(/\/portal\/auth\/code/);
  const code = await product.mailbox.codeFor(email, received);
  await page.locator('input[autocomplete="one-time-code"]').first().focus();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: productTexts.continue }).click();
  await expect(page).toHaveURL(/\/portal\/catalogs/, { timeout: 30_000 });
}

/**
 * A customer organization, Acme Shoes, with its main contact Olivia Owner (owner@acme.test) and a
 * store, Main Store: through the API with the signed-in SPA's token, for tests about other screens.
 * The SPA does not hear of a write made beside it: its shared lists, loaded at sign-in, stay fresh
 * for their staleTime without Acme, as they would for a person whose colleague just made it. The
 * page is loaded again, as that person would, so the next screen starts from lists that hold it.
 */
export async function createCustomer(page: Page, product: Product) {
  const token = await page.evaluate(() => localStorage.getItem('lineup.accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const roles = await (await page.request.get(`${product.baseURL}/api/roles`, { headers })).json();
  // Customer accounts hold an external role: the customers' Admin.
  const admin = roles.data.find(
    (role: { name: string; type: string }) => role.name === 'Admin' && role.type === 'external',
  );
  const response = await page.request.post(`${product.baseURL}/api/organizations`, {
    headers,
    data: {
      organization: {
        name: 'Acme Shoes',
        type: 'external',
        address: { type: 'physical', line1: '1 Main St', city: 'Austin', state: 'TX', country: 'US' },
      },
      organizationMainContact: { email: 'owner@acme.test', firstName: 'Olivia', lastName: 'Owner', roleId: admin.id },
      stores: [
        {
          name: 'Main Store',
          brandFocusType: { storeType: 'monobrand', brandSegmentation: [{ brandId: 1, segmentation: 'good' }] },
        },
      ],
      users: [],
    },
  });
  expect(response.status()).toBe(201);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
