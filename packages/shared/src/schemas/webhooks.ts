import { z } from 'zod';
import { ZWebhookEventType } from '../enums';
import { ZWebhookUrl } from './urls';

/** Webhook endpoints (issue 17): the settings form and the API check an endpoint with these. */

export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;

const eventTypes = z
  .array(ZWebhookEventType)
  .min(1, 'Choose at least one event')
  .refine((types) => new Set(types).size === types.length, 'Each event may be listed once')
  .describe('The events sent to this endpoint');

const description = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX_LENGTH, `Description must be at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`)
  .describe('A note for you: what the endpoint is for');

export const ZCreateWebhookRequest = z.object({
  url: ZWebhookUrl,
  description: description.default(''),
  eventTypes,
});
export type TCreateWebhookRequest = z.output<typeof ZCreateWebhookRequest>;

export const ZUpdateWebhookRequest = z
  .object({
    id: z.string().uuid('The id must be a UUID'),
    url: ZWebhookUrl.optional(),
    description: description.optional(),
    eventTypes: eventTypes.optional(),
    enabled: z.boolean().optional().describe('false pauses deliveries; true resumes them and clears the failure count'),
  })
  .refine(
    (input) => [input.url, input.description, input.eventTypes, input.enabled].some((value) => value !== undefined),
    'Send at least one of url, description, eventTypes or enabled to change',
  );
export type TUpdateWebhookRequest = z.output<typeof ZUpdateWebhookRequest>;
