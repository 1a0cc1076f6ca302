import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type ChangeMarks, changeMarkReader } from './change-marks';
import type { SqlConnection } from './db';
import type { Logger } from './logger';

/**
 * Tells every process on the same database that a service's data changed, so each empties the
 * read caches it keeps of that data (docs/decisions/0015-scale-out.md). On PostgreSQL a write
 * sends a NOTIFY and each process LISTENs on a connection of its own; the embedded database
 * belongs to one process, so there the local subscribers are all there is.
 */
export type ChangeNotifier = {
  /** Runs this process's subscribers of `topic` at once, then tells the other processes. Never throws. */
  publish(topic: ChangeTopic): Promise<void>;
  /** Calls `onChange` whenever `topic` changes anywhere, and whenever changes may have gone unheard. */
  subscribe(topic: ChangeTopic, onChange: () => void): () => void;
  /**
   * False while the listening connection is down: changes of other processes go unheard then, so
   * caches must not answer from memory (read-cache.ts).
   */
  isListening(): boolean;
  /**
   * Readings of the database's visibility state, one at a time for all of this process's caches
   * (on PostgreSQL: `pg_current_snapshot()`, the same text until a transaction that writes anywhere
   * on the server starts or ends): an expired cache entry whose mark, read before its load, has not
   * moved is still exact (read-cache.ts). None for the embedded database: its caches reload when
   * they expire.
   */
  marks?: ChangeMarks;
  close(): Promise<void>;
};

/** What changed: the data of one service (its read caches subscribe to it). */
export type ChangeTopic = 'pim' | 'users';

const CHANNEL = 'lineup_changes';
const TOPICS: readonly string[] = ['pim', 'users'] satisfies ChangeTopic[];

function subscriberLists() {
  const byTopic = new Map<string, Set<() => void>>();
  return {
    add(topic: string, onChange: () => void) {
      const list = byTopic.get(topic) ?? new Set();
      byTopic.set(topic, list);
      list.add(onChange);
      return () => void list.delete(onChange);
    },
    run(topic: string) {
      for (const onChange of byTopic.get(topic) ?? []) onChange();
    },
    runAll() {
      for (const list of byTopic.values()) for (const onChange of list) onChange();
    },
  };
}

/** The notifier of a process alone on its database (the embedded one, tests). */
export function localChangeNotifier(): ChangeNotifier {
  const subscribers = subscriberLists();
  return {
    publish: async (topic) => subscribers.run(topic),
    subscribe: subscribers.add,
    isListening: () => true,
    close: async () => {},
  };
}

export type ChangeNotifierOptions = {
  log: Logger;
  /** The wait before listening again after the connection was lost: doubled per failure up to `max`. */
  retryMs?: { first: number; max: number };
};

/**
 * The notifier of a process on `connection`. Resolves once the first attempt to listen ended; when
 * that failed, or the connection is lost later, it tries again in the background and, once
 * listening again, calls every subscriber (what changed meanwhile went unheard).
 */
export async function createChangeNotifier(
  connection: SqlConnection,
  options: ChangeNotifierOptions,
): Promise<ChangeNotifier> {
  if (connection.kind === 'pglite') return localChangeNotifier();
  const { pool } = connection;
  const { log } = options;
  const retry = options.retryMs ?? { first: 250, max: 5_000 };
  // Our own NOTIFYs come back to us too: the sender's id lets them be skipped.
  const instance = randomUUID();
  const subscribers = subscriberLists();
  let listener: pg.Client | undefined;
  let failures = 0;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  /** Called once per client: when it could not start listening, or when its connection ended. */
  function onLost(client: pg.Client, error?: Error) {
    const wasListening = listener === client;
    if (wasListening) listener = undefined;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (closed) return;
    const delay = Math.min(retry.first * 2 ** failures, retry.max);
    failures += 1;
    if (wasListening || failures === 1) {
      log.warn({ err: error, retryInMs: delay }, 'not listening for other instances’ changes: read caches are off');
    }
    retryTimer = setTimeout(() => void listen(), delay);
    retryTimer.unref();
  }

  async function listen() {
    const client = new pg.Client({
      connectionString: pool.options.connectionString,
      // A connection that died without a word is noticed within about half a minute.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', ({ payload = '' }) => {
      const [from, topic] = payload.split(' ');
      if (from !== instance && topic && TOPICS.includes(topic)) subscribers.run(topic);
    });
    let connected = false;
    const lost = (error?: Error) => {
      if (!connected) return;
      connected = false;
      onLost(client, error);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      onLost(client, error as Error);
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    connected = true;
    listener = client;
    if (failures > 0) log.info('listening for other instances’ changes again');
    failures = 0;
    // Whatever changed while nobody listened went unheard: forget it all once.
    subscribers.runAll();
  }

  await listen();
  return {
    async publish(topic) {
      subscribers.run(topic);
      try {
        await pool.query('select pg_notify($1, $2)', [CHANNEL, `${instance} ${topic}`]);
      } catch (error) {
        // The write itself succeeded; the other instances' caches expire on their own (2 s).
        log.error({ err: error, topic }, 'could not tell the other instances about a change');
      }
    },
    subscribe: subscribers.add,
    isListening: () => listener !== undefined,
    marks: changeMarkReader(
      async () =>
        (await pool.query<{ mark: string }>('select pg_current_snapshot()::text as mark')).rows[0]?.mark ?? '',
    ),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
