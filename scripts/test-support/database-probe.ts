/**
 * The test's own view of the instances' PostgreSQL database: plain queries, a lock held in a
 * transaction of the test's own, and the instances' sessions as pg_stat_activity shows them.
 * Holding a lock a request needs stops that request's transaction in the middle (its earlier
 * statements done, nothing committed) for as long as the test wants: the moment to kill the
 * instance is then a condition, not a guess. Imported only by tests.
 */
import pg from 'pg';

const TEST_SESSION = 'lineup-kill-test';

export type HeldLock = { release: () => Promise<void> };

export async function openDatabaseProbe(databaseUrl: string) {
  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: TEST_SESSION });
    await client.connect();
    return client;
  };
  const client = await connect();
  const held = new Set<pg.Client>();

  return {
    query: async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await client.query<Row>(text, values)).rows,

    /** Runs `statement` in a transaction left open until `release` rolls it back. */
    async hold(statement: string, values: unknown[] = []): Promise<HeldLock> {
      const holder = await connect();
      held.add(holder);
      await holder.query('BEGIN');
      await holder.query(statement, values);
      return {
        release: async () => {
          if (!held.delete(holder)) return;
          await holder.query('ROLLBACK').finally(() => holder.end());
        },
      };
    },

    /**
     * The session of an instance waiting on a lock in a transaction that has already written
     * (it holds a transaction id), in a statement starting with `statementStart`; undefined while
     * there is none.
     */
    async writeWaitingOnLock(statementStart: string): Promise<number | undefined> {
      const { rows } = await client.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND application_name <> $1
            AND wait_event_type = 'Lock' AND backend_xid IS NOT NULL AND query LIKE $2`,
        [TEST_SESSION, `${statementStart}%`],
      );
      return rows[0]?.pid;
    },

    /** The tables session `pid` has written in its open transaction (it holds their write lock). */
    async tablesWrittenBy(pid: number): Promise<string[]> {
      const { rows } = await client.query<{ name: string }>(
        `SELECT l.relation::regclass::text AS name FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
          WHERE l.pid = $1 AND l.mode = 'RowExclusiveLock' AND l.granted AND c.relkind = 'r' ORDER BY 1`,
        [pid],
      );
      return rows.map((row) => row.name);
    },

    /** How many rows `where` selects of `table` that another transaction holds locked (written, or held). */
    async lockedRows(table: string, where: string, values: unknown[]): Promise<number> {
      const count = async (text: string) =>
        Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM (${text}) r`, values)).rows[0]!.n);
      const all = await count(`SELECT 1 FROM ${table} WHERE ${where}`);
      return all - (await count(`SELECT 1 FROM ${table} WHERE ${where} FOR UPDATE SKIP LOCKED`));
    },

    /** Whether the server process of that session is still there. */
    async sessionAlive(pid: number): Promise<boolean> {
      const { rows } = await client.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
      return rows.length > 0;
    },

    /** Releases every lock still held (a test that failed half-way) and disconnects. */
    async close() {
      for (const holder of held) await holder.query('ROLLBACK').finally(() => holder.end());
      held.clear();
      await client.end();
    },
  };
}

export type DatabaseProbe = Awaited<ReturnType<typeof openDatabaseProbe>>;
