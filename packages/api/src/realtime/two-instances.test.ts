import { openDatabase, type DatabaseHandle } from '@wallcraft/db';
import { createTestDatabase } from '@wallcraft/db/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createServer } from '../server';
import { registerUser } from '../../test/fixtures';
import { call } from '../../test/helpers';
import {
  listenForWebsockets,
  notify,
  openRawSocket,
  openTab,
  subscribeEvents,
  titles,
  type Tab,
} from '../../test/realtime';
import { SESSION_ENDED_CLOSE_CODE } from './socket-sessions';

type Instance = { app: FastifyInstance; handle: DatabaseHandle; url: string };

/** One API process: its own pool and its own LISTEN connection on the shared database. */
async function startInstance(connectionString: string): Promise<Instance> {
  const handle = await openDatabase({ kind: 'postgres', connectionString, maxConnections: 5 });
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: 'root',
    ADMIN_PASSWORD: 'root-password-for-tests',
  });
  const app = await createServer({ env, database: handle, logger: false });
  return { app, handle, url: await listenForWebsockets(app) };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API instances on one Postgres database', () => {
  let database: DatabaseHandle;
  let one: Instance;
  let two: Instance;
  const tabs: Tab[] = [];
  const tab = (instance: Instance, cookie: string) => {
    const opened = openTab(instance.url, cookie);
    tabs.push(opened);
    return opened;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    if (!database.connectionString) throw new Error('expected a Postgres test database');
    one = await startInstance(database.connectionString);
    two = await startInstance(database.connectionString);
  });
  afterEach(async () => {
    await Promise.all(tabs.splice(0).map((opened) => opened.close()));
  });
  afterAll(async () => {
    for (const instance of [one, two]) {
      await instance?.app.close();
      await instance?.handle.close();
    }
    await database?.close();
  });

  it('delivers a notification written through instance 2 to a tab connected to instance 1', async () => {
    const a = await registerUser(one.app);
    const inbox = subscribeEvents(tab(one, a.cookie));
    await inbox.started();

    await notify(two.handle.db, a.user.id, 'written on two');
    const [event] = await inbox.waitFor(1);
    expect(event?.data).toMatchObject({ kind: 'notification', notification: { title: 'written on two' } });
  });

  it('delivers a notification written through instance 1 to a tab connected to instance 2', async () => {
    const a = await registerUser(two.app);
    const inbox = subscribeEvents(tab(two, a.cookie));
    await inbox.started();

    await notify(one.handle.db, a.user.id, 'written on one');
    await inbox.waitFor(1);
    expect(titles(inbox.events)).toEqual(['written on one']);
  });

  it('reaches the same user’s tabs on both instances, once each', async () => {
    const a = await registerUser(one.app);
    const onOne = subscribeEvents(tab(one, a.cookie));
    const onTwo = subscribeEvents(tab(two, a.cookie));
    await Promise.all([onOne.started(), onTwo.started()]);

    await notify(one.handle.db, a.user.id, 'first');
    await notify(two.handle.db, a.user.id, 'second');
    await Promise.all([onOne.waitFor(2), onTwo.waitFor(2)]);
    expect(titles(onOne.events)).toEqual(['first', 'second']);
    expect(titles(onTwo.events)).toEqual(['first', 'second']);
  });

  it('keeps delivering after the LISTEN connections are cut, including what was written meanwhile', async () => {
    const a = await registerUser(one.app);
    const inbox = subscribeEvents(tab(one, a.cookie));
    await inbox.started();

    const cut = await sql<{ pid: number }>`
      SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = 'wallcraft-realtime'`.execute(database.db);
    expect(cut.rows).toHaveLength(2);
    await notify(two.handle.db, a.user.id, 'during the outage');
    await inbox.waitFor(1);

    await notify(two.handle.db, a.user.id, 'after the outage');
    await inbox.waitFor(2);
    expect(titles(inbox.events)).toEqual(['during the outage', 'after the outage']);
  });

  it('closes a socket held by instance 2 within a second of signing out through instance 1', async () => {
    const a = await registerUser(one.app);
    const socket = await openRawSocket(two.url, a.cookie);
    try {
      const events = await socket.send('subscription', 'realtime.events', {});
      expect(events.result?.type).toBe('started');

      const since = Date.now();
      expect((await call(one.app, a.cookie, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
      const closed = await Promise.race([
        socket.closed,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000)),
      ]);
      expect(closed?.code).toBe(SESSION_ENDED_CLOSE_CODE);
      expect(closed!.at - since).toBeLessThan(1000);

      await notify(one.handle.db, a.user.id, 'after sign-out');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(socket.dataOf(events)).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('closes the socket of a session that ended while the LISTEN connections were down, once they are back', async () => {
    const a = await registerUser(one.app);
    const socket = await openRawSocket(two.url, a.cookie);
    try {
      expect((await socket.send('subscription', 'realtime.events', {})).result?.type).toBe('started');
      await sql`
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'wallcraft-realtime'`.execute(database.db);
      // Deleted straight in the table: nothing is announced, so only the check after the reconnect can see it.
      await database.db.deleteFrom('sessions').where('user_id', '=', a.user.id).execute();
      const closed = await Promise.race([
        socket.closed,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
      ]);
      expect(closed?.code).toBe(SESSION_ENDED_CLOSE_CODE);
    } finally {
      socket.close();
    }
  });
});
