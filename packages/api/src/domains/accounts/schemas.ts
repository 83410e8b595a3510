import { ZUserType } from '@wallcraft/shared';
import { z } from 'zod';

export const ZAccount = z
  .object({
    id: z.string().uuid(),
    userType: ZUserType,
    displayName: z.string(),
  })
  .meta({ id: 'Account' });
export type TAccount = z.infer<typeof ZAccount>;

export const ZCreateAccountRequest = z.object({ userType: ZUserType });
export const ZSetActiveAccountRequest = z.object({ accountId: z.string().uuid('accountId must be a profile id') });
