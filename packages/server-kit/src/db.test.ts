import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runExclusively } from './db';
import { openTestConnection } from './test-support/testing';

describe('runExclusively', () => {
  it('runs the work at once on the embedded database, which has one process', async () => {
    const connection = await openTestConnection();
    try {
      if (connection.kind !== 'pglite') return;
      expect(await runExclusively(connection, async () => 'done')).toBe('done');
    } finally {
      await connection.dispose();
    }
  });
});

// Two processes starting together on one PostgreSQL database, stood for by two calls.
describe.skipIf(!process.env.DATABASE_URL)('runExclusively on PostgreSQL', () => {
  let connection: Awaited<ReturnType<typeof openTestConnection>>;
  beforeAll(async () => {
    connection = await openTestConnection();
  });
  afterAll(() => connection.dispose());

  const waitingForTheLock = async () => {
    if (connection.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const { rows } = await connection.pool.query(
      "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())",
    );
    return rows[0].n as number;
  };

  it('lets one run at a time, the next once the first is done or has failed', async () => {
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = runExclusively(connection, async () => {
      order.push('first started');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      order.push('first done');
      throw new Error('first failed');
    });
    await vi.waitFor(() => expect(order).toEqual(['first started']));
    const second = runExclusively(connection, async () => {
      order.push('second started');
      return 'second';
    });
    await vi.waitFor(async () => expect(await waitingForTheLock()).toBe(1));
    expect(order).toEqual(['first started']);
    finishFirst();
    await expect(first).rejects.toThrow('first failed');
    expect(await second).toBe('second');
    expect(order).toEqual(['first started', 'first done', 'second started']);
  });
});
