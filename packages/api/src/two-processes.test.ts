import { openDatabase, type DatabaseHandle } from '@wallcraft/db';
import { createTestDatabase } from '@wallcraft/db/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../test/fixtures';
import { call } from '../test/helpers';
import { loadEnv } from './env';
import { createServer } from './server';

type Instance = { app: FastifyInstance; handle: DatabaseHandle };

const LIMITS = { MESSAGE_RATE_LIMIT_PER_MINUTE: '4', RATE_LIMIT_PER_MINUTE: '40', VERIFICATION_TICK_SECONDS: '0' };
/** Sessions kept far longer than the default, so only the announcement can explain a refusal in time. */
const SESSION_CACHE = { SESSION_CACHE_SECONDS: '60' };

/** One API process: its own pool, limiters and job workers on the shared database. */
async function startInstance(connectionString: string): Promise<Instance> {
  const handle = await openDatabase({ kind: 'postgres', connectionString, maxConnections: 5 });
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: 'root',
    ADMIN_PASSWORD: 'root-password-for-tests',
    ...LIMITS,
    ...SESSION_CACHE,
  });
  const app = await createServer({ env, database: handle, logger: false });
  await app.ready();
  return { app, handle };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes on one Postgres database', () => {
  let database: DatabaseHandle;
  let one: Instance;
  let two: Instance;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (!database.connectionString) throw new Error('expected a Postgres test database');
    one = await startInstance(database.connectionString);
    two = await startInstance(database.connectionString);
  });
  afterAll(async () => {
    for (const instance of [one, two]) {
      await instance?.app.close();
      await instance?.handle.close();
    }
    await database?.close();
  });

  it('holds a sender to one message budget, spent half through each process', async () => {
    const sender = await registerUser(one.app);
    const receiver = await registerUser(two.app);
    const send = (instance: Instance) =>
      call(instance.app, sender.cookie, {
        method: 'POST',
        url: '/api/messages',
        payload: { receiverId: receiver.user.id, content: 'hello' },
      });

    const statuses = [await send(one), await send(two), await send(one), await send(two)].map((r) => r.statusCode);
    expect(statuses).toEqual([201, 201, 201, 201]);
    expect((await send(one)).statusCode).toBe(429);
    expect((await send(two)).statusCode).toBe(429);
  });

  it('counts the general per-IP request limit across both processes', async () => {
    const health = (instance: Instance) =>
      instance.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.7' });
    const answers: number[] = [];
    for (let i = 0; i < 20; i += 1) answers.push((await health(one)).statusCode, (await health(two)).statusCode);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect((await health(one)).statusCode).toBe(429);
    expect((await health(two)).statusCode).toBe(429);
    // Another address has its own budget.
    expect((await two.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.8' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a session signed out through one process in the other at once, though the other had kept it', async () => {
    const a = await registerUser(one.app);
    const who = async (instance: Instance) =>
      (await call(instance.app, a.cookie, { method: 'GET', url: '/api/auth/user' })).json();
    expect(await who(two)).toMatchObject({ user: { id: a.user.id } });
    expect(await who(two)).toMatchObject({ user: { id: a.user.id } });
    const since = Date.now();
    expect((await call(one.app, a.cookie, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect(await who(one)).toBeNull();
    let refused = false;
    while (!refused && Date.now() - since < 5000) {
      refused = (await who(two)) === null;
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(refused).toBe(true);
    expect(Date.now() - since).toBeLessThan(1000);
  });

  it('does a job sent from one process exactly once between the two', async () => {
    await sql`INSERT INTO sessions (id_hash, user_id, expires_at)
      SELECT 'expired-session-for-the-sweep', id, now() - interval '1 day' FROM users LIMIT 1`.execute(database.db);
    const id = await one.app.jobs.send('sessions.sweep', {});
    expect(id).not.toBeNull();

    let state = '';
    for (let i = 0; i < 100 && state !== 'completed'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const row = await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE id = ${id}`.execute(database.db);
      state = row.rows[0]?.state ?? '';
    }
    expect(state).toBe('completed');
    // Done on the first try: neither process ran it a second time.
    const runs = await sql<{ retry_count: number }>`SELECT retry_count FROM pgboss.job WHERE id = ${id}`.execute(
      database.db,
    );
    expect(runs.rows[0]).toEqual({ retry_count: 0 });
    const left = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM sessions WHERE id_hash = 'expired-session-for-the-sweep'`.execute(database.db);
    expect(left.rows[0]?.n).toBe(0);
  });
});
