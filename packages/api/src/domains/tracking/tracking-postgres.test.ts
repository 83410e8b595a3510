import { openDatabase, type DatabaseHandle } from '@wallcraft/db';
import { createTestDatabase } from '@wallcraft/db/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { createServer } from '../../server';
import { brandProject, registerAs } from '../../../test/fixtures';
import { call } from '../../../test/helpers';
import { listenForWebsockets, openTab, type Tab } from '../../../test/realtime';
import type { TLivePosition } from './schemas';

type Instance = { app: FastifyInstance; handle: DatabaseHandle; url: string };

async function startInstance(connectionString: string): Promise<Instance> {
  const handle = await openDatabase({ kind: 'postgres', connectionString, maxConnections: 5 });
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: 'root',
    ADMIN_PASSWORD: 'root-password-for-tests',
    AUTH_RATE_LIMIT_PER_IP: '1000',
  });
  const app = await createServer({ env, database: handle, logger: false });
  return { app, handle, url: await listenForWebsockets(app) };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('live tracking across two API processes', () => {
  const cleanup: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it("reaches the owner's socket on the other process, committed once", async () => {
    const database = await createTestDatabase();
    cleanup.push(() => database.close());
    if (!database.connectionString) throw new Error('expected a Postgres test database');
    const one = await startInstance(database.connectionString);
    const two = await startInstance(database.connectionString);
    for (const instance of [one, two])
      cleanup.push(
        () => instance.app.close(),
        () => instance.handle.close(),
      );

    const brand = await registerAs(one.app, 'brand');
    const artist = await registerAs(one.app, 'artist');
    const project = await brandProject(database.db, brand.user.id);
    await database.db
      .insertInto('applications')
      .values({
        artist_id: artist.user.id,
        project_type: 'brand_project',
        brand_project_id: project.id,
        status: 'accepted',
      })
      .execute();

    const received: TLivePosition[] = [];
    let started = false;
    const tab: Tab = openTab(two.url, brand.cookie);
    cleanup.push(() => tab.close());
    tab.client.tracking.live.subscribe(
      { projectId: project.id, projectType: 'brand_project' },
      { onStarted: () => (started = true), onData: (event) => received.push(event) },
    );
    const until = async (test: () => boolean) => {
      for (let waited = 0; waited < 10_000 && !test(); waited += 20) await new Promise((r) => setTimeout(r, 20));
      expect(test()).toBe(true);
    };
    await until(() => started);

    const begun = await call(one.app, artist.cookie, {
      method: 'POST',
      url: `/api/projects/${project.id}/start`,
      payload: { projectType: 'brand_project', latitude: 29.76, longitude: -95.37 },
    });
    expect(begun.statusCode).toBe(201);
    const session = begun.json<{ id: string }>();
    await database.db
      .updateTable('tracking_sessions')
      .set({ last_updated_location: sql`now() - interval '5 seconds'` })
      .where('id', '=', session.id)
      .execute();
    // Two updates at once: the row lock lets one through; the other is too soon (429).
    const answers = await Promise.all(
      [one, two].map((instance) =>
        call(instance.app, artist.cookie, {
          method: 'PATCH',
          url: `/api/tracking/${session.id}/location`,
          payload: { latitude: 29.77, longitude: -95.36 },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    await until(() => received.length >= 2);
    expect(received.map((event) => [event.status, event.latitude])).toEqual([
      ['active', 29.76],
      ['active', 29.77],
    ]);
  });
});
