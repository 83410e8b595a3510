import type { DB } from '@wallcraft/db';
import { AppError } from '../../trpc/errors';
import { ensureAccount } from '../accounts/service';
import { findOwnUser, updateUserColumns, type UserColumnsUpdate } from './queries';
import type { TUpdateUserRequest, TUser } from './schemas';

export async function getOwnUser(db: DB, userId: string): Promise<TUser> {
  const user = await findOwnUser(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Your account no longer exists; sign in again');
  return user;
}

/** PATCH /users/{id}: only on one's own user. With userType (onboarding) the profile is added if missing and made active. */
export async function updateUser(db: DB, actorId: string, input: TUpdateUserRequest): Promise<TUser> {
  if (input.id !== actorId) throw new AppError('FORBIDDEN', 'You can only edit your own account');
  const { id, userType, firstName, lastName, instagramHandle, twitterHandle, facebookHandle, tiktokHandle, businessName, businessEmail, emergencyContactName, emergencyContactPhone, ...same } = input;
  const values: UserColumnsUpdate = {
    ...same,
    first_name: firstName,
    last_name: lastName,
    instagram_handle: instagramHandle,
    twitter_handle: twitterHandle,
    facebook_handle: facebookHandle,
    tiktok_handle: tiktokHandle,
    business_name: businessName,
    business_email: businessEmail,
    emergency_contact_name: emergencyContactName,
    emergency_contact_phone: emergencyContactPhone,
  };
  await db.transaction().execute(async (trx) => {
    if (userType) values.active_account_id = (await ensureAccount(trx, id, userType)).id;
    const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as UserColumnsUpdate;
    await updateUserColumns(trx, id, defined);
  });
  return getOwnUser(db, id);
}
