import { z } from 'zod';

/** Settings, Delete my account: the current password, so a session left open cannot delete the account. */
export const ZDeleteAccountRequest = z.object({
  password: z.string().min(1, 'Enter your password to delete your account').max(200),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
