import { createTestDatabase } from '@wallcraft/db/testing';
import type { DatabaseHandle } from '@wallcraft/db';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { inferRouterOutputs } from '@trpc/server';
import { loadEnv, type Env } from '../src/env';
import type { AppRouter } from '../src/router';
import { createServer } from '../src/server';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
};

/** The whole API on a fresh, migrated database (in-memory PGlite, or TEST_DATABASE_URL). */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: 'root',
    ADMIN_PASSWORD: 'root-password-for-tests',
    // No webhook worker polling in every test app: the webhook tests run delivery passes themselves.
    WEBHOOK_TICK_SECONDS: '0',
    ...overrides,
  });
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

/** What each procedure answers, as the router infers it: `Outputs['walls']['list']`. */
export type Outputs = inferRouterOutputs<AppRouter>;

/**
 * The parsed body. Pass the procedure's output type to have it checked (`json<Outputs['walls']['get']>(r)`);
 * without one it is as loose as inject's own json().
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the loose default matches inject's json()
export const json = <T = any>(response: LightMyRequestResponse): T => response.json<T>();
