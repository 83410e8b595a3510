import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

describe('migrations', () => {
  it('enforces one profile per type per user', async () => {
    const user = await handle.db
      .insertInto('users')
      .values({ email: 'a@example.com', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db.insertInto('accounts').values({ user_id: user.id, user_type: 'artist' }).execute();
    await expect(
      handle.db.insertInto('accounts').values({ user_id: user.id, user_type: 'artist' }).execute(),
    ).rejects.toThrow(/accounts_user_id_user_type_key/);
  });

  it('refuses a second user whose email differs only in case', async () => {
    await handle.db.insertInto('users').values({ email: 'Case@Example.com', password_hash: 'x' }).execute();
    await expect(
      handle.db.insertInto('users').values({ email: 'case@example.COM', password_hash: 'x' }).execute(),
    ).rejects.toThrow(/users_email_lower_key/);
  });

  it('refuses an account type outside the enumeration', async () => {
    const user = await handle.db
      .insertInto('users')
      .values({ email: 'b@example.com', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      sql`INSERT INTO accounts (user_id, user_type) VALUES (${user.id}, 'admin')`.execute(handle.db),
    ).rejects.toThrow(/check/i);
  });

  it('computes great-circle distances with earthdistance', async () => {
    // Houston to Nashville is about 665 miles.
    const { rows } = await sql<{ miles: number }>`
      SELECT earth_distance(ll_to_earth(29.7604, -95.3698), ll_to_earth(36.1627, -86.7816)) / earth() * 3959 AS miles`.execute(
      handle.db,
    );
    expect(rows[0]?.miles).toBeGreaterThan(650);
    expect(rows[0]?.miles).toBeLessThan(680);
  });

  it('leaves an up-to-date database as it is, and still refuses one that applied a migration this build lacks', async () => {
    const applied = async () =>
      (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(handle.db)).rows;
    const before = await applied();
    expect(before.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(handle.db)).toEqual({ results: [] });
    expect(await applied()).toEqual(before);

    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('9999_99_99_9999_unknown', ${new Date().toISOString()})`.execute(
      handle.db,
    );
    await expect(migrateToLatest(handle.db)).rejects.toThrow(/9999_99_99_9999_unknown is missing/);
    await sql`DELETE FROM kysely_migration WHERE name = '9999_99_99_9999_unknown'`.execute(handle.db);
  });
});
