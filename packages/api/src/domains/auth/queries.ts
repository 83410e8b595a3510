import { shapedStatement, type DB } from '@wallcraft/db';
import type { TUserType } from '@wallcraft/shared';
import { sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { ARTIST_PROFILE_COLUMNS } from '../artists/service';
import { BRAND_PROFILE_COLUMNS } from '../brands/service';
import { selectOwnUser } from '../users/service';

export function findCredentialsByEmail(db: DB, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'suspended_at', 'suspended_reason'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function insertUser(
  db: DB,
  values: { email: string; passwordHash: string; firstName?: string; lastName?: string },
) {
  return db
    .insertInto('users')
    .values({
      email: values.email,
      password_hash: values.passwordHash,
      first_name: values.firstName ?? null,
      last_name: values.lastName ?? null,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/**
 * What a signed-in screen needs about its user, in one statement: the own record, every profile type held
 * (oldest first), and the active profile's details (an artist's with their unavailable dates). Built once
 * (packages/db statements.ts): every signed-in screen reads it.
 */
const sessionUser = shapedStatement((db: DB, _: null, values: { userId: string }) => {
  // The sub-selects start from `db`, not the outer builder, so their columns keep their own types (the outer
  // query's left-joined accounts would make every column of an `accounts` alias nullable); they reach the
  // outer row by name.
  const user = sql.ref<string>('users.id');
  const activeType = sql.ref<TUserType | null>('accounts.user_type');
  return selectOwnUser(db, values.userId).select([
    jsonArrayFrom(
      db
        .selectFrom('accounts as held')
        .select(['held.id', 'held.user_type'])
        .where('held.user_id', '=', user)
        .orderBy('held.created_at'),
    ).as('accounts'),
    jsonObjectFrom(
      db
        .selectFrom('artist_profiles')
        .select(ARTIST_PROFILE_COLUMNS)
        .select((eb) =>
          eb
            .fn<string[]>('array', [
              eb
                .selectFrom('artist_unavailable_dates')
                .select(sql<string>`date::text`.as('date'))
                .whereRef('artist_unavailable_dates.user_id', '=', 'artist_profiles.user_id')
                .orderBy('date'),
            ])
            .as('unavailable_dates'),
        )
        .where('artist_profiles.user_id', '=', user)
        .where(activeType, '=', 'artist'),
    ).as('artist_profile'),
    jsonObjectFrom(
      db
        .selectFrom('brand_profiles')
        .select(BRAND_PROFILE_COLUMNS)
        .where('brand_profiles.user_id', '=', user)
        .where(activeType, '=', 'brand'),
    ).as('brand_profile'),
  ]);
});

export async function findSessionUser(db: DB, userId: string) {
  const [row] = await sessionUser.execute(db, null, { userId });
  return row;
}
