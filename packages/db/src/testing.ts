import { sql, type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateToLatest } from './migrate';

/**
 * Migrating a new database for every test file costs seconds (PGlite's initdb alone takes two), so a test run
 * migrates once (`prepareTestTemplate`, from vitest's globalSetup) and each file starts from a copy: a dump of
 * the migrated PGlite, or a template database on the Postgres server. The environment variables carry the
 * template to the test workers; without them (a file run outside that setup) each file migrates its own.
 */
const SNAPSHOT_ENV = 'WALLCRAFT_TEST_SNAPSHOT';
const TEMPLATE_ENV = 'WALLCRAFT_TEST_TEMPLATE';

const randomName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates one template for the whole run; returns the teardown. For vitest's globalSetup. `prepare` adds what every
 * file would otherwise build at its start (the API's job queue tables), once.
 */
export async function prepareTestTemplate(
  prepare: (handle: DatabaseHandle) => Promise<void> = async () => undefined,
): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite' });
    await migrateToLatest(handle.db);
    await prepare(handle);
    const dump = await handle.pglite!.dumpDataDir('none');
    await handle.close();
    const folder = mkdtempSync(path.join(tmpdir(), 'wallcraft-test-template-'));
    const file = path.join(folder, 'pglite.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[SNAPSHOT_ENV] = file;
    return async () => rmSync(folder, { recursive: true, force: true });
  }
  const name = randomName('wallcraft_template');
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const handle = await openDatabase({ kind: 'postgres', connectionString: databaseUrl(serverUrl, name) });
  await migrateToLatest(handle.db);
  await prepare(handle);
  await handle.close();
  process.env[TEMPLATE_ENV] = name;
  return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set, a new database created on that server and dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshot = process.env[SNAPSHOT_ENV];
    // The engine's process of a closed test database starts the next file's (pglite-client.ts, spareProcess).
    if (snapshot) return openDatabase({ kind: 'pglite', loadDataDir: snapshot, spareProcess: true });
    const handle = await openDatabase({ kind: 'pglite' });
    await migrateToLatest(handle.db);
    return handle;
  }
  const name = randomName('wallcraft_test');
  const template = process.env[TEMPLATE_ENV];
  await onServer(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const handle = await openDatabase({
    kind: 'postgres',
    connectionString: databaseUrl(serverUrl, name),
    maxConnections: 5,
  });
  if (!template) await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * What the last VACUUM or ANALYZE recorded of a table: its pages, how many of them hold only live rows (a vacuum
 * sets them; updates clear them), and its row estimate (-1 before any).
 */
export async function pagesOf<D>(db: Kysely<D>, table: string) {
  const { rows } = await sql<{ pages: number; visible: number; tuples: number }>`SELECT relpages AS pages,
    relallvisible AS visible, reltuples AS tuples FROM pg_class WHERE oid = ${table}::regclass`.execute(db);
  return rows[0]!;
}
