/**
 * The PIM service as both entry points run it: its own server (server.ts, a split deployment) and
 * the one-process server. One factory, so the two cannot drift: the same seed, clean-up, mailer,
 * janitor and reading process whichever way it is started.
 */
import type { VerifyToken } from '@lineup/server-kit/access-token';
import type { ChangeNotifier } from '@lineup/server-kit/change-notifier';
import type { SqlConnection } from '@lineup/server-kit/db';
import type { RuntimeConfig } from '@lineup/server-kit/env';
import type { Logger } from '@lineup/server-kit/logger';
import type { UserDirectories } from '@lineup/users/directories';
import { createPimApp } from './app';
import { openPimDatabase, type PimDb } from './db/database';
import { startPictureWork } from './modules/images/domain/picture-jobs';
import { createPictureServices } from './modules/images/domain/picture-services';
import { startUploadJanitor } from './modules/line-lists/domain/upload-janitor';
import { cleanUpInterruptedUploads } from './modules/line-lists/domain/uploads';
import { createOrderMailer } from './modules/orders/mail/order-mailer';
import { keepFileReaderReady, stopKeepingFileReaderReady } from './parser/parse-process-launch';
import { seedPim } from './seed';
import type { ObjectStorage } from './storage/storage';

/** How long an upload may sit in processing before another instance's start takes it for abandoned. */
const PROCESSING_GRACE_MS = 10 * 60 * 1000;

/**
 * Migrates and seeds the PIM's schema, and removes what uploads cut off by a crash left behind.
 * The caller runs it under `runExclusively`, so instances started together do it one at a time.
 */
export async function preparePimDatabase(
  connection: SqlConnection,
  { config, storage }: { config: RuntimeConfig; storage: ObjectStorage },
): Promise<PimDb> {
  const db = await openPimDatabase(connection);
  await seedPim(db);
  // On PostgreSQL another instance may be processing an upload right now: only long-abandoned
  // ones go. The embedded database has one process, so every unfinished upload is abandoned.
  await cleanUpInterruptedUploads(db, storage, config.databaseUrl ? { processingGraceMs: PROCESSING_GRACE_MS } : {});
  return db;
}

export type PimServiceDeps = {
  config: RuntimeConfig;
  /** The database connection the pictures' job queue keeps its jobs on. */
  connection: SqlConnection;
  db: PimDb;
  storage: ObjectStorage;
  log: Logger;
  verifyToken: VerifyToken;
  directories: UserDirectories;
  changes: ChangeNotifier;
};

/** The PIM's app, with the work it runs beside the app while it serves. */
export function createPimService(deps: PimServiceDeps) {
  const { config, connection, db, storage, log, verifyToken, directories, changes } = deps;
  const pictures = createPictureServices({ connection, log });
  const app = createPimApp({
    pictures,
    db,
    verifyToken,
    principals: directories.principals,
    customers: directories.customers,
    orderStores: directories.orderStores,
    log,
    storage,
    changes,
    orderMailer: createOrderMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      portalUrl: `${config.publicUrl}/portal`,
      log,
    }),
  });
  // Every 10 minutes while it runs: announced uploads whose file never came go.
  const stopUploadJanitor = startUploadJanitor(
    { db, storage },
    { onError: (error) => log.error({ err: error }, 'upload clean-up failed') },
  );
  return {
    app,
    /**
     * Once the server listens, a warmed reading process waits for the next uploaded line list
     * (decision 0029), and the pictures' durable jobs are worked, those left pending first.
     */
    onListening: () => {
      void keepFileReaderReady();
      startPictureWork({ db, storage, pictures, log, changes }).catch((error: unknown) => {
        // Stopped while it started (a server stopped at once): nothing was lost, the jobs wait.
        if (!pictures.closed) log.error({ err: error }, 'the pictures’ jobs could not start');
      });
    },
    close: async () => {
      stopKeepingFileReaderReady();
      await stopUploadJanitor();
      await pictures.close();
    },
  };
}
