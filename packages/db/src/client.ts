import { Kysely, PostgresDialect } from 'kysely';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDataDir } from './data-dir';
import { EmbeddedDatabase, EmbeddedDialect } from './pglite-client';
import { observedDialect } from './observed';
import { namedStatementPool } from './prepared';
import type { Database } from './schema';
import './types';

export type DB = Kysely<Database>;

export type DatabaseHandle = {
  db: DB;
  kind: 'pglite' | 'postgres';
  /** The connection string, for real Postgres only (LISTEN/NOTIFY needs its own connection). */
  connectionString?: string;
  /**
   * The embedded engine, for PGlite only: PGlite in a process of its own (pglite-client.ts), with PGlite's query,
   * exec, listen (its LISTEN/NOTIFY stays inside the engine) and dumpDataDir.
   */
  pglite?: EmbeddedDatabase;
  /** The embedded database's folder (DATA_DIR), locked to this process until close; unset in memory. */
  dataDir?: string;
  /** The connection pool, for real Postgres only (for libraries that take a pg pool, e.g. shared rate limits). */
  pool?: pg.Pool;
  close: () => Promise<void>;
};

export type OpenDatabaseOptions =
  | {
      kind: 'postgres';
      connectionString: string;
      maxConnections?: number;
      /** An idle pooled connection broke (server restart, failover, terminated backend); the pool replaces it. */
      onIdleClientError?: (error: Error) => void;
    }
  | {
      kind: 'pglite';
      dataDir?: string;
      /**
       * Start an in-memory database from a dump (PGlite's dumpDataDir) instead of an empty one, or from the dump's
       * file: tests' template.
       */
      loadDataDir?: Blob | string;
      /** PGlite's relaxedDurability; no effect on its Node file system (measured in bench/README.md). */
      relaxedDurability?: boolean;
      /** See EmbeddedOptions.spareProcess (tests' databases in memory). */
      spareProcess?: boolean;
    };

/** Opens real Postgres through a `pg` pool, or embedded PGlite (persisted under dataDir, or in memory). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.connectionString, max: options.maxConnections ?? 10 });
    // Without a listener, an idle connection that the server ends would be an uncaught error and stop the
    // process. The pool has already dropped that connection; the next query opens a new one.
    pool.on(
      'error',
      options.onIdleClientError ??
        ((error) => console.warn(`database: an idle connection was closed (${error.message}); it will be replaced`)),
    );
    // A connection that breaks while checked out fails its query and also emits 'error' on the client, which the pool
    // only listens to while the client is idle: unheard, that would stop the process. The query's caller has the
    // error, and the pool drops the broken client when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({
      dialect: observedDialect(new PostgresDialect({ pool: namedStatementPool(pool) })),
    });
    return { db, kind: 'postgres', connectionString: options.connectionString, pool, close: () => db.destroy() };
  }
  // Throws DataDirError (one line naming the folder) when it is read-only or another process holds it.
  const dataDir = options.dataDir ? openDataDir(options.dataDir) : undefined;
  const engineDir = dataDir && path.join(dataDir.path, 'pglite');
  // openDataDir has tightened the files already there; walking them all again costs a tenth of a second.
  const initializes = engineDir !== undefined && !existsSync(path.join(engineDir, 'PG_VERSION'));
  let pglite: EmbeddedDatabase;
  try {
    // PGlite runs off the main thread, so a slow statement does not stop the API answering everything else.
    pglite = await EmbeddedDatabase.create({
      dataDir: engineDir,
      loadDataDir: options.loadDataDir,
      relaxedDurability: options.relaxedDurability,
      spareProcess: options.spareProcess,
    });
    // A new folder's files come from initdb as 0666.
    if (initializes) dataDir?.tightenPermissions();
  } catch (error) {
    dataDir?.release();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: observedDialect(new EmbeddedDialect(pglite)) });
  const close = async () => {
    try {
      await db.destroy();
    } finally {
      dataDir?.release();
    }
  };
  return { db, kind: 'pglite', pglite, dataDir: dataDir?.path, close };
}
