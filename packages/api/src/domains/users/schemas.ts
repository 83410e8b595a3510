import { ZUserType } from '@wallcraft/shared';
import { z } from 'zod';
import { ZImageUrl, ZListRequest, ZPathId } from '../../lib/fields';

const text = (max: number) => z.string().trim().max(max);
/** Optional text on update: "" clears the field (stored as null). */
const optionalText = (max: number) =>
  text(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

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

export const ZUpdateUserRequest = z.object({
  id: z.string().uuid(),
  firstName: text(100).min(1, 'First name is required').optional(),
  lastName: text(100).min(1, 'Last name is required').optional(),
  userType: ZUserType.optional().describe('Onboarding: adds this profile if missing and makes it the active one'),
  location: optionalText(200),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  bio: optionalText(5000),
  // Scheme-less addresses ("ava.example.com") are fine; any scheme other than http(s) is refused.
  website: optionalText(500).refine((v) => v == null || !/^[a-z][a-z0-9+.-]*:/i.test(v) || /^https?:\/\//i.test(v), 'Website must be a web address (http:// or https://)'),
  instagramHandle: optionalText(100),
  twitterHandle: optionalText(100),
  facebookHandle: optionalText(100),
  tiktokHandle: optionalText(100),
  businessName: optionalText(200),
  dba: optionalText(200),
  address: optionalText(500),
  phone: optionalText(50),
  businessEmail: z.union([z.literal(''), z.string().trim().max(254, 'Business email must be at most 254 characters').email('Business email must be a valid email address')]).transform((v) => (v === '' ? null : v)).nullable().optional(),
  emergencyContactName: optionalText(200),
  emergencyContactPhone: optionalText(50),
});
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

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

export const ZSetImagesRequest = z
  .object({
    id: z.string().uuid(),
    profileImageUrl: ZImageUrl.nullable().optional().describe('null removes it; leave out to keep it'),
    heroImageUrl: ZImageUrl.nullable().optional().describe('null removes it; leave out to keep it'),
  })
  .refine((v) => v.profileImageUrl !== undefined || v.heroImageUrl !== undefined, 'Send profileImageUrl, heroImageUrl or both');
export type TSetImagesRequest = z.infer<typeof ZSetImagesRequest>;
