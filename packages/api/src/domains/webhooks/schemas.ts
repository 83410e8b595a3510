import { ZWebhookDeliveryStatus, ZWebhookEventType } from '@wallcraft/shared';
import { pageRequest, ZPage } from '@wallcraft/shared/schemas';
import { z } from 'zod';

export {
  ZCreateWebhookRequest,
  ZUpdateWebhookRequest,
  type TCreateWebhookRequest,
  type TUpdateWebhookRequest,
} from '@wallcraft/shared/schemas';

/** An endpoint as its owner sees it, secret included: they need it to verify each delivery's signature. */
export const ZWebhookEndpoint = z
  .object({
    id: z.string().uuid(),
    url: z.string(),
    description: z.string(),
    eventTypes: z.array(ZWebhookEventType),
    secret: z.string().describe('whsec_...: the key of the WallCraft-Signature HMAC; only you see it'),
    enabled: z.boolean().describe('false: nothing is delivered (disabledReason says why)'),
    disabledAt: z.string().nullable().describe('ISO 8601'),
    disabledReason: z.string().nullable(),
    consecutiveFailures: z.number().int().describe('Failed attempts since the last success'),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'WebhookEndpoint' });
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookAttempt = z
  .object({
    attemptedAt: z.string().describe('ISO 8601'),
    statusCode: z.number().int().nullable().describe("The receiver's HTTP status; null when it did not answer"),
    error: z.string().nullable(),
    durationMs: z.number().int(),
  })
  .meta({ id: 'WebhookAttempt' });

export const ZWebhookDelivery = z
  .object({
    id: z.string().uuid(),
    eventId: z.string().uuid().describe('The WallCraft-Event-Id header: deduplicate by it'),
    eventType: ZWebhookEventType,
    status: ZWebhookDeliveryStatus,
    attempts: z.number().int(),
    nextAttemptAt: z.string().nullable().describe('ISO 8601, while pending'),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    deliveredAt: z.string().nullable().describe('ISO 8601'),
    createdAt: z.string().describe('ISO 8601'),
    attemptLog: z.array(ZWebhookAttempt).describe('Every attempt, oldest first'),
  })
  .meta({ id: 'WebhookDelivery' });
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookIdRequest = z.object({ id: z.string().uuid('The id must be a UUID') });

export const ZListWebhookDeliveriesRequest = pageRequest().extend({ id: z.string().uuid('The id must be a UUID') });
export type TListWebhookDeliveriesRequest = z.infer<typeof ZListWebhookDeliveriesRequest>;
export const ZWebhookDeliveryPage = ZPage(ZWebhookDelivery);

export const ZRedeliverRequest = z.object({
  id: z.string().uuid('The id must be a UUID'),
  deliveryId: z.string().uuid('The deliveryId must be a UUID'),
});
