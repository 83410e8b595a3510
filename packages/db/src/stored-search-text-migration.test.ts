import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { down, up } from './migrations/2026_11_29_2300_stored_search_text';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

/** The trigram indexes of the searched text of walls and projects, with what each indexes. */
const indexes = async (db: Kysely<any>) =>
  (
    await sql<{ indexname: string; indexdef: string }>`SELECT indexname, indexdef FROM pg_indexes
      WHERE tablename IN ('walls', 'projects') AND indexname LIKE '%search%' ORDER BY indexname`.execute(db)
  ).rows.map((r) => `${r.indexname}: ${r.indexdef.replace(/^.* USING /, '')}`);

describe('the stored search text migration', () => {
  it("keeps a wall's and a project's text lower-cased in a column of its own, kept up to date and indexed", async () => {
    const db = handle.db as Kysely<any>;
    const owner = await db
      .insertInto('users')
      .values({ email: 'search-text@example.com', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const wall = await db
      .insertInto('walls')
      .values({ owner_id: owner.id, title: 'Brick WALL', location: 'Houston, TX' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('projects')
      .values({ kind: 'brand', owner_id: owner.id, title: 'Dock Mural', description: 'Blue and GOLD' })
      .execute();
    const texts = async () =>
      (
        await sql<{ search_text: string }>`SELECT search_text FROM walls UNION ALL SELECT search_text FROM projects
          ORDER BY 1`.execute(db)
      ).rows.map((r) => r.search_text);

    expect(await texts()).toEqual(['brick wall houston, tx ', 'dock mural  blue and gold']);
    await db.updateTable('walls').set({ description: 'Faces SOUTH' }).where('id', '=', wall.id).execute();
    expect(await texts()).toEqual(['brick wall houston, tx faces south', 'dock mural  blue and gold']);
    expect(await indexes(db)).toEqual([
      'projects_search_text_trgm_idx: gin (search_text gin_trgm_ops) WITH (fastupdate=off)',
      'walls_search_text_trgm_idx: gin (search_text gin_trgm_ops) WITH (fastupdate=off)',
    ]);

    // Back to the expression indexes, and forward again over the rows already there.
    await down(db);
    expect(await indexes(db)).toEqual([
      expect.stringMatching(/^projects_search_trgm_idx: gin \(lower\(.*title.*location.*description.*\) WITH/),
      expect.stringMatching(/^walls_search_trgm_idx: gin \(lower\(.*title.*location.*description.*\) WITH/),
    ]);
    await expect(sql`SELECT search_text FROM walls`.execute(db)).rejects.toThrow(/search_text/);
    await up(db);
    expect(await texts()).toEqual(['brick wall houston, tx faces south', 'dock mural  blue and gold']);
  });
});
