import { ZEmailCategory } from '@wallcraft/shared/schemas';
import { z } from 'zod';

export {
  ZEmailTokenRequest,
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
  ZSetEmailPreferenceRequest,
} from '@wallcraft/shared/schemas';

export const ZEmailPreferences = z
  .object({
    emailConfirmed: z.boolean().describe('Whether the address was confirmed from the sign-up mail'),
    categories: z.array(z.object({ category: ZEmailCategory, enabled: z.boolean() })),
  })
  .meta({ id: 'EmailPreferences' });
export type TEmailPreferences = z.infer<typeof ZEmailPreferences>;

export const ZUnsubscribed = z.object({ category: ZEmailCategory, label: z.string() }).meta({ id: 'Unsubscribed' });

export const ZEmailMessage = z.object({ message: z.string() });
