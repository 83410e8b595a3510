import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';

/**
 * The embedded database runs PGlite in a worker thread (pglite-client.ts, pglite-worker.js). These check what the
 * API relies on: the event loop is free while a statement runs, a transaction runs alone and in order, Postgres's
 * error fields cross the thread, and closing ends the thread.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  await sql`CREATE TABLE items (id int PRIMARY KEY, label text NOT NULL)`.execute(handle.db);
});
afterAll(async () => handle.close());

/** A statement that keeps PGlite busy for a while (a few hundred milliseconds): a sum over millions of generated rows. */
const heavy = () => sql<{ total: number }>`SELECT sum(x)::int8 AS total FROM generate_series(1, 1000000) AS x`;

describe('the embedded database in its worker thread', () => {
  it('keeps the event loop turning while a heavy statement runs', async () => {
    let settled = false;
    const running = heavy()
      .execute(handle.db)
      .finally(() => (settled = true));
    let ticks = 0;
    for (; ticks < 20; ticks += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    const { rows } = await running;
    expect(rows[0]?.total).toBe(500000500000);
    expect(ticks).toBe(20);
  });

  it('answers statements sent together each with its own rows', async () => {
    const [sum, one] = await Promise.all([
      heavy().execute(handle.db),
      sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db),
    ]);
    expect(sum.rows).toEqual([{ total: 500000500000 }]);
    expect(one.rows).toEqual([{ one: 1 }]);
  });

  it('lets a cheap statement queued behind slow ones go first, once it knows they are slow', async () => {
    await heavy().execute(handle.db);
    const order: string[] = [];
    const slow = [1, 2, 3].map(() =>
      heavy()
        .execute(handle.db)
        .then(() => order.push('heavy')),
    );
    await new Promise((resolve) => setImmediate(resolve));
    const cheap = sql`SELECT 2 AS two`.execute(handle.db).then(() => order.push('cheap'));
    await Promise.all([...slow, cheap]);
    // The first heavy one may have started before the cheap one arrived; the cheap one passes the others.
    expect(order.slice(2)).toEqual(['heavy', 'heavy']);
    expect(order).toContain('cheap');
  }, 120_000);

  it('runs nothing else inside an open transaction, and others see its rows only after commit', async () => {
    const order: string[] = [];
    let outside: Promise<number> | undefined;
    await handle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('items' as never)
        .values({ id: 1, label: 'in the transaction' } as never)
        .execute();
      // Sent while the transaction holds the engine: it must wait, not run inside it.
      outside = sql<{ n: number }>`SELECT count(*)::int AS n FROM items`.execute(handle.db).then(({ rows }) => {
        order.push('outside');
        return rows[0]?.n ?? -1;
      });
      await new Promise((resolve) => setImmediate(resolve));
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM items`.execute(trx);
      expect(rows[0]?.n).toBe(1);
      order.push('transaction');
    });
    expect(await outside).toBe(1);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('rolls back a transaction whose statement fails, with Postgres error code and constraint intact', async () => {
    await sql`INSERT INTO items VALUES (10, 'committed')`.execute(handle.db);
    const failing = handle.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO items VALUES (11, 'rolled back')`.execute(trx);
      await sql`INSERT INTO items VALUES (10, 'a duplicate')`.execute(trx);
    });
    await expect(failing).rejects.toMatchObject({ code: '23505', constraint: 'items_pkey' });
    await expect(failing).rejects.toBeInstanceOf(Error);
    // The stack names this file, the caller, not only the client's message handler.
    const error = await failing.then(
      () => null,
      (reason: Error) => reason,
    );
    expect(error?.stack).toContain('pglite-client.test.ts');
    const { rows } = await sql<{ id: number }>`SELECT id FROM items WHERE id >= 10 ORDER BY id`.execute(handle.db);
    expect(rows).toEqual([{ id: 10 }]);
  });

  it('delivers a NOTIFY sent in a transaction to a listener once it commits', async () => {
    const heard: string[] = [];
    const unlisten = await handle.pglite!.listen('test_channel', (payload) => heard.push(payload));
    await handle.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_notify('test_channel', 'committed')`.execute(trx);
      expect(heard).toEqual([]);
    });
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`SELECT pg_notify('test_channel', 'rolled back')`.execute(trx);
        throw new Error('undo');
      })
      .catch(() => undefined);
    await sql`SELECT 1`.execute(handle.db);
    await unlisten();
    expect(heard).toEqual(['committed']);
  });

  it('ends the worker thread on close, after the work already sent', async () => {
    const other = await openDatabase({ kind: 'pglite' });
    const engine = other.pglite!;
    const last = sql<{ one: number }>`SELECT 1 AS one`.execute(other.db);
    await other.close();
    expect((await last).rows).toEqual([{ one: 1 }]);
    expect(engine.threadAlive).toBe(false);
    await expect(sql`SELECT 1`.execute(other.db)).rejects.toThrow();
  });
});
