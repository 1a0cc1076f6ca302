import { type SQL, sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type Queue } from 'pg-boss';
import type { SqlConnection } from './db';
import type { Logger } from './logger';

/**
 * Durable background jobs: work that must happen after a commit (resizing a picture, sending a
 * mail) is written to the database in the same transaction as what asks for it, and done by a
 * worker that retries it until it succeeds, across restarts and on any instance. The queue is
 * pg-boss (decision 0038), in its own schema `pgboss` on the services' database, embedded or not.
 */
export type JobQueue = {
  /** Declares a queue (once per start; a queue that exists is kept as it is). */
  declare(name: string, options: Omit<Queue, 'name'>): Promise<void>;
  /** Asks for a job now. `key`: at most one such job waits at a time (a repeat is dropped). */
  send(name: string, data: object, options?: { key?: string }): Promise<void>;
  /** Asks for a job inside a write's transaction: it exists exactly when the write commits. */
  sendInTransaction(tx: DrizzleTx, name: string, data: object, options?: { key?: string }): Promise<void>;
  /** Works a queue's jobs, at most `concurrency` at a time in this process. */
  work<T extends object>(name: string, concurrency: number, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
};

/** What a Drizzle transaction offers the queue: raw SQL on its connection. */
type DrizzleTx = { execute(query: SQL): PromiseLike<unknown> };

/** The schema pg-boss keeps its tables in, beside the services' own. */
const JOB_SCHEMA = 'pgboss';

export async function startJobQueue(connection: SqlConnection, log: Logger): Promise<JobQueue> {
  const boss =
    connection.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite', schema: JOB_SCHEMA, schedule: false })
      : new PgBoss({
          connectionString: connection.pool.options.connectionString,
          max: 4,
          schema: JOB_SCHEMA,
          schedule: false,
        });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const sendOptions = (key?: string) => (key ? { singletonKey: key } : {});
  return {
    async declare(name, options) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, options);
    },
    async send(name, data, options) {
      await boss.send(name, data, sendOptions(options?.key));
    },
    async sendInTransaction(tx, name, data, options) {
      await boss.send(name, data, {
        ...sendOptions(options?.key),
        db: fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql),
      });
    },
    async work(name, concurrency, handler) {
      await boss.work(
        name,
        { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: 1 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data as never);
        },
      );
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
