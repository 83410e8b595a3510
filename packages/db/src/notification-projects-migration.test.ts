import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { up } from './migrations/2026_11_30_1600_notification_projects';
import { seed } from './seed';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seed(handle.db, { scale: 1, now: new Date('2026-11-30T12:00:00Z') });
}, 120_000);
afterAll(async () => handle.close());

type Row = { id: string; type: string; project_id: string | null };

describe('the notification projects migration', () => {
  it("gives an older notification its application's, invitation's or payment's project, and no decision asked", async () => {
    const db = handle.db as Kysely<any>;
    const read = async () =>
      (await sql<Row>`SELECT id, type, project_id FROM notifications ORDER BY id`.execute(db)).rows;
    const seeded = await read();
    const named = new Set(seeded.filter((row) => row.project_id).map((row) => row.type));
    for (const type of ['application_rejected', 'invitation_rejected', 'payment_created', 'tracking_update'])
      expect(named, type).toContain(type);

    // As the API stored them before: none named its project.
    await sql`UPDATE notifications SET project_id = NULL`.execute(db);
    await up(db);
    const after = await read();
    const leadsByRow = (row: Row) => row.type === 'tracking_update';
    expect(after.filter((row) => !leadsByRow(row))).toEqual(seeded.filter((row) => !leadsByRow(row)));
    // A notification naming no row keeps no project: nothing says which.
    expect(after.filter(leadsByRow).every((row) => row.project_id === null)).toBe(true);
    expect(after.filter((row) => row.type.endsWith('_received')).every((row) => row.project_id === null)).toBe(true);
  });
});
