import { createTestDatabase } from '@wallcraft/db/testing';
import type { DatabaseHandle } from '@wallcraft/db';
import type { FastifyInstance } from 'fastify';
import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { createServer } from '../../server';

/**
 * The database gone, injected between the server and its database: while `down` is set, every statement fails
 * as one on a connection the server refused. The test's own handle (database.db) goes around it.
 */
let down = false;
const outage: KyselyPlugin = {
  transformQuery: ({ node }) => {
    if (down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    return node;
  },
  transformResult: async ({ result }) => result,
};

let database: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: 'root',
    ADMIN_PASSWORD: 'root-password-for-tests',
    WEBHOOK_TICK_SECONDS: '0',
  });
  app = await createServer({ env, database: { ...database, db: database.db.withPlugin(outage) }, logger: false });
  await app.ready();
});
afterAll(async () => {
  down = false;
  await app.close();
  await database.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/health/live and /api/health/ready on a healthy app', () => {
  it('both answer 200, and readiness names each part it checked', async () => {
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok', jobs: 'ok' });
  });

  it('writes nothing: the probe row that /api/health rewrites is left as it was', async () => {
    const probe = () => sql<{ checked_at: Date }>`SELECT checked_at FROM health_probe`.execute(database.db);
    expect((await get('/api/health')).statusCode).toBe(200);
    const before = await probe();
    expect(before.rows).toHaveLength(1);
    expect((await get('/api/health/ready')).statusCode).toBe(200);
    expect((await probe()).rows).toEqual(before.rows);
  });
});

describe('readiness when a part is missing', () => {
  it('answers 503 naming the database while it is gone, live still 200, and 200 again once it is back', async () => {
    down = true;
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      message: 'Not ready: the database does not answer',
      code: 'SERVICE_UNAVAILABLE',
      details: { missing: ['database'] },
    });
    expect((await get('/api/health/live')).statusCode).toBe(200);
    down = false;
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('answers 503 naming a migration of this build the database has not applied', async () => {
    const { rows } = await sql<{
      name: string;
      timestamp: string;
    }>`DELETE FROM kysely_migration WHERE name = (SELECT max(name) FROM kysely_migration) RETURNING name, timestamp`.execute(
      database.db,
    );
    const last = rows[0]!;
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().details).toEqual({ missing: ['migrations'] });
      expect(ready.json().message).toBe(`Not ready: 1 migration(s) not applied (${last.name})`);
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${last.name}, ${last.timestamp})`.execute(
        database.db,
      );
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('answers 503 naming the job workers once they have stopped', async () => {
    await app.jobs.stop();
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().details).toEqual({ missing: ['jobs'] });
    expect(ready.json().message).toBe('Not ready: the job workers are not running');
  });
});

describe('a process shutting down', () => {
  it('answers 503 on readiness first, while it still serves other requests, each ending its connection', async () => {
    app.lifecycle.beginShutdown();
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().details.missing[0]).toBe('shutdown');
    expect(ready.json().message).toMatch(/^Not ready: shutting down/);
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
  });
});
