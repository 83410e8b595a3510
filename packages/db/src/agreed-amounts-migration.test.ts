import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import * as agreedAmounts from './migrations/2026_11_28_0520_agreed_amounts';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

const tableExists = async (db: Kysely<any>) => {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.tables
    WHERE table_name = 'agreed_amounts'`.execute(db);
  return rows[0]?.n === 1;
};

describe('the agreed amounts migration', () => {
  it('goes back (the table and its notifications gone) and forward again, with its rules in place', async () => {
    const db = handle.db as Kysely<any>;
    const user = (email: string) =>
      db.insertInto('users').values({ email, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
    const owner = await user('owner@example.com');
    const artist = await user('artist@example.com');
    const project = await db
      .insertInto('projects')
      .values({ kind: 'brand', owner_id: owner.id, title: 'Dock mural' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = { project_id: project.id, artist_id: artist.id, amount_cents: 100_000, status: 'proposed' };
    await db.insertInto('agreed_amounts').values(row).execute();
    await db
      .insertInto('notifications')
      .values([
        { user_id: artist.id, type: 'agreed_amount_proposed', title: 't', message: 'm', project_id: project.id },
        { user_id: owner.id, type: 'application_received', title: 't', message: 'm' },
      ])
      .execute();

    await agreedAmounts.down(db);
    expect(await tableExists(db)).toBe(false);
    expect(await db.selectFrom('notifications').select('type').execute()).toEqual([{ type: 'application_received' }]);
    await expect(
      db
        .insertInto('notifications')
        .values({ user_id: owner.id, type: 'agreed_amount_confirmed', title: 't', message: 'm' })
        .execute(),
    ).rejects.toThrow(/check/i);

    await agreedAmounts.up(db);
    await db.insertInto('agreed_amounts').values(row).execute();
    // One per project and artist, a positive amount and a known status.
    await expect(db.insertInto('agreed_amounts').values(row).execute()).rejects.toThrow(/unique|duplicate/i);
    await expect(
      db
        .insertInto('agreed_amounts')
        .values({ ...row, artist_id: owner.id, amount_cents: 0 })
        .execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      db
        .insertInto('agreed_amounts')
        .values({ ...row, artist_id: owner.id, status: 'agreed' })
        .execute(),
    ).rejects.toThrow(/check/i);
    await db
      .insertInto('notifications')
      .values({ user_id: owner.id, type: 'agreed_amount_declined', title: 't', message: 'm' })
      .execute();
    // Deleting the project deletes its agreed amounts.
    await db.deleteFrom('projects').where('id', '=', project.id).execute();
    expect(await db.selectFrom('agreed_amounts').select('id').execute()).toEqual([]);
  });
});
