import { createTestDatabase } from '@wallcraft/db/testing';
import type { DatabaseHandle } from '@wallcraft/db';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadEnv, type Env } from '../src/env';
import { createServer } from '../src/server';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
};

/** The whole API on a fresh, migrated database (in-memory PGlite, or TEST_DATABASE_URL). */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const env: Env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'root-password-for-tests', ...overrides });
  const app = await createServer({ env, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The cookie header to send back: name=value pairs from the response's Set-Cookie. */
export function cookieFrom(response: { cookies: { name: string; value: string }[] }): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** app.inject with a session cookie and JSON. */
export function call(app: FastifyInstance, cookie: string | undefined, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) } });
}

/** The parsed body, typed as loosely as inject's own json(). */
export const json = (response: LightMyRequestResponse) => response.json();
