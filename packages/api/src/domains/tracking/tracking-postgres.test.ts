import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { call } from '../../../test/helpers';
import { acceptedOnProject, describeOnPostgres, usePostgresApps } from '../../../test/postgres';
import { openTab, type Tab } from '../../../test/realtime';
import type { TLivePosition } from './schemas';

describeOnPostgres('live tracking across two API processes', () => {
  const t = usePostgresApps({ apps: 2 });
  const tabs: Tab[] = [];
  afterAll(() => tabs.forEach((tab) => tab.close()));

  it("reaches the owner's socket on the other process, committed once", async () => {
    const [one, two, database] = [t.instance(0), t.instance(1), t.database];
    const { brand, artist, project } = await acceptedOnProject(one.app, database);

    const received: TLivePosition[] = [];
    let started = false;
    const tab = openTab(two.url, brand.cookie);
    tabs.push(tab);
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
    // The start is announced without its position: the owner sees the artist only 1 km or more from it.
    expect(received.map((event) => [event.status, event.latitude])).toEqual([
      ['active', null],
      ['active', 29.77],
    ]);
  });
});
