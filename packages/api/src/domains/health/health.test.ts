import { createTestDatabase } from '@wallcraft/db/testing';
import { EngineRestartedError, type DatabaseHandle } from '@wallcraft/db';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ColumnNode, RawNode, UpdateQueryNode, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers';
import { registerUser } from '../../../test/fixtures';
import { loadEnv } from '../../env';
import { createServer } from '../../server';
import { DISK_FULL_MESSAGE, ENGINE_RESTARTED_MESSAGE } from '../../trpc/errors';

/**
 * A full disk, injected at the database layer: while `full` is set, every statement that writes fails the
 * way PGlite and Postgres fail it (SQLSTATE 53100, "No space left on device"); reads still succeed, as
 * they do on a real full disk.
 */
let full = false;
/**
 * While set, the next write of a bio fails as a statement the embedded database dropped when it trapped and started
 * again. The bio's write alone: the server's own statements around the request (a session's last use, a queue's
 * poll) also run here, and one of them taking the failure left the request to succeed (a CI run read 200).
 */
let restarting = false;
const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const isWrite = (node: RootOperationNode) =>
  WRITES.has(node.kind) ||
  (RawNode.is(node) && /^\s*(insert|update|delete|truncate|create|alter|drop)\b/i.test(node.sqlFragments[0] ?? ''));
const setsBio = (node: RootOperationNode) =>
  UpdateQueryNode.is(node) &&
  (node.updates ?? []).some(({ column }) => ColumnNode.is(column) && column.column.name === 'bio');
const diskFull: KyselyPlugin = {
  transformQuery: ({ node }) => {
    if (restarting && setsBio(node)) {
      restarting = false;
      throw new EngineRestartedError('The database failed while handling this and was started again');
    }
    if (full && isWrite(node))
      throw Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), {
        code: '53100',
        severity: 'ERROR',
      });
    return node;
  },
  transformResult: async ({ result }) => result,
};

let database: DatabaseHandle;
/** What the server sees as its database: the injected plugin, and a DATA_DIR a test may point elsewhere. */
let served: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  served = { ...database, db: database.db.withPlugin(diskFull) };
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: 'root',
    ADMIN_PASSWORD: 'root-password-for-tests',
  });
  app = await createServer({ env, database: served, logger: false });
  await app.ready();
});
afterEach(() => {
  full = false;
  restarting = false;
  served.dataDir = database.dataDir;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The one write the 503 tests make: a user's bio, over REST or over tRPC. */
const setBio = (cookie: string, id: string, bio: string) =>
  call(app, cookie, { method: 'PATCH', url: `/api/users/${id}`, payload: { bio } });
const setBioOverTrpc = (cookie: string, id: string, bio: string) =>
  call(app, cookie, { method: 'POST', url: '/trpc/users.update', payload: { id, bio } });

describe('GET /api/health', () => {
  it('answers ok after the database took a write', async () => {
    const before = new Date(Date.now() - 1000);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    const probe = await database.db.selectFrom('health_probe').select('checked_at').executeTakeFirstOrThrow();
    expect(probe.checked_at.getTime()).toBeGreaterThan(before.getTime());
  });

  it('answers 503 saying the disk is full when the database cannot write, and ok once it can again', async () => {
    full = true;
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      message: 'The database cannot write: its disk is full',
      code: 'SERVICE_UNAVAILABLE',
    });
    full = false;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

// The embedded database's disk is probed with a file in DATA_DIR (real Postgres gets a page in a new file instead).
describe.skipIf(process.env.TEST_DATABASE_URL)('the disk probe on the embedded database', () => {
  it('writes and removes a file in DATA_DIR, and answers 503 when the folder takes none', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wallcraft-health-'));
    served.dataDir = dir;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(readdirSync(dir)).toEqual([]);

    served.dataDir = path.join(dir, 'not-a-folder');
    writeFileSync(served.dataDir, '');
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Database unavailable');
  });
});

describe('a write on a full disk', () => {
  it('answers 503 with a message that says the change was not saved, over REST and tRPC', async () => {
    const { cookie, user } = await registerUser(app);
    full = true;
    const rest = await setBio(cookie, user.id, 'Muralist');
    expect(rest.statusCode).toBe(503);
    expect(rest.json()).toEqual({ message: DISK_FULL_MESSAGE, code: 'SERVICE_UNAVAILABLE' });

    const trpc = await setBioOverTrpc(cookie, user.id, 'Muralist');
    expect(trpc.statusCode).toBe(503);
    expect(trpc.json().error).toMatchObject({
      message: DISK_FULL_MESSAGE,
      data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, appCode: 'DISK_FULL' },
    });

    // Reads still work meanwhile, and the write goes through once there is space again.
    expect((await call(app, cookie, { method: 'GET', url: `/api/users/${user.id}` })).statusCode).toBe(200);
    full = false;
    const saved = await setBio(cookie, user.id, 'Muralist');
    expect(saved.statusCode).toBe(200);
  });
});

describe('a session due for renewal on a full disk', () => {
  it('still reads: the renewal is skipped, not turned into an error', async () => {
    const { cookie, user } = await registerUser(app);
    // Two days into its lifetime: the next request would move the expiry forward (a write).
    await database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 28 * 86_400_000) })
      .where('user_id', '=', user.id)
      .execute();
    full = true;
    const me = await call(app, cookie, { method: 'GET', url: '/api/auth/user' });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);
    expect(me.headers['set-cookie']).toBeUndefined();
  });
});

describe('a request the embedded database dropped when it started again', () => {
  it('answers 503 saying nothing was saved, over REST and tRPC, and the same request then goes through', async () => {
    const { cookie, user } = await registerUser(app);
    restarting = true;
    const rest = await setBio(cookie, user.id, 'Walls');
    expect(rest.statusCode).toBe(503);
    expect(rest.json()).toEqual({ message: ENGINE_RESTARTED_MESSAGE, code: 'SERVICE_UNAVAILABLE' });

    restarting = true;
    const trpc = await setBioOverTrpc(cookie, user.id, 'Walls');
    expect(trpc.statusCode).toBe(503);
    expect(trpc.json().error).toMatchObject({
      message: ENGINE_RESTARTED_MESSAGE,
      data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, appCode: 'UNAVAILABLE' },
    });

    const again = await setBio(cookie, user.id, 'Walls');
    expect(again.statusCode).toBe(200);
    expect(again.json().bio).toBe('Walls');
  });
});
