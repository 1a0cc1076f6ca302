import { silentLogger } from '@lineup/server-kit/logger';
import { createTestTokens } from '@lineup/server-kit/test-support/test-tokens';
import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { createUsersApp } from '../app';
import { openUsersDatabase, type UsersDb } from '../db/database';
import { seedUsers } from '../domain/seed';
import { recordingInvitationMailer } from './invitations';

type TestTokens = Awaited<ReturnType<typeof createTestTokens>>;

/**
 * A fresh users database (PGlite in memory, or a new database on DATABASE_URL) after the first
 * start's seed: the internal organization, its Admin role and the admin of that e-mail.
 */
export async function openSeededUsersDatabase(adminEmail = 'admin@example.com') {
  const connection = await openTestConnection();
  const db = await openUsersDatabase(connection);
  const seed = await seedUsers(db, { email: adminEmail });
  return { db, seed, dispose: () => connection.dispose() };
}

export type SeededUsersDatabase = Awaited<ReturnType<typeof openSeededUsersDatabase>>;

/** The users app over that database, trusting the test tokens; invitations are kept, not sent. */
function createUsersTestApp(db: UsersDb, tokens: TestTokens) {
  return createUsersApp({
    db,
    verifyToken: tokens.verifyToken,
    log: silentLogger(),
    invitationMailer: recordingInvitationMailer(),
  });
}

/** The seeded database, the app over it and the token maker its callers sign in with. */
export async function openUsersTestWorld(adminEmail?: string) {
  const seeded = await openSeededUsersDatabase(adminEmail);
  const tokens = await createTestTokens();
  return { ...seeded, tokens, app: createUsersTestApp(seeded.db, tokens) };
}

export type UsersTestWorld = Awaited<ReturnType<typeof openUsersTestWorld>>;
