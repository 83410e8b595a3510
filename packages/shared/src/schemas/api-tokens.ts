import { z } from 'zod';
import { ZApiTokenScope } from '../enums';
import { requiredText } from './fields';

/** Personal API tokens (issue 17): the settings form and the API check a new token with this. */

export const API_TOKEN_NAME_MAX_LENGTH = 100;
export const API_TOKEN_MAX_DAYS = 365;

export const ZCreateApiTokenRequest = z.object({
  name: requiredText('Name', API_TOKEN_NAME_MAX_LENGTH).describe(
    `What the token is for, so you recognise it later: 1 to ${API_TOKEN_NAME_MAX_LENGTH} characters`,
  ),
  scopes: z
    .array(ZApiTokenScope)
    .min(1, 'Choose at least one scope')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope may be listed once')
    .describe('What the token may do; it can do nothing else'),
  expiresInDays: z
    .number({ error: 'expiresInDays must be a number of days' })
    .int('expiresInDays must be a whole number of days')
    .min(1, 'expiresInDays must be at least 1')
    .max(API_TOKEN_MAX_DAYS, `expiresInDays must be at most ${API_TOKEN_MAX_DAYS}`)
    .optional()
    .describe(`Days until the token stops working (1 to ${API_TOKEN_MAX_DAYS}); left out, it never expires`),
});
export type TCreateApiTokenRequest = z.output<typeof ZCreateApiTokenRequest>;
