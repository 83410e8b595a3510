import { DataDirError, migrateToLatest, openDatabase, preparePlaces, type DatabaseHandle } from '@wallcraft/db';
import closeWithGrace from 'close-with-grace';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadEnv, type Env } from './env';
import { stopTracing } from './telemetry/tracing';

/** How long requests in flight, sockets and workers get to finish (after SHUTDOWN_DELAY_SECONDS) before exiting anyway. */
const CLOSE_GRACE_MS = 10_000;

/** Opens and migrates the database (the only place that migrates it at start), seeds it if asked, fills in places. */
async function prepareDatabase(env: Env): Promise<DatabaseHandle> {
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', connectionString: env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
  await migrateToLatest(database.db);
  // Demo data (with its documented demo password) only ever goes into the embedded database. The seed's module
  // (its generators and data) is loaded only when asked for.
  if (env.SEED_DEMO_DATA && !env.DATABASE_URL) {
    const { isDatabaseEmpty, seed } = await import('@wallcraft/db/seed');
    if (await isDatabaseEmpty(database.db)) {
      console.warn('Seeding the embedded database with demo data…');
      await seed(database.db, { scale: 1 });
    }
  }
  // The city gazetteer behind every location field (loaded once; a few seconds on a new database, one read after that).
  const places = await preparePlaces(database.db);
  if (places.loaded || places.filled) {
    console.warn(
      `Places: ${places.count} cities${places.loaded ? ' loaded' : ''}; ${places.filled} locations located.`,
    );
  }
  return database;
}

/**
 * Starts the API: prepares the database, builds the server, listens, and closes gracefully; `onListening` runs
 * once it accepts connections. A start that fails exits the process with 1.
 */
export async function runApi(onListening: () => void): Promise<void> {
  try {
    await start(onListening);
  } catch (error) {
    // A DATA_DIR held by another process or read-only: one line that says which folder and why, no stack.
    console.error(error instanceof DataDirError ? error.message : error);
    process.exit(1);
  }
}

async function start(onListening: () => void): Promise<void> {
  const env = loadEnv();
  // The database is prepared while the server's modules load: the embedded engine starts (about a second of
  // WebAssembly) on its own thread, and the statements run in the gaps of the module loading (bench/README.md,
  // "Start-up"). The server is built only on a prepared database.
  const [database, { createServer }] = await Promise.all([prepareDatabase(env), import('./server')]);
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
  onListening();
}
