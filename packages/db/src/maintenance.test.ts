import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { vacuumTables } from './maintenance';
import { pagesOf as pagesOfTable } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
});
afterAll(async () => handle.close());

const pagesOf = (table: string) => pagesOfTable(handle.db, table);

it('vacuums and analyses every table, so the rows updates leave behind are cleared and the statistics current', async () => {
  await sql`CREATE SCHEMA jobs`.execute(handle.db);
  await sql`CREATE TABLE "Odd Name" (id int PRIMARY KEY, label text NOT NULL)`.execute(handle.db);
  await sql`CREATE TABLE jobs.queue (id int PRIMARY KEY)`.execute(handle.db);
  await sql`INSERT INTO "Odd Name" SELECT x, 'before' FROM generate_series(1, 5000) x`.execute(handle.db);
  await sql`INSERT INTO jobs.queue SELECT x FROM generate_series(1, 100) x`.execute(handle.db);
  // Every row updated: each page now holds dead versions, and the statistics still say the table was never read.
  await sql`ANALYZE "Odd Name"`.execute(handle.db);
  await sql`UPDATE "Odd Name" SET label = 'after'`.execute(handle.db);
  await sql`ANALYZE "Odd Name"`.execute(handle.db);
  const before = await pagesOf('"Odd Name"');
  expect(before.visible).toBe(0);
  expect(await pagesOf('jobs.queue')).toMatchObject({ tuples: -1 });

  expect(await vacuumTables(handle.db)).toBeGreaterThanOrEqual(2);

  const after = await pagesOf('"Odd Name"');
  expect(after.visible).toBe(after.pages);
  expect(after.tuples).toBe(5000);
  // Another schema's table (the job queue's) too, by a quoted name.
  expect(await pagesOf('jobs.queue')).toMatchObject({ tuples: 100 });
});
