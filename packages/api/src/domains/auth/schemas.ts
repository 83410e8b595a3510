import { PASSWORD_MIN_LENGTH } from '@wallcraft/shared';
import { z } from 'zod';
import { ZAccount } from '../accounts/schemas';
import { ZUser } from '../users/schemas';

const ZEmail = z.string().trim().toLowerCase().email('Enter a valid email address').max(254);

export const ZRegisterRequest = z.object({
  email: ZEmail,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'Password must be at most 200 characters'),
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Password is required').max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZAuthResponse = z.object({ user: ZUser });

export const ZCurrentUser = z
  .object({
    user: ZUser,
    activeAccount: ZAccount.nullable(),
    accounts: z.array(ZAccount),
    requiresOnboarding: z.boolean().describe('True until the user has a profile type, a first name and a last name'),
  })
  .meta({ id: 'CurrentUser' });
export type TCurrentUser = z.infer<typeof ZCurrentUser>;
