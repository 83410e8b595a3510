import { createTestDatabase } from '@wallcraft/db/testing';
import type { DatabaseHandle } from '@wallcraft/db';
import type { FastifyInstance, InjectOptions } from 'fastify';
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

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export async function registerUser(app: FastifyInstance, body: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {}) {
  const email = body.email ?? uniqueEmail();
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { password: 'long-enough-pw', firstName: 'Ada', lastName: 'Lovelace', ...body, email } });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { email, cookie: cookieFrom(response), user: response.json().user as { id: string } };
}

/** app.inject with a session cookie and JSON. */
export function call(app: FastifyInstance, cookie: string | undefined, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) } });
}
