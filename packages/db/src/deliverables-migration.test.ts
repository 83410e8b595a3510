import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import * as deliverables from './migrations/2026_11_28_0610_deliverables';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

const columnsOf = async (db: Kysely<any>, table: string) => {
  const { rows } = await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
    WHERE table_name = ${table}`.execute(db);
  return rows.map((row) => row.name);
};

describe('the deliverables migration', () => {
  it('goes back (its table, columns and notifications gone) and forward again, with its rules in place', async () => {
    const db = handle.db as Kysely<any>;
    const user = (email: string) =>
      db.insertInto('users').values({ email, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
    const owner = await user('owner@example.com');
    const artist = await user('artist@example.com');
    const project = await db
      .insertInto('projects')
      .values({ kind: 'brand', owner_id: owner.id, title: 'Dock mural', street_address: '1 Dock St' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const milestone = () =>
      db
        .insertInto('milestones')
        .values({ project_id: project.id, artist_id: artist.id, title: 'Sketches', amount_cents: 100 })
        .returning('id')
        .executeTakeFirstOrThrow();
    const first = await milestone();
    await db
      .insertInto('milestone_deliveries')
      .values({ milestone_id: first.id, note: 'Done', images: ['https://example.com/a.jpg'] })
      .execute();
    await db
      .insertInto('notifications')
      .values([
        { user_id: owner.id, type: 'milestone_delivered', title: 't', message: 'm' },
        { user_id: owner.id, type: 'application_received', title: 't', message: 'm' },
      ])
      .execute();

    await deliverables.down(db);
    expect(await columnsOf(db, 'milestone_deliveries')).toEqual([]);
    expect(await columnsOf(db, 'projects')).not.toContain('street_address');
    expect(await columnsOf(db, 'project_disputes')).not.toContain('evidence_images');
    expect(await db.selectFrom('notifications').select('type').execute()).toEqual([{ type: 'application_received' }]);
    await expect(
      db
        .insertInto('notifications')
        .values({ user_id: owner.id, type: 'project_completion_confirmed', title: 't', message: 'm' })
        .execute(),
    ).rejects.toThrow(/check/i);

    await deliverables.up(db);
    const second = await milestone();
    // A decision comes with its time, and is one of the two.
    await expect(
      db.insertInto('milestone_deliveries').values({ milestone_id: second.id, decision: 'approved' }).execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      db
        .insertInto('milestone_deliveries')
        .values({ milestone_id: second.id, decision: 'maybe', decided_at: new Date() })
        .execute(),
    ).rejects.toThrow(/check/i);
    // A street address of at most 200 characters; a site pin has both coordinates.
    await expect(
      db
        .updateTable('projects')
        .set({ street_address: 'x'.repeat(201) })
        .where('id', '=', project.id)
        .execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      db.updateTable('projects').set({ site_latitude: 40 }).where('id', '=', project.id).execute(),
    ).rejects.toThrow(/check/i);
    await db
      .updateTable('projects')
      .set({ site_latitude: 40, site_longitude: -74, completion_photos: ['https://example.com/b.jpg'] })
      .where('id', '=', project.id)
      .execute();
    await db
      .insertInto('notifications')
      .values({ user_id: owner.id, type: 'milestone_changes_requested', title: 't', message: 'm' })
      .execute();
    await db
      .insertInto('milestone_deliveries')
      .values({ milestone_id: second.id, images: ['https://example.com/c.jpg'] })
      .execute();
    // Deleting the milestone deletes its deliveries.
    await db.deleteFrom('milestones').where('id', '=', second.id).execute();
    expect(await db.selectFrom('milestone_deliveries').select('id').execute()).toEqual([]);
  });
});
