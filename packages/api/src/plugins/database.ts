import { migrateToLatest, openDatabase, type DatabaseHandle } from '@wallcraft/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export type DatabasePluginOptions = {
  env: Env;
  /** A database opened (and migrated) by the caller, who also closes it: main.ts and the tests. */
  database?: DatabaseHandle;
};

/**
 * `app.database`: the handle given, or one opened from DATABASE_URL (Postgres) or DATA_DIR (embedded).
 * Only a database this plugin opened itself is migrated here and closed with the server.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: DatabasePluginOptions) => {
    let handle = opts.database;
    if (!handle) {
      const { env } = opts;
      const opened = env.DATABASE_URL
        ? await openDatabase({ kind: 'postgres', connectionString: env.DATABASE_URL })
        : await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
      await migrateToLatest(opened.db);
      // Registered first, so this hook runs last: everything else has stopped using the database by then.
      app.addHook('onClose', () => opened.close());
      handle = opened;
    }
    app.decorate('database', handle);
  },
  { name: 'database' },
);
