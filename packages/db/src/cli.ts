/* eslint-disable no-console -- a command-line tool: stdout is its interface */
import { sql } from 'kysely';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backupDataDir, backupFileName, restoreBackup } from './backup';
import { openDatabase, type DatabaseHandle } from './client';
import { DataDirError } from './data-dir';
import { dbEnv } from './env';
import { migrateToLatest } from './migrate';
import { preparePlaces } from './places';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seed } from './seed';

/**
 * `migrate`, `seed [--scale N] [--reset]`, `reset [--scale N]`, `backup [file]` and `restore file [DATA_DIR]` for
 * the package scripts. The database comes from env.ts: DATABASE_URL (Postgres) or PGlite under DATA_DIR.
 */
const USAGE =
  'usage: cli.ts migrate | seed [--scale N] [--reset] [--allow-demo-passwords] | reset [--scale N] [--allow-demo-passwords] | backup [file] | restore file [DATA_DIR]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// `pnpm db:seed -- --scale 5` passes the `--` through; parseArgs would treat everything after it as positional.
const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    scale: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
    'allow-demo-passwords': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const command = positionals[0];
const scale = Number(values.scale);
if (command === 'backup' || command === 'restore') await backupOrRestore(command, positionals.slice(1));
if (!command || !['migrate', 'seed', 'reset'].includes(command) || positionals.length > 1) fail(USAGE);
if (!(scale > 0) || !Number.isFinite(scale)) fail(`--scale must be a positive number, got "${values.scale}"`);
// Every seeded user shares a published password: fine for the embedded database, not for a server.
if (command !== 'migrate' && dbEnv.DATABASE_URL && !values['allow-demo-passwords']) {
  fail(
    'Refusing to seed demo passwords into DATABASE_URL. Demo data is for the embedded database; pass --allow-demo-passwords to do it anyway.',
  );
}

// A DATA_DIR that a running server holds (or that is read-only) is refused with one line naming it.
const handle: DatabaseHandle = await (
  dbEnv.DATABASE_URL
    ? openDatabase({ kind: 'postgres', connectionString: dbEnv.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: dbEnv.DATA_DIR })
).catch((error: unknown) => (error instanceof DataDirError ? fail(error.message) : Promise.reject(error)));
const where = dbEnv.DATABASE_URL ? 'DATABASE_URL' : `PGlite at ${dbEnv.DATA_DIR}`;

try {
  if (command === 'reset') await dropAllTables(handle);
  const migrated = await migrateToLatest(handle.db);
  const applied = migrated.results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
  console.log(`Migrated ${where}: ${applied.length ? applied.join(', ') : 'already up to date'}.`);

  if (command === 'seed' && !values.reset && !(await isDatabaseEmpty(handle.db))) {
    console.error(
      'The database already has users. `pnpm db:seed -- --reset` (or `pnpm db:reset`) replaces them with the demo data.',
    );
    process.exitCode = 1;
  } else if (command !== 'migrate') {
    const started = Date.now();
    const summary = await seed(handle.db, { scale, reset: values.reset });
    const c = summary.counts;
    console.log(`Seeded scale ${scale} in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
    console.log(`  ${c.artists} artists, ${c.wall_owners} wall owners, ${c.brands} brands (${c.users} users)`);
    console.log(`  ${c.walls} walls, ${c.brand_projects} brand projects, ${c.wall_projects} wall projects`);
    console.log(
      `  ${c.applications} applications, ${c.invitations} invitations, ${c.reviews} reviews, ${c.notifications} notifications, ${c.messages} messages`,
    );
    console.log(`  ${c.transactions} payments, ${c.help_articles} help articles, ${c.shop_products} shop products`);
    console.log(`Demo logins (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  }
  // The city gazetteer behind every location field, and coordinates for rows that name a city but have none.
  const places = await preparePlaces(handle.db);
  console.log(`Places: ${places.count} cities${places.loaded ? ' loaded' : ''}; ${places.filled} locations located.`);
} finally {
  await handle.close();
}

/**
 * `backup [file]` and `restore file [DATA_DIR]`, embedded database only (Postgres has pg_dump and pg_restore,
 * docs/operations.md). Paths are relative to the folder the command was started in. Exits when done.
 */
async function backupOrRestore(name: 'backup' | 'restore', args: string[]): Promise<never> {
  if (dbEnv.DATABASE_URL)
    fail(`db:${name} is for the embedded database; with DATABASE_URL use pg_dump and pg_restore (docs/operations.md).`);
  const here = (file: string) => path.resolve(dbEnv.INIT_CWD, file);
  try {
    if (name === 'backup') {
      if (args.length > 1) fail(USAGE);
      const done = await backupDataDir(dbEnv.DATA_DIR, here(args[0] ?? backupFileName()));
      const how = done.via === 'server' ? 'taken by the running server' : 'the folder was not in use';
      console.log(`Backed up ${dbEnv.DATA_DIR} to ${done.file} (${formatBytes(done.bytes)}; ${how}).`);
    } else {
      if (args.length < 1 || args.length > 2) fail(USAGE);
      const done = await restoreBackup(here(args[0]!), args[1] ? here(args[1]) : dbEnv.DATA_DIR);
      console.log(
        `Restored ${here(args[0]!)} into ${done.dataDir} (${done.migrations} migrations applied in it). Start the API with DATA_DIR=${done.dataDir}; it migrates to the current version.`,
      );
    }
  } catch (error) {
    if (error instanceof BackupError || error instanceof DataDirError) fail(error.message);
    throw error;
  }
  process.exit(0);
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** Drops every table (migration bookkeeping included) but keeps the schema, its grants and the extensions. */
async function dropAllTables(h: DatabaseHandle): Promise<void> {
  const { rows } = await sql<{
    tablename: string;
  }>`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`.execute(h.db);
  if (rows.length) await sql`DROP TABLE ${sql.join(rows.map((r) => sql.id(r.tablename)))} CASCADE`.execute(h.db);
  console.log(`Dropped ${rows.length} tables.`);
}
