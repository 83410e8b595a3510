import { ZUserType } from '@wallcraft/shared';
import { z } from 'zod';
import { ZPathId } from '@wallcraft/shared/schemas';
import { ZListRequest } from '../../lib/fields';

/** The signed-in user's own record: private fields included, never the password hash. */
export const ZUser = z
  .object({
    id: z.string().uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    userType: ZUserType.nullable().describe("The active profile's type; null until the user picks one"),
    verified: z.boolean(),
    location: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    bio: z.string().nullable(),
    website: z.string().nullable(),
    instagramHandle: z.string().nullable(),
    twitterHandle: z.string().nullable(),
    facebookHandle: z.string().nullable(),
    tiktokHandle: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    heroImageUrl: z.string().nullable(),
    businessName: z.string().nullable(),
    dba: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    businessEmail: z.string().nullable(),
    emergencyContactName: z.string().nullable(),
    emergencyContactPhone: z.string().nullable(),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'User' });
export type TUser = z.infer<typeof ZUser>;

export { ZUpdateUserRequest, type TUpdateUserRequest } from '@wallcraft/shared/schemas';

/** What anyone may see of a user: never email, phone, address, business email or emergency contacts. */
export const ZPublicUser = ZUser.omit({
  email: true,
  dba: true,
  address: true,
  phone: true,
  businessEmail: true,
  emergencyContactName: true,
  emergencyContactPhone: true,
})
  .extend({
    userType: ZUserType.nullable().describe("The active profile's type"),
    userTypes: z.array(ZUserType).describe('Every profile type the user holds, oldest first'),
  })
  .meta({ id: 'PublicUser' });
export type TPublicUser = z.infer<typeof ZPublicUser>;

export const ZUserSummary = ZPublicUser.pick({
  id: true, firstName: true, lastName: true, userType: true, verified: true, location: true, profileImageUrl: true, heroImageUrl: true, businessName: true,
}).meta({ id: 'UserSummary' });
export type TUserSummary = z.infer<typeof ZUserSummary>;

export const ZListUsersRequest = ZListRequest.extend({
  userType: ZUserType.optional().describe('Only users holding this profile type'),
});

export const ZUserIdRequest = z.object({ id: ZPathId });

export { ZSetImagesRequest, type TSetImagesRequest } from '@wallcraft/shared/schemas';
