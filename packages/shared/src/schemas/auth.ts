import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { ZUserType } from '../enums';

export const ZEmail = z.string().trim().toLowerCase().email('Enter a valid email address').max(254);

/** The password rule for a new password (sign-up and reset). */
export const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters');

export const ZRegisterRequest = z.object({
  email: ZEmail,
  password: ZNewPassword,
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
  referralCode: z
    .string()
    .nullish()
    .describe(
      "The ?ref= code the visitor arrived with: a friend's code records the sign-up as that friend's referral; an unknown or malformed one is ignored and never blocks the sign-up",
    ),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Password is required').max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Adds a profile (artist, brand, wall owner) to the signed-in user. */
export const ZCreateAccountRequest = z.object({ userType: ZUserType });
export type TCreateAccountRequest = z.infer<typeof ZCreateAccountRequest>;

export const ZSetActiveAccountRequest = z.object({ accountId: z.string().uuid('accountId must be a profile id') });
export type TSetActiveAccountRequest = z.infer<typeof ZSetActiveAccountRequest>;

/** The admin console's sign-in. */
export const ZAdminLoginRequest = z.object({
  username: z.string().trim().min(1, 'Username is required').max(100),
  password: z.string().min(1, 'Password is required').max(200),
});
export type TAdminLoginRequest = z.infer<typeof ZAdminLoginRequest>;
