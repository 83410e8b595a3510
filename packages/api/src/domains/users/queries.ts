import type { DB } from '@wallcraft/db';
import { toProfileFields } from '../profiles/fields';
import type { TUser } from './schemas';

/** The columns of a user's own record, with the active profile's type. Never the password hash. */
export function selectOwnUser(db: DB, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('accounts', 'accounts.id', 'users.active_account_id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'accounts.user_type',
      'users.verified',
      'users.location',
      'users.latitude',
      'users.longitude',
      'users.bio',
      'users.website',
      'users.instagram_handle',
      'users.twitter_handle',
      'users.facebook_handle',
      'users.tiktok_handle',
      'users.profile_image_url',
      'users.hero_image_url',
      'users.business_name',
      'users.dba',
      'users.address',
      'users.phone',
      'users.business_email',
      'users.emergency_contact_name',
      'users.emergency_contact_phone',
      'users.length_unit',
      'users.created_at',
    ])
    .where('users.id', '=', userId);
}

export type OwnUserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectOwnUser>['executeTakeFirst']>>>;

export function toOwnUser(row: OwnUserRow): TUser {
  // Onto the fresh fields object: a literal opening with a spread is V8's slow path (trpc/create-context.ts).
  return Object.assign(toProfileFields(row), {
    email: row.email,
    userType: row.user_type ?? null,
    dba: row.dba,
    address: row.address,
    phone: row.phone,
    businessEmail: row.business_email,
    emergencyContactName: row.emergency_contact_name,
    emergencyContactPhone: row.emergency_contact_phone,
    lengthUnit: row.length_unit,
  });
}

export async function findOwnUser(db: DB, userId: string): Promise<TUser | undefined> {
  const row = await selectOwnUser(db, userId).executeTakeFirst();
  return row && toOwnUser(row);
}

export type UserColumnsUpdate = {
  first_name?: string;
  last_name?: string;
  location?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  bio?: string | null;
  website?: string | null;
  instagram_handle?: string | null;
  twitter_handle?: string | null;
  facebook_handle?: string | null;
  tiktok_handle?: string | null;
  business_name?: string | null;
  dba?: string | null;
  address?: string | null;
  phone?: string | null;
  business_email?: string | null;
  emergency_contact_name?: string | null;
  emergency_contact_phone?: string | null;
  length_unit?: 'ft' | 'm';
  active_account_id?: string;
};

export async function updateUserColumns(db: DB, userId: string, values: UserColumnsUpdate): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** PUT /users/{id}/images: a field left out keeps its image. */
export async function setUserImages(
  db: DB,
  userId: string,
  values: { profile_image_url?: string | null; hero_image_url?: string | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** The user's row, locked for a suspension or a reinstatement. */
export function lockUser(trx: DB, id: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'email', 'suspended_at', 'suspended_reason'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function setSuspension(trx: DB, id: string, suspension: { at: Date; reason: string } | null) {
  return trx
    .updateTable('users')
    .set({
      suspended_at: suspension?.at ?? null,
      suspended_reason: suspension?.reason ?? null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returning(['suspended_at', 'suspended_reason'])
    .executeTakeFirstOrThrow();
}
