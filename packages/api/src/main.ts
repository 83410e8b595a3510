import { DataDirError, migrateToLatest, openDatabase, preparePlaces } from '@wallcraft/db';
import { isDatabaseEmpty, seed } from '@wallcraft/db/seed';
import closeWithGrace from 'close-with-grace';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadEnv } from './env';
import { createServer } from './server';
import { stopTracing } from './telemetry/tracing';

/** How long requests in flight, sockets and workers get to finish (after SHUTDOWN_DELAY_SECONDS) before exiting anyway. */
const CLOSE_GRACE_MS = 10_000;

/** Starts the API: opens and migrates the database (the only place that migrates it at start), listens, and closes gracefully. */
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
  // The city gazetteer behind every location field (loaded once; a few seconds on a new database, one read after that).
  const places = await preparePlaces(database.db);
  if (places.loaded || places.filled) {
    console.warn(
      `Places: ${places.count} cities${places.loaded ? ' loaded' : ''}; ${places.filled} locations located.`,
    );
  }
  const app = await createServer({ env, database });
  const delayMs = env.SHUTDOWN_DELAY_SECONDS * 1000;
  closeWithGrace({ delay: delayMs + CLOSE_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    // Readiness answers 503 first; the API goes on serving for the delay, so a balancer stops sending before it goes.
    app.lifecycle.beginShutdown();
    if (!err && delayMs) await sleep(delayMs);
    // Fastify stops listening (new connections are refused, new requests and websocket upgrades on open connections
    // answered 503), closes the websockets, waits for the requests in flight, then runs the close hooks: workers,
    // event bus. The database closes last: those hooks still use it. The spans of all that are sent before exit.
    await app.close();
    await database.close();
    await stopTracing();
  });
  await app.listen({ host: env.HOST, port: env.PORT });
}

main().catch((error: unknown) => {
  // A DATA_DIR held by another process or read-only: one line that says which folder and why, no stack.
  console.error(error instanceof DataDirError ? error.message : error);
  process.exit(1);
});
