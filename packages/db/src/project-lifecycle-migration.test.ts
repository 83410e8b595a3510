import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import * as lifecycle from './migrations/2026_11_28_0400_project_lifecycle';
import * as withdrawals from './migrations/2026_11_28_0420_withdrawals';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

describe('the project lifecycle and withdrawal migrations', () => {
  it('go back with the rows in place (a closed project open again, their notifications gone) and forward again', async () => {
    const db = handle.db as Kysely<any>;
    const owner = await db
      .insertInto('users')
      .values({ email: 'owner@example.com', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const project = await db
      .insertInto('projects')
      .values({ kind: 'brand', owner_id: owner.id, title: 'Dock mural', status: 'closed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notify = (type: string, projectId: string | null) =>
      db
        .insertInto('notifications')
        .values({ user_id: owner.id, type, title: type, message: type, project_id: projectId });
    await notify('application_withdrawn', project.id).execute();
    await notify('project_closed_by_owner', project.id).execute();
    await notify('application_received', null).execute();

    await withdrawals.down(db);
    await lifecycle.down(db);
    const types = await db.selectFrom('notifications').select('type').execute();
    expect(types).toEqual([{ type: 'application_received' }]);
    expect(await db.selectFrom('projects').select('status').executeTakeFirstOrThrow()).toEqual({ status: 'open' });
    await expect(sql`UPDATE projects SET status = 'closed' WHERE id = ${project.id}`.execute(db)).rejects.toThrow(
      /check/i,
    );
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_name = 'notifications' AND column_name = 'project_id'`.execute(db);
    expect(rows).toEqual([{ n: 0 }]);

    await lifecycle.up(db);
    await withdrawals.up(db);
    await sql`UPDATE projects SET status = 'closed' WHERE id = ${project.id}`.execute(db);
    await notify('invitation_withdrawn', project.id).execute();
    // Deleting the project deletes the notifications that link to it.
    await db.deleteFrom('projects').where('id', '=', project.id).execute();
    expect(await db.selectFrom('notifications').select('type').execute()).toEqual([{ type: 'application_received' }]);
  });
});
