import { ZApiTokenScope } from '@wallcraft/shared';
import { z } from 'zod';

export { ZCreateApiTokenRequest, type TCreateApiTokenRequest } from '@wallcraft/shared/schemas';

/** A token as its owner sees it in the list: never the secret, which is shown once, when it is created. */
export const ZApiToken = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    prefix: z.string().describe('The first 8 characters after wc_, to tell tokens apart'),
    scopes: z.array(ZApiTokenScope),
    expiresAt: z.string().nullable().describe('ISO 8601; null: never expires'),
    lastUsedAt: z.string().nullable().describe('ISO 8601, to the minute; null: never used'),
    revokedAt: z.string().nullable().describe('ISO 8601; null: still works (unless expired)'),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'ApiToken' });
export type TApiToken = z.infer<typeof ZApiToken>;

export const ZCreatedApiToken = ZApiToken.extend({
  token: z.string().describe('The secret, wc_ and 43 characters: shown this once, store it now'),
}).meta({ id: 'CreatedApiToken' });
export type TCreatedApiToken = z.infer<typeof ZCreatedApiToken>;

export const ZApiTokenIdRequest = z.object({ id: z.string().uuid('The id must be a UUID') });
