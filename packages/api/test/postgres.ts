import { openDatabase, type DatabaseHandle } from '@wallcraft/db';
import { createTestDatabase } from '@wallcraft/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { loadEnv } from '../src/env';
import { createServer } from '../src/server';
import { brandProject, registerAs } from './fixtures';
import { listenForWebsockets } from './realtime';

/**
 * Tests of what PGlite (one connection, every statement in turn) cannot stage: races between pooled
 * connections, and API processes hearing each other. They need a real Postgres server (TEST_DATABASE_URL: CI's
 * Postgres pass, or `bash scripts/with-postgres.sh`) and are skipped without one.
 */
export const describeOnPostgres = describe.skipIf(!process.env.TEST_DATABASE_URL);

/** One API process: its app (listening, so websockets can connect), its own pool, and its websocket URL. */
export type ApiInstance = { app: FastifyInstance; handle: DatabaseHandle; url: string };

async function startInstance(connectionString: string, env: Record<string, string>): Promise<ApiInstance> {
  const handle = await openDatabase({ kind: 'postgres', connectionString, maxConnections: 5 });
  const app = await createServer({
    env: loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: 'root',
      ADMIN_PASSWORD: 'root-password-for-tests',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      ...env,
    }),
    database: handle,
    logger: false,
  });
  return { app, handle, url: await listenForWebsockets(app) };
}

/**
 * For a describeOnPostgres suite: a throwaway migrated database (dropped afterwards) and `apps` API instances on
 * it, each with its own pool as separate processes would have, started before the suite's tests and closed
 * after them. `app` and `database` are the first instance's app and the database itself.
 */
export function usePostgresApps(options: { apps?: number; env?: Record<string, string> } = {}) {
  let database: DatabaseHandle | undefined;
  const instances: ApiInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    if (!database.connectionString) throw new Error('expected a Postgres test database (TEST_DATABASE_URL)');
    for (let i = 0; i < (options.apps ?? 1); i += 1)
      instances.push(await startInstance(database.connectionString, options.env ?? {}));
  });
  afterAll(async () => {
    for (const instance of instances.splice(0)) {
      await instance.app.close();
      await instance.handle.close();
    }
    await database?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('usePostgresApps: read in a test, after the suite started');
    return value;
  };
  return {
    get database() {
      return started(database);
    },
    get app() {
      return started(instances[0]).app;
    },
    /** The index-th API instance (from 0). */
    instance: (index: number) => started(instances[index]),
  };
}

/** A brand, an artist, and the brand's open project with the artist's application accepted (for an amount, if given). */
export async function acceptedOnProject(
  app: FastifyInstance,
  database: DatabaseHandle,
  options: { agreedCents?: number; projectStatus?: 'open' | 'completed' } = {},
) {
  const brand = await registerAs(app, 'brand');
  const artist = await registerAs(app, 'artist');
  const project = await brandProject(database.db, brand.user.id, { status: options.projectStatus });
  await database.db
    .insertInto('applications')
    .values({
      artist_id: artist.user.id,
      project_id: project.id,
      status: 'accepted',
      agreed_amount_cents: options.agreedCents ?? null,
    })
    .execute();
  return { brand, artist, project };
}
