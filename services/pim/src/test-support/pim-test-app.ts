import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Brand } from '@lineup/contracts/pim';
import { type Logger, silentLogger } from '@lineup/server-kit/logger';
import { createTestTokens } from '@lineup/server-kit/test-support/test-tokens';
import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { pino } from 'pino';
import { createPimApp } from '../app';
import { openPimDatabase } from '../db/database';
import { createPictureServices } from '../modules/images/domain/picture-services';
import type { OrderMailer } from '../modules/orders/mail/order-mailer';
import { seedPim } from '../seed';
import { createFilesystemStorage } from '../storage/filesystem';
import { createFakeOrderStores } from './order-stores';
import { openTestUsers } from './test-users';

// biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape.
export type JsonAnswer = { status: number; body: any };

/**
 * A PIM app over a fresh database (PGlite in memory, or a new database on DATABASE_URL), seeded,
 * with a signed-in caller and files stored in a temporary folder (removed by `dispose`). `logs`
 * collects what the app logged when `captureLogs` is set. The users schema sits on the same
 * database (`usersDb`); with `realPrincipals` tokens must name its real, active users. Order
 * e-mails go to `orderMailer` when given (none are sent otherwise).
 */
export type PimTestAppOptions = { captureLogs?: boolean; realPrincipals?: boolean; orderMailer?: OrderMailer };

export async function openPimTestApp(options: PimTestAppOptions = {}) {
  const connection = await openTestConnection();
  const db = await openPimDatabase(connection);
  await seedPim(db);
  const { usersDb, customers, principals } = await openTestUsers(connection, options);
  const tokens = await createTestTokens();
  const logs: string[] = [];
  const log: Logger = options.captureLogs
    ? pino({ level: 'info' }, { write: (line: string) => void logs.push(line) })
    : silentLogger();
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-pim-test-'));
  const storage = createFilesystemStorage({ rootDir: storageDir, secret: 'test-secret' });
  const orderStores = createFakeOrderStores();
  const pictures = createPictureServices({ connection, log });
  const app = createPimApp({
    pictures,
    db,
    verifyToken: tokens.verifyToken,
    principals,
    customers,
    orderStores: orderStores.directory,
    log,
    storage,
    orderMailer: options.orderMailer,
  });
  const token = await tokens.tokenFor('test-user');

  /** A call as the bearer of `callerToken`, with a JSON body when given (a string is sent as it is). */
  async function callAs(callerToken: string, method: string, path: string, body?: unknown): Promise<JsonAnswer> {
    const headers: Record<string, string> = { authorization: `Bearer ${callerToken}` };
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await app.request(path, { method, headers, body: payload });
    return { status: response.status, body: await response.json() };
  }
  const call = (method: string, path: string, body?: unknown) => callAs(token, method, path, body);

  return {
    app,
    /** The stores and organizations orders are placed for (in memory). */
    orderStores,
    db,
    usersDb,
    tokens,
    logs,
    storage,
    /** The signed-in caller's bearer token. */
    token,
    callAs,
    /** The image process and job queue (a test starts their work with startPictureWork). */
    pictures,
    log,
    dispose: async () => {
      await pictures.close();
      await connection.dispose();
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    put: (path: string, body?: unknown) => call('PUT', path, body),
    del: (path: string) => call('DELETE', path),
  };
}

export type PimTestApp = Awaited<ReturnType<typeof openPimTestApp>>;

/** The id of a brand the seed made (Crocs, Birkenstock), as the brands list answers it. */
export async function brandIdNamed(t: PimTestApp, name: string): Promise<number> {
  return ((await t.get('/api/brands')).body.data as Brand[]).find((brand) => brand.name === name)!.id;
}
