import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqlConnection } from '@lineup/server-kit/db';
import { afterAll, describe, expect, it } from 'vitest';
import { seedUsers } from '../domain/seed';
import { openUsersDatabase } from './database';
import { users } from './schema';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-db-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database under DATA_DIR', () => {
  it('keeps every row across a restart, and a second start migrates and seeds nothing twice', async () => {
    const first = await openSqlConnection({ dataDir });
    const firstSeed = await seedUsers(await openUsersDatabase(first), { email: 'keep@example.com' });
    await first.close();

    const second = await openSqlConnection({ dataDir });
    const db = await openUsersDatabase(second);
    const secondSeed = await seedUsers(db, { email: 'keep@example.com' });
    const rows = await db.select({ id: users.id, email: users.email }).from(users);
    await second.close();

    expect(firstSeed.createdAdmin).toBe(true);
    expect(secondSeed).toEqual({ ...firstSeed, createdAdmin: false });
    expect(rows).toEqual([{ id: firstSeed.adminUserId, email: 'keep@example.com' }]);
  });
});
