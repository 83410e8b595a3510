import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EmbeddedDatabase, EngineRestartedError } from './pglite-client';
import { PLAN_EACH_TIME, STATEMENTS_PER_CONNECTION, statementName } from './prepared';

/**
 * The embedded database runs PGlite in a process of its own (pglite-client.ts, pglite-host.js, pglite-worker.js).
 * These check what the API relies on: the event loop is free while a statement runs, a transaction runs alone and in
 * order, Postgres's error fields cross to the API, and closing ends the engine's process, as the API's end does.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  await sql`CREATE TABLE items (id int PRIMARY KEY, label text NOT NULL)`.execute(handle.db);
});
afterAll(async () => handle.close());

/** Whether a process runs (signal 0 checks without sending one). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A statement that keeps PGlite busy for a while (a few hundred milliseconds): a sum over millions of generated rows. */
const heavy = () => sql<{ total: number }>`SELECT sum(x)::int8 AS total FROM generate_series(1, 1000000) AS x`;

describe('the embedded database in its own process', () => {
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

  it('answers rows as objects by column name, with their types, a name given twice keeping its last column', async () => {
    const engine = handle.pglite!;
    const { rows } = await engine.query(
      `SELECT $1::int AS n, 2 AS n, 'a''b' AS text, '2026-11-29T01:02:03.456Z'::timestamptz AS at,
        ARRAY['x', 'y'] AS list, '{"k": [1]}'::jsonb AS doc, 9007199254740::int8 AS big, NULL::text AS nothing`,
      [1],
    );
    expect(rows).toEqual([
      {
        n: 2,
        text: "a'b",
        at: new Date('2026-11-29T01:02:03.456Z'),
        list: ['x', 'y'],
        doc: { k: [1] },
        big: 9007199254740,
        nothing: null,
      },
    ]);
    // Prepared (a statement with parameters) and unprepared alike.
    expect((await engine.query('SELECT 1 AS one, 2 AS two')).rows).toEqual([{ one: 1, two: 2 }]);
  });

  it('reads every text value of a row whole, as stored: multibyte, empty, long and beside others', async () => {
    // The protocol reader decodes each value in place in the engine's buffer (patches/@electric-sql__pglite…):
    // a value must start and end where its own bytes do, whatever comes before and after it in the message.
    const texts = ['Müller-Łódź', '', 'ñ', '壁画 🎨 mural', 'x'.repeat(70_000) + 'é', 'a\tb\nc'];
    const engine = handle.pglite!;
    const { rows } = await engine.query<{ i: number; text: string; pair: string[] }>(
      `SELECT i, t AS text, ARRAY[t, 'ü'] AS pair FROM unnest($1::text[]) WITH ORDINALITY AS u(t, i) ORDER BY i`,
      [texts],
    );
    expect(rows.map((row) => row.text)).toEqual(texts);
    expect(rows.map((row) => row.pair)).toEqual(texts.map((text) => [text, 'ü']));
    expect(rows.map((row) => row.i)).toEqual([1, 2, 3, 4, 5, 6]);
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

  it('runs a statement with parameters prepared, its values bound as pg binds them, quotes and all', async () => {
    await sql`CREATE TABLE kinds (id int PRIMARY KEY, note text, tags text[], at timestamptz, doc jsonb, ok boolean)`.execute(
      handle.db,
    );
    const row = {
      id: 1,
      note: "it's a \\ 'quote'",
      tags: ['a', 'b "c"', "d'e"],
      at: new Date('2026-11-28T10:00:00.000Z'),
    };
    const doc = { say: "o'clock", list: [1, 2] };
    await sql`INSERT INTO kinds VALUES (${row.id}, ${row.note}, ${row.tags}, ${row.at}, ${JSON.stringify(doc)}, ${true})`.execute(
      handle.db,
    );
    await sql`INSERT INTO kinds VALUES (${2}, ${null}, ${null}, ${null}, ${null}, ${false})`.execute(handle.db);
    const read = (prefix: string, id: number) =>
      sql<
        Record<string, unknown>
      >`${sql.raw(prefix)}SELECT * FROM kinds WHERE id = ${id} AND (note IS NULL OR note = ${row.note})`
        .execute(handle.db)
        .then(({ rows }) => rows);
    // The same rows prepared and unprepared (PLAN_EACH_TIME keeps a statement unnamed).
    expect(await read('', 1)).toEqual(await read(PLAN_EACH_TIME, 1));
    expect(await read('', 1)).toEqual([{ ...row, doc, ok: true }]);
    expect(await read('', 2)).toEqual([{ id: 2, note: null, tags: null, at: null, doc: null, ok: false }]);
    const prepared = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(handle.db);
    expect(prepared.rows.map(({ statement }) => statement).join('\n')).toContain('SELECT * FROM kinds WHERE id = $1');
    expect(prepared.rows.map(({ statement }) => statement).join('\n')).not.toContain(PLAN_EACH_TIME.trim());
    // A single read without parameters is prepared too (prepared.ts, isNamed), under the name pg gives it.
    const count = 'SELECT count(*)::int AS n FROM kinds';
    for (let run = 0; run < 2; run += 1)
      expect((await sql<{ n: number }>`${sql.raw(count)}`.execute(handle.db)).rows).toEqual([{ n: 2 }]);
    const named = await sql<{ name: string; statement: string }>`SELECT name, statement FROM pg_prepared_statements`
      .execute(handle.db)
      .then(({ rows }) => rows);
    expect(named).toContainEqual({ name: statementName(count), statement: count });
    // A statement Postgres cannot prepare fails as it does through pg: the same error, code and all.
    await expect(sql`SELECT ${null} IS NULL AS empty`.execute(handle.db)).rejects.toMatchObject({
      code: '42P18',
      message: 'could not determine data type of parameter $1',
    });
    // One that failed to parse is parsed again the next time rather than run by a name the engine never kept.
    const later = (id: number) => sql<{ id: number }>`SELECT id FROM later WHERE id = ${id}`.execute(handle.db);
    await expect(later(1)).rejects.toMatchObject({ code: '42P01' });
    await sql`CREATE TABLE later (id int)`.execute(handle.db);
    await sql`INSERT INTO later VALUES (1)`.execute(handle.db);
    expect((await later(1)).rows).toEqual([{ id: 1 }]);
    // A statement first seen inside a transaction is prepared there, as on Postgres.
    await handle.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM kinds WHERE id > ${0} AND ok`.execute(
        trx,
      );
      expect(rows).toEqual([{ n: 1 }]);
    });
  });

  it('keeps at most STATEMENTS_PER_CONNECTION statements prepared, the least recently used closed first', async () => {
    const add = (k: number) => `SELECT $1::int + ${k} AS n`;
    const run = (k: number) => handle.pglite!.query<{ n: number }>(add(k), [1]).then(({ rows }) => rows[0]!.n);
    for (let k = 0; k < STATEMENTS_PER_CONNECTION + 5; k += 1) expect(await run(k)).toBe(k + 1);
    const kept = await handle.pglite!.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
    expect(kept.rows.length).toBeLessThanOrEqual(STATEMENTS_PER_CONNECTION);
    expect(kept.rows.map(({ statement }) => statement)).not.toContain(add(0));
    expect(kept.rows.map(({ statement }) => statement)).toContain(add(STATEMENTS_PER_CONNECTION + 4));
    // The first, closed since, is parsed again when it comes back.
    expect(await run(0)).toBe(1);
  });

  it("ends the engine's process on close, after the work already sent", async () => {
    const other = await openDatabase({ kind: 'pglite' });
    const engine = other.pglite!;
    const pid = engine.enginePid!;
    expect(pid).not.toBe(process.pid);
    expect(running(pid)).toBe(true);
    const last = sql<{ one: number }>`SELECT 1 AS one`.execute(other.db);
    await other.close();
    expect((await last).rows).toEqual([{ one: 1 }]);
    expect(engine.engineAlive).toBe(false);
    expect(running(pid)).toBe(false);
    await expect(sql`SELECT 1`.execute(other.db)).rejects.toThrow();
  });

  it('keeps a spare process on close for the next database in memory, which starts with nothing of the last', async () => {
    const dump = await handle.pglite!.dumpDataDir('none');
    const count = 'SELECT count(*)::int AS n FROM items';
    const [{ n: before }] = (await handle.pglite!.query<{ n: number }>(count)).rows as [{ n: number }];
    const first = await EmbeddedDatabase.create({ loadDataDir: dump, spareProcess: true });
    const pid = first.enginePid!;
    await first.query("INSERT INTO items VALUES (9001, 'only in the first')");
    expect((await first.query('SELECT label FROM items WHERE id = $1', [9001])).rows).toEqual([
      { label: 'only in the first' },
    ]);
    await first.close();
    expect(first.engineAlive).toBe(false);
    expect(running(pid)).toBe(true);
    await expect(first.query('SELECT 1')).rejects.toThrow('closed');

    const second = await EmbeddedDatabase.create({ loadDataDir: dump, spareProcess: true });
    expect(second.enginePid).toBe(pid);
    expect((await second.query(count)).rows).toEqual([{ n: before }]);
    expect((await second.query('SELECT label FROM items WHERE id = $1', [9001])).rows).toEqual([]);
    // The second engine's statements only: had the process kept the first's list, the label's read above would
    // have been bound to a statement this engine never parsed.
    const { rows: statements } = await second.query<{ statement: string }>(
      'SELECT statement FROM pg_prepared_statements ORDER BY prepare_time',
    );
    expect(statements.map(({ statement }) => statement)).toEqual([
      count,
      'SELECT label FROM items WHERE id = $1',
      'SELECT statement FROM pg_prepared_statements ORDER BY prepare_time',
    ]);
    await second.close();

    // Without the option (the API's own database), a database gets a process of its own and ends it on close.
    const third = await EmbeddedDatabase.create({ loadDataDir: dump });
    expect(third.enginePid).not.toBe(pid);
    const own = third.enginePid!;
    await third.close();
    expect(running(own)).toBe(false);
    expect(running(pid)).toBe(true);
  });

  it("fails what waits, at once, when the engine's process is killed", async () => {
    const engine = await EmbeddedDatabase.create();
    const waiting = engine.query('SELECT pg_sleep(2)');
    process.kill(engine.enginePid!, 'SIGKILL');
    await expect(waiting).rejects.toThrow("The embedded database's process exited (SIGKILL)");
    await expect(engine.query('SELECT 1')).rejects.toThrow('exited');
    expect(engine.engineAlive).toBe(false);
    await engine.close();
  });

  it("ends the engine's process when the API's ends without closing it (kill -9), so the folder is free again", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'wallcraft-engine-'));
    try {
      // A process of its own opens a database on the folder and prints its engine's pid; then it is killed.
      const api = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `import { EmbeddedDatabase } from ${JSON.stringify(new URL('./pglite-client.ts', import.meta.url).href)};
           const engine = await EmbeddedDatabase.create({ dataDir: ${JSON.stringify(folder)} });
           console.log(engine.enginePid);
           setInterval(() => undefined, 1000);`,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const [line] = (await once(api.stdout!, 'data')) as [Buffer];
      const pid = Number(line.toString().trim());
      expect(running(pid)).toBe(true);
      api.kill('SIGKILL');
      await once(api, 'exit');
      await vi.waitFor(() => expect(running(pid)).toBe(false), { timeout: 5_000 });
      // Its files open again, with what was written before.
      const again = await EmbeddedDatabase.create({ dataDir: folder });
      expect((await again.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await again.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('says on stderr which statement, with its parameters, has run too long, once, while it still runs', async () => {
    const engine = await EmbeddedDatabase.create({ stallMs: 200 });
    const said: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: unknown) => void said.push(String(line)));
    try {
      const quick = engine.query('SELECT $1::int AS one', [1]);
      await quick;
      const slow = engine.query(
        'SELECT sum(x)::int8 AS total FROM generate_series(1, $1::int) AS x, length($2::text)',
        [8_000_000, 'ada@example.com'],
      );
      const behind = engine.query('SELECT 2 AS two');
      await Promise.all([slow, behind]);
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(/^embedded database: one request has run for \d+ s, 1 more wait behind it: /);
      // Numbers as they are; text (an email here) only by its size.
      expect(said[0]).toContain(
        'query SELECT sum(x)::int8 AS total FROM generate_series(1, $1::int) AS x, length($2::text) with [8000000, <text of 15>]',
      );
      expect(said[0]).not.toContain('ada@example.com');
    } finally {
      spy.mockRestore();
      await engine.close();
    }
  }, 60_000);

  describe('when a statement traps the engine', () => {
    /**
     * A real one: Postgres's stack-depth check does not work in PGlite, so a deep enough recursion overflows a stack
     * (V8's, in the worker thread: "Maximum call stack size exceeded"; on the main thread, the WASM stack over the
     * engine's memory), which leaves the engine in the middle of the statement. Unguarded, PGlite answers such a
     * statement with no rows, or never answers at all.
     */
    const recursive = `CREATE FUNCTION deep(n int) RETURNS int
      AS 'SELECT CASE WHEN n = 0 THEN 0 ELSE deep(n - 1) + 1 END' LANGUAGE sql`;
    const trap = 'SELECT deep(20000) AS depth';

    /** Runs `test` on an engine with files in a folder of its own, with what it says on stderr. */
    async function onDisk(test: (engine: EmbeddedDatabase, said: string[]) => Promise<void>) {
      const folder = mkdtempSync(path.join(tmpdir(), 'wallcraft-trap-'));
      const engine = await EmbeddedDatabase.create({ dataDir: folder });
      const said: string[] = [];
      const spy = vi.spyOn(console, 'error').mockImplementation((line: unknown) => void said.push(String(line)));
      try {
        await test(engine, said);
      } finally {
        spy.mockRestore();
        await engine.close();
        rmSync(folder, { recursive: true, force: true });
      }
    }

    it('fails that statement and its transaction, and an engine with files starts again from them', async () => {
      await onDisk(async (engine, said) => {
        await engine.exec(`CREATE TABLE kept (id int PRIMARY KEY); INSERT INTO kept VALUES (1); ${recursive}`);
        const heard: string[] = [];
        await engine.listen('after_trap', (payload) => heard.push(payload));

        const session = await engine.begin();
        await engine.query('INSERT INTO kept VALUES (2)', [], session);
        // Sent while the transaction holds the engine: it waits, and must run on the next engine.
        const queued = engine.query<{ n: number }>('SELECT count(*)::int AS n FROM kept');
        await expect(engine.query(trap, [], session)).rejects.toBeInstanceOf(EngineRestartedError);
        await expect(engine.end(session, 'commit')).rejects.toBeInstanceOf(EngineRestartedError);
        await engine.end(session, 'rollback');

        // The committed row is there, the uncommitted one is not, and the engine answers as before.
        expect((await queued).rows).toEqual([{ n: 1 }]);
        expect((await engine.query('SELECT id FROM kept ORDER BY id')).rows).toEqual([{ id: 1 }]);
        await engine.query(`SELECT pg_notify('after_trap', 'again')`);
        await expect.poll(() => heard).toEqual(['again']);
        expect(said.join('\n')).toMatch(
          /embedded database: the engine failed \(.+\) running query SELECT deep\(20000\) AS depth; starting it again from its files/,
        );
      });
    }, 60_000);

    it('runs a read that trapped once more on the new engine, fails a write that did, and begins a waiting transaction there', async () => {
      await onDisk(async (engine) => {
        await engine.exec(`CREATE TABLE kept (id int PRIMARY KEY); ${recursive}`);
        // A setting of this engine only: the read traps here, and answers on the next engine.
        await engine.exec(`SET wallcraft.trap = 'on'`);
        const read = `SELECT CASE WHEN current_setting('wallcraft.trap', true) = 'on' THEN deep(20000) ELSE -1 END AS depth`;
        expect((await engine.query(read)).rows).toEqual([{ depth: -1 }]);

        // A transaction whose BEGIN waits behind the write that traps has not begun: it begins on the next engine.
        const write = engine.query('INSERT INTO kept SELECT deep(20000)');
        const begun = engine.begin();
        await expect(write).rejects.toBeInstanceOf(EngineRestartedError);
        const session = await begun;
        await engine.query('INSERT INTO kept VALUES (7)', [], session);
        await engine.end(session, 'commit');
        expect((await engine.query('SELECT id FROM kept')).rows).toEqual([{ id: 7 }]);
      });
    }, 60_000);

    it('fails it, and then every request, when the engine was in memory', async () => {
      const engine = await EmbeddedDatabase.create();
      const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await engine.exec(recursive);
        await expect(engine.query(trap)).rejects.toThrow(/cannot be started again/);
        await expect(engine.query('SELECT 1')).rejects.toThrow(/cannot be started again/);
      } finally {
        spy.mockRestore();
        await engine.close();
      }
      expect(engine.engineAlive).toBe(false);
    }, 60_000);
  });
});
