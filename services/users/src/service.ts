/**
 * The users service as both entry points run it: its own server (server.ts, a split deployment)
 * and the one-process server. One factory, so the two cannot drift.
 */
import type { VerifyToken } from '@lineup/server-kit/access-token';
import type { ChangeNotifier } from '@lineup/server-kit/change-notifier';
import type { SqlConnection } from '@lineup/server-kit/db';
import type { RuntimeConfig } from '@lineup/server-kit/env';
import type { Logger } from '@lineup/server-kit/logger';
import { createUsersApp } from './app';
import { openUsersDatabase, type UsersDb } from './db/database';
import { seedUsers } from './domain/seed';
import { createInvitationMailer } from './invitations/invitation-mailer';

/**
 * Migrates the users schema and seeds the first internal user (SEED_ADMIN_EMAIL): without it
 * nobody could sign in to a new deployment. The caller runs it under `runExclusively`.
 */
export async function prepareUsersDatabase(connection: SqlConnection, config: Pick<RuntimeConfig, 'seedAdminEmail'>) {
  const db = await openUsersDatabase(connection);
  return { db, seeded: await seedUsers(db, { email: config.seedAdminEmail }) };
}

/** The users service's app: people, organizations, stores, roles, and the invitations it mails. */
export function createUsersService(deps: {
  config: RuntimeConfig;
  db: UsersDb;
  log: Logger;
  verifyToken: VerifyToken;
  changes: ChangeNotifier;
}) {
  const { config, db, log, verifyToken, changes } = deps;
  const invitationMailer = createInvitationMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    portalUrl: `${config.publicUrl}/portal`,
    log,
  });
  return createUsersApp({ db, verifyToken, log, invitationMailer, changes });
}
