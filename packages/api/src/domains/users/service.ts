import type { DB } from '@wallcraft/db';
import type { TPage } from '@wallcraft/shared/schemas';
import { positionOf } from '../../lib/located';
import { mapPage } from '../../lib/paging';
import { AppError, accountGone } from '../../trpc/errors';
import { ensureAccount } from '../accounts/service';
import { listPublicUsers } from '../profiles/service';
import {
  findOwnUser,
  lockUser,
  setSuspension,
  setUserImages,
  updateUserColumns,
  type UserColumnsUpdate,
} from './queries';
import type { z } from 'zod';
import type { TSetImagesRequest, TUpdateUserRequest, TUser, TUserSummary, ZListUsersRequest } from './schemas';
import { sql } from 'kysely';
import { setHiddenAt } from '../../lib/visibility';

/** The own-record read, for a statement that reads it beside other rows (the session's user). */
export { selectOwnUser, toOwnUser } from './queries';

export async function getOwnUser(db: DB, userId: string): Promise<TUser> {
  const user = await findOwnUser(db, userId);
  if (!user) throw accountGone();
  return user;
}

/** PATCH /users/{id}: only on one's own user. With userType (onboarding) the profile is added if missing and made active. */
export async function updateUser(db: DB, actorId: string, input: TUpdateUserRequest): Promise<TUser> {
  if (input.id !== actorId) throw new AppError('FORBIDDEN', 'You can only edit your own account');
  const {
    id,
    userType,
    firstName,
    lastName,
    instagramHandle,
    twitterHandle,
    facebookHandle,
    tiktokHandle,
    businessName,
    businessEmail,
    emergencyContactName,
    emergencyContactPhone,
    lengthUnit,
    ...same
  } = input;
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
    length_unit: lengthUnit,
  };
  Object.assign(values, await positionOf(db, input));
  await db.transaction().execute(async (trx) => {
    if (userType) values.active_account_id = (await ensureAccount(trx, id, userType)).id;
    const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as UserColumnsUpdate;
    await updateUserColumns(trx, id, defined);
  });
  return getOwnUser(db, id);
}

export async function listUsers(db: DB, input: z.infer<typeof ZListUsersRequest>): Promise<TPage<TUserSummary>> {
  return mapPage(await listPublicUsers(db, input, null), (user) => {
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      userType: user.userType,
      verified: user.verified,
      location: user.location,
      // Rounded to about 1 km (listPublicUsers answers a visitor, never the user themselves).
      latitude: user.latitude,
      longitude: user.longitude,
      profileImageUrl: user.profileImageUrl,
      heroImageUrl: user.heroImageUrl,
      businessName: user.businessName,
    };
  });
}

/** PUT /users/{id}/images: only one's own; a field left out keeps its image, null removes it. */
export async function setImages(db: DB, actorId: string, input: TSetImagesRequest): Promise<TUser> {
  if (input.id !== actorId) throw new AppError('FORBIDDEN', 'You can only change your own images');
  const values: { profile_image_url?: string | null; hero_image_url?: string | null } = {};
  if (input.profileImageUrl !== undefined) values.profile_image_url = input.profileImageUrl;
  if (input.heroImageUrl !== undefined) values.hero_image_url = input.heroImageUrl;
  await setUserImages(db, actorId, values);
  return getOwnUser(db, actorId);
}

const day = (at: Date | string) => new Date(at).toISOString().slice(0, 10);

/**
 * Suspends a user (an operator's decision), in the caller's transaction: refused (409) when they are suspended
 * already. The caller ends their sessions after the commit, so a session resolved meanwhile sees the suspension.
 */
export async function suspendUser(trx: DB, id: string, reason: string) {
  const user = await lockUser(trx, id);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  if (user.suspended_at)
    throw new AppError(
      'CONFLICT',
      `This user is already suspended (since ${day(user.suspended_at)}); reinstate them first to change the reason`,
    );
  return setSuspension(trx, id, { at: new Date(), reason });
}

/** Lifts a suspension, in the caller's transaction (409 when there is none); returns the one lifted. */
export async function reinstateUser(trx: DB, id: string) {
  const user = await lockUser(trx, id);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  if (!user.suspended_at) throw new AppError('CONFLICT', 'This user is not suspended');
  await setSuspension(trx, id, null);
  return { suspended_at: user.suspended_at, suspended_reason: user.suspended_reason };
}

/** An operator hides or shows a person's public profile again (moderation); undefined when there is no such user. */
export function setUserHidden(trx: DB, id: string, hidden: boolean) {
  return setHiddenAt(trx, 'users', sql<boolean>`item.id = ${id}`, hidden);
}
