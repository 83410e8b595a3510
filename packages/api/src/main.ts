import { openDatabase } from '@wallcraft/db';
import { isDatabaseEmpty, seed } from '@wallcraft/db/seed';
import { migrateToLatest } from '@wallcraft/db';
import { loadEnv } from './env';
import { createServer } from './server';

/** Starts the API: listens, and closes gracefully (in-flight requests, websockets, the database) on a signal. */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', connectionString: env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
  await migrateToLatest(database.db);
  // Demo data (with its documented demo password) only ever goes into the embedded database.
  if (env.SEED_DEMO_DATA && !env.DATABASE_URL && (await isDatabaseEmpty(database.db))) {
    console.warn('Seeding the embedded database with demo data…');
    await seed(database.db, { scale: 1 });
  }
  const app = await createServer({ env, database });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // The database closes last: the app's own close hooks (event bus, workers) still use it.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ host: env.HOST, port: env.PORT });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
