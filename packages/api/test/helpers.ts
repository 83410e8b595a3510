import { createTestDatabase } from '@wallcraft/db/testing';
import type { DatabaseHandle } from '@wallcraft/db';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { inferRouterOutputs } from '@trpc/server';
import { Writable } from 'node:stream';
import { loadEnv, type Env } from '../src/env';
import type { AppRouter } from '../src/router';
import { createServer } from '../src/server';
import { CONSOLE_PROOF_HEADER } from '../src/lib/console-proof';
import { touchesAdminApi } from '../src/plugins/origin';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The environment the server runs with (for calling a job's work directly, as its worker would). */
  env: Env;
  close: () => Promise<void>;
};

/**
 * The whole API on a fresh, migrated database (in-memory PGlite, or TEST_DATABASE_URL). Silent, unless given a
 * log to write its lines to (`capturedLog()`).
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { log?: CapturedLog } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: options.log ? 'info' : 'silent',
    ADMIN_USERNAME: 'root',
    ADMIN_PASSWORD: 'root-password-for-tests',
    // No webhook worker polling in every test app: the webhook tests run delivery passes themselves.
    WEBHOOK_TICK_SECONDS: '0',
    ADMIN_PROXY_SECRET: CONSOLE_PROOF,
    ...overrides,
  });
  const app = await createServer({ env, database, logger: options.log ? { stream: options.log.stream } : false });
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A server's log lines as it writes them (JSON), for tests of what a log holds. */
export type CapturedLog = { stream: Writable; lines: { level: number; msg: string; [key: string]: unknown }[] };

export function capturedLog(): CapturedLog {
  const lines: CapturedLog['lines'] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}

/** The cookie header to send back: name=value pairs from the response's Set-Cookie. */
export function cookieFrom(response: { cookies: { name: string; value: string }[] }): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** The console's proof in every test app (ADMIN_PROXY_SECRET): what the console's server adds to its requests. */
export const CONSOLE_PROOF = 'console-proof-of-the-test-apps-0123456789';

/**
 * app.inject with a session cookie and JSON, as a client calls: the web app, a script, or the console, whose
 * server adds its proof to the admin API's requests (admin-server.ts), as here. A test of what happens to an admin
 * request that did not come through the console uses app.inject itself.
 */
export function call(app: FastifyInstance, cookie: string | undefined, options: InjectOptions) {
  const url = typeof options.url === 'string' ? options.url : '';
  return app.inject({
    ...options,
    headers: {
      ...(touchesAdminApi(url) ? { [CONSOLE_PROOF_HEADER]: CONSOLE_PROOF } : {}),
      ...(options.headers ?? {}),
      ...(cookie ? { cookie } : {}),
    },
  });
}

/** What each procedure answers, as the router infers it: `Outputs['walls']['list']`. */
export type Outputs = inferRouterOutputs<AppRouter>;

/**
 * The parsed body. Pass the procedure's output type to have it checked (`json<Outputs['walls']['get']>(r)`);
 * without one it is as loose as inject's own json().
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the loose default matches inject's json()
export const json = <T = any>(response: LightMyRequestResponse): T => response.json<T>();
