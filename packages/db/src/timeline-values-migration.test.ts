import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import * as timelineValues from './migrations/2026_11_28_0540_timeline_values';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

describe('the project timeline migration', () => {
  it('folds the five spans into urgent/moderate/flexible going back, and maps each old value to its span going forward', async () => {
    const db = handle.db as Kysely<any>;
    const owner = await db
      .insertInto('users')
      .values({ email: 'owner@example.com', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const spans = ['1_2_weeks', '2_4_weeks', '1_3_months', '3_6_months', '6_plus_months', null];
    for (const timeline of spans)
      await db
        .insertInto('projects')
        .values({ kind: 'brand', owner_id: owner.id, title: `${timeline}`, timeline })
        .execute();
    const timelines = async () =>
      (await db.selectFrom('projects').select(['title', 'timeline']).orderBy('created_at').orderBy('title').execute())
        .map((row) => [row.title, row.timeline])
        .sort();

    await timelineValues.down(db);
    expect(await timelines()).toEqual(
      [
        ['1_2_weeks', 'urgent'],
        ['2_4_weeks', 'urgent'],
        ['1_3_months', 'moderate'],
        ['3_6_months', 'flexible'],
        ['6_plus_months', 'flexible'],
        ['null', null],
      ].sort(),
    );
    await expect(sql`UPDATE projects SET timeline = '2_4_weeks'`.execute(db)).rejects.toThrow(/check/i);

    await timelineValues.up(db);
    expect(await timelines()).toEqual(
      [
        ['1_2_weeks', '1_2_weeks'],
        ['2_4_weeks', '1_2_weeks'],
        ['1_3_months', '1_3_months'],
        ['3_6_months', '3_6_months'],
        ['6_plus_months', '3_6_months'],
        ['null', null],
      ].sort(),
    );
    await expect(sql`UPDATE projects SET timeline = 'moderate'`.execute(db)).rejects.toThrow(/check/i);
  });
});
