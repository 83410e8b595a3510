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

export { ZCreateAccountRequest, ZSetActiveAccountRequest } from '@wallcraft/shared/schemas';
