import { z } from 'zod';
import { EMAIL_CATEGORIES } from '../email';
import { ZEmail, ZNewPassword } from './auth';

export const ZEmailCategory = z.enum(EMAIL_CATEGORIES);

/** A link's token from a mail (confirmation, password reset, unsubscribe): opaque, URL-safe. */
export const ZEmailLinkToken = z
  .string()
  .trim()
  .min(1, 'The link is incomplete; open it from the email again')
  .max(500, 'The link is not valid');

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** The same password rule as sign-up. */
export const ZResetPasswordRequest = z.object({
  token: ZEmailLinkToken,
  password: ZNewPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZEmailTokenRequest = z.object({ token: ZEmailLinkToken });
export type TEmailTokenRequest = z.infer<typeof ZEmailTokenRequest>;

export const ZSetEmailPreferenceRequest = z.object({ category: ZEmailCategory, enabled: z.boolean() });
export type TSetEmailPreferenceRequest = z.infer<typeof ZSetEmailPreferenceRequest>;
