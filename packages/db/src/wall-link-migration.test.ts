import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { down as oneTableDown } from './migrations/2026_11_28_0300_one_projects_table';
import { down as storedSearchTextDown } from './migrations/2026_11_29_2300_stored_search_text';
import { down, up } from './migrations/2026_11_23_1110_wall_link_requests';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

describe('the wall link requests migration', () => {
  it("turns links to someone else's wall into pending requests, asks the owner, and keeps own-wall links", async () => {
    // The migration ran on two project tables: no table types to check against.
    const db = handle.db as Kysely<any>;
    await storedSearchTextDown(db);
    await oneTableDown(db);
    await down(db);
    const [brand, owner] = await db
      .insertInto('users')
      .values([
        { email: 'brand@example.com', password_hash: 'x', latitude: 29.76, longitude: -95.37 },
        { email: 'owner@example.com', password_hash: 'x' },
      ])
      .returning('id')
      .execute();
    const wall = (id: string, title: string) =>
      db
        .insertInto('walls')
        .values({ owner_id: id, title, latitude: 30.1, longitude: -97.7 })
        .returning('id')
        .executeTakeFirstOrThrow();
    const theirs = await wall(owner!.id, 'Their wall');
    const mine = await wall(brand!.id, 'My wall');
    const project = (title: string, wallId: string, at: { latitude: number; longitude: number }) =>
      db
        .insertInto('brand_projects')
        .values({ brand_id: brand!.id, title, wall_id: wallId, ...at })
        .returning('id')
        .executeTakeFirstOrThrow();
    const copied = await project('Copied pin', theirs.id, { latitude: 30.1, longitude: -97.7 });
    const own = await project('Own pin', theirs.id, { latitude: 40, longitude: -74 });
    const linked = await project('My own wall', mine.id, { latitude: 30.1, longitude: -97.7 });

    await up(db);

    const rows = await db
      .selectFrom('brand_projects')
      .select(['id', 'wall_id', 'latitude', 'longitude'])
      .where('brand_id', '=', brand!.id)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(copied.id)).toMatchObject({ wall_id: null, latitude: 29.76, longitude: -95.37 });
    expect(byId.get(own.id)).toMatchObject({ wall_id: null, latitude: 40, longitude: -74 });
    expect(byId.get(linked.id)).toMatchObject({ wall_id: mine.id, latitude: 30.1, longitude: -97.7 });

    const requests = await db
      .selectFrom('wall_link_requests')
      .select(['id', 'brand_project_id', 'wall_id', 'status', 'take_wall_position'])
      .orderBy('take_wall_position', 'desc')
      .execute();
    expect(requests).toMatchObject([
      { brand_project_id: copied.id, wall_id: theirs.id, status: 'pending', take_wall_position: true },
      { brand_project_id: own.id, wall_id: theirs.id, status: 'pending', take_wall_position: false },
    ]);
    const asked = await db
      .selectFrom('notifications')
      .select(['user_id', 'type', 'wall_link_request_id'])
      .where('type', '=', 'project_wall_requested')
      .execute();
    expect(asked).toHaveLength(2);
    expect(asked.every((n) => n.user_id === owner!.id)).toBe(true);
  });
});
