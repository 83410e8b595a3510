import { openDatabase, type DatabaseHandle } from '@wallcraft/db';
import { createTestDatabase } from '@wallcraft/db/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { ledgerCheckedAt } from '../../metrics/registry';
import { createServer } from '../../server';

/**
 * A TCP hop between the server and its Postgres that the test can pull: `cut()` ends every open connection and
 * closes the port (new connections are refused, as from a database host that is down); `restore()` listens on
 * the same port again.
 */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A reset from either side ends both; the error itself is expected while the database is cut.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => listen(port),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('readiness on Postgres when the database goes away', () => {
  let database: DatabaseHandle;
  let served: DatabaseHandle;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(database.connectionString!);
    proxy = await startProxy({ host: direct.hostname, port: Number(direct.port) });
    const through = new URL(direct);
    through.host = `127.0.0.1:${proxy.port}`;
    // Everything the server opens (its pool, the job queue's pool, the realtime listener) goes through the proxy.
    served = await openDatabase({
      kind: 'postgres',
      connectionString: through.toString(),
      maxConnections: 3,
      onIdleClientError: () => undefined,
    });
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: 'root',
      ADMIN_PASSWORD: 'root-password-for-tests',
      WEBHOOK_TICK_SECONDS: '0',
    });
    app = await createServer({ env, database: served, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => undefined);
    await app?.close();
    await served?.close();
    await proxy?.close();
    await database?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  /** The backend of the realtime bus's LISTEN connection, seen from the database's side (null while it has none). */
  const listenerPid = async () => {
    const { rows } = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = 'wallcraft-realtime'`.execute(database.db);
    return rows.length === 1 ? rows[0]!.pid : null;
  };

  it('answers 503 naming the database while it is gone, live stays 200, and all is back on its own', async () => {
    expect((await get('/api/health/ready')).statusCode).toBe(200);
    const listenerBefore = await listenerPid();
    expect(listenerBefore).toEqual(expect.any(Number));
    // A statement running on a pooled connection when the database goes: it fails, and the process goes on (a
    // checked-out connection's 'error' event, unheard, would be an uncaught error that stops it).
    const running = sql`SELECT pg_sleep(30)`.execute(served.db);
    const sleeping = sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'SELECT pg_sleep%'`;
    await expect.poll(async () => (await sleeping.execute(database.db)).rows[0]?.n).toBe(1);

    await proxy.cut();
    await expect(running).rejects.toThrow(/Connection terminated/);
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      message: 'Not ready: the database does not answer',
      code: 'SERVICE_UNAVAILABLE',
      details: { missing: ['database'] },
    });
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect((await get('/api/health')).json()).toMatchObject({ message: 'Database unavailable' });
    // Still 503 (not 500) on a second try, once the pool has dropped the connections it held.
    expect((await get('/api/health/ready')).statusCode).toBe(503);

    // Nothing is restarted or reset: the same server recovers once the database answers again.
    await proxy.restore();
    await expect.poll(async () => (await get('/api/health/ready')).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await get('/api/health/ready')).json()).toEqual({
      status: 'ok',
      database: 'ok',
      migrations: 'ok',
      jobs: 'ok',
    });
    expect((await get('/api/health/live')).statusCode).toBe(200);

    // Not only readiness: the realtime listener holds a new connection, and the job queue runs a job sent now.
    const listenerAgain = async () => {
      const pid = await listenerPid();
      return pid !== null && pid !== listenerBefore;
    };
    await expect.poll(listenerAgain, { timeout: 15_000 }).toBe(true);
    const restored = Date.now() / 1000;
    await app.jobs.send('ledger.check', {});
    const checkedAt = async () => (await ledgerCheckedAt.get()).values[0]?.value ?? 0;
    await expect.poll(checkedAt, { timeout: 15_000 }).toBeGreaterThan(restored);
  });
});
