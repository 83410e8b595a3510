import { type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import * as oneVocabulary from './migrations/2026_11_28_0560_one_vocabulary';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

describe('the one vocabulary migration', () => {
  it("respells stored styles as the list does, keeps people's own words, and goes back to the onboarding codes", async () => {
    const db = handle.db as Kysely<any>;
    const user = await db
      .insertInto('users')
      .values({ email: 'artist@example.com', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('artist_profiles')
      .values({ user_id: user.id, specialties: ['mural', 'street ART', 'Murals', 'Chalk'], preferred_styles: ['3d'] })
      .execute();
    const project = await db
      .insertInto('projects')
      .values({ kind: 'brand', owner_id: user.id, title: 'Dock', preferred_styles: ['Neon', 'POP ART', 'pop art'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const artist = () =>
      db.selectFrom('artist_profiles').select(['specialties', 'preferred_styles']).executeTakeFirstOrThrow();
    const styles = async () =>
      (
        await db
          .selectFrom('projects')
          .select('preferred_styles')
          .where('id', '=', project.id)
          .executeTakeFirstOrThrow()
      ).preferred_styles;

    await oneVocabulary.up(db);
    expect(await artist()).toEqual({ specialties: ['Chalk', 'Murals', 'Street Art'], preferred_styles: ['3D Art'] });
    expect(await styles()).toEqual(['Neon', 'Pop Art']);

    await oneVocabulary.down(db);
    expect((await artist()).specialties).toEqual(['Chalk', 'mural', 'Street Art']);
    await oneVocabulary.up(db);
    expect((await artist()).specialties).toEqual(['Chalk', 'Murals', 'Street Art']);
  });
});
