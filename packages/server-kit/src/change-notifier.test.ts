import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ChangeNotifier, createChangeNotifier, localChangeNotifier } from './change-notifier';
import { silentLogger } from './logger';
import { openTestConnection } from './test-support/testing';

describe('localChangeNotifier', () => {
  it('runs the subscribers of the topic published, and only while subscribed', async () => {
    const changes = localChangeNotifier();
    const heard: string[] = [];
    const stop = changes.subscribe('pim', () => heard.push('pim'));
    changes.subscribe('users', () => heard.push('users'));
    await changes.publish('pim');
    stop();
    await changes.publish('pim');
    expect(heard).toEqual(['pim']);
    expect(changes.isListening()).toBe(true);
  });
});

// Two processes on one PostgreSQL database, stood for by two notifiers on their own connections.
describe.skipIf(!process.env.DATABASE_URL)('createChangeNotifier on PostgreSQL', () => {
  let connection: Awaited<ReturnType<typeof openTestConnection>>;
  let first: ChangeNotifier;
  let second: ChangeNotifier;
  const options = { log: silentLogger(), retryMs: { first: 20, max: 100 } };

  beforeAll(async () => {
    connection = await openTestConnection();
    first = await createChangeNotifier(connection, options);
    second = await createChangeNotifier(connection, options);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await connection.dispose();
  });

  it('tells the other process of a write, and the writer once, at once', async () => {
    const heardHere = vi.fn();
    const heardThere = vi.fn();
    const usersHeardHere = vi.fn();
    first.subscribe('pim', heardHere);
    first.subscribe('users', usersHeardHere);
    second.subscribe('pim', heardThere);
    await first.publish('pim');
    expect(heardHere).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(heardThere).toHaveBeenCalledTimes(1));
    // Notices arrive in the order they were sent: once the writer hears a later one, its own
    // notice has come back too, and was skipped.
    await second.publish('users');
    await vi.waitFor(() => expect(usersHeardHere).toHaveBeenCalledTimes(1));
    expect(heardHere).toHaveBeenCalledTimes(1);
    expect(heardThere).toHaveBeenCalledTimes(1);
  });

  it('listens again after losing its connection, and then forgets what it may have missed', async () => {
    if (connection.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const heard = vi.fn();
    second.subscribe('pim', heard);
    expect(second.isListening()).toBe(true);
    await connection.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN lineup_changes'",
    );
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    await vi.waitFor(() => expect(second.isListening()).toBe(true));
    heard.mockClear();
    await first.publish('pim');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
  });

  it('marks the database: the mark holds while nothing is written, and moves with a write no notice told of', async () => {
    if (connection.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const { marks } = first;
    if (!marks) throw new Error('change marks expected on PostgreSQL');
    const mark = async () => {
      await marks.read();
      return marks.latest()?.mark;
    };
    // Other test files write to the same server meanwhile: the mark holds between two of their writes.
    await vi.waitFor(async () => expect(await mark()).toBe(await mark()), { timeout: 10_000 });
    const before = await mark();
    await connection.pool.query('create table if not exists change_mark_probe (n int)');
    await connection.pool.query('insert into change_mark_probe values (1)');
    expect(await mark()).not.toBe(before);
  });
});
