import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { down, up } from './migrations/2026_11_30_1310_unnamed_brands';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

describe('the unnamed brands migration', () => {
  it("keeps each brand account's brand_named as its profile's company name says, whatever writes it", async () => {
    const db = handle.db as Kysely<any>;
    const user = async (email: string) =>
      (await db.insertInto('users').values({ email, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow()).id;
    const early = await user('early@example.com');
    const late = await user('late@example.com');
    /** The brand accounts without a name, through the partial index's own condition. */
    const unnamed = async () =>
      (
        await sql<{ email: string }>`SELECT u.email FROM accounts a JOIN users u ON u.id = a.user_id
          WHERE a.user_type = 'brand' AND NOT a.brand_named ORDER BY 1`.execute(db)
      ).rows.map((row) => row.email);

    // A brand account before its profile; an artist account is never counted as a brand.
    await db.insertInto('accounts').values({ user_id: early, user_type: 'brand' }).execute();
    await db.insertInto('accounts').values({ user_id: early, user_type: 'artist' }).execute();
    expect(await unnamed()).toEqual(['early@example.com']);
    await db.insertInto('brand_profiles').values({ user_id: early }).execute();
    expect(await unnamed()).toEqual(['early@example.com']);
    await db.updateTable('brand_profiles').set({ company_name: 'Early Co' }).where('user_id', '=', early).execute();
    expect(await unnamed()).toEqual([]);

    // A profile named before its brand account is added.
    await db.insertInto('brand_profiles').values({ user_id: late, company_name: 'Late Co' }).execute();
    await db.insertInto('accounts').values({ user_id: late, user_type: 'brand' }).execute();
    expect(await unnamed()).toEqual([]);

    // The name taken away, then the profile itself.
    await db.updateTable('brand_profiles').set({ company_name: null }).where('user_id', '=', early).execute();
    expect(await unnamed()).toEqual(['early@example.com']);
    await db.deleteFrom('brand_profiles').where('user_id', '=', late).execute();
    expect(await unnamed()).toEqual(['early@example.com', 'late@example.com']);
    const artist = await sql<{ brand_named: boolean }>`SELECT brand_named FROM accounts
      WHERE user_id = ${early} AND user_type = 'artist'`.execute(db);
    expect(artist.rows).toEqual([{ brand_named: false }]);

    // Back, and forward again over the accounts already there.
    await db.insertInto('brand_profiles').values({ user_id: late, company_name: 'Late Co' }).execute();
    await down(db);
    await expect(sql`SELECT brand_named FROM accounts`.execute(db)).rejects.toThrow(/brand_named/);
    await up(db);
    expect(await unnamed()).toEqual(['early@example.com']);
    const index = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes
      WHERE indexname = 'accounts_unnamed_brand_idx'`.execute(db);
    expect(index.rows[0]?.indexdef).toMatch(
      /\(user_id\) WHERE \(\(user_type = 'brand'::text\) AND \(NOT brand_named\)\)/,
    );
  });
});
