import { PAGE_DESCRIPTION } from '@wallcraft/shared/schemas';
import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import {
  ZCreateWebhookRequest,
  ZListWebhookDeliveriesRequest,
  ZRedeliverRequest,
  ZUpdateWebhookRequest,
  ZWebhookDelivery,
  ZWebhookDeliveryPage,
  ZWebhookEndpoint,
  ZWebhookIdRequest,
} from './schemas';
import * as service from './service';

const tags = ['webhooks'];
/** A session, or an API token with webhooks:write: managing endpoints is one permission. */
const scopes = ['webhooks:write' as const];
const NOT_YOURS = "Someone else's endpoint is 404.";

export const webhooksRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/webhooks',
        tags,
        summary: 'Your webhook endpoints, newest first, with their signing secrets',
        errorResponses: [401, 403],
      },
      scopes,
    })
    .input(z.void())
    .output(z.array(ZWebhookEndpoint))
    .query(({ ctx }) => service.listEndpoints(ctx.db, ctx.user.id)),
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/webhooks',
        tags,
        summary: 'Register a webhook endpoint for some event types',
        description:
          'Events are POSTed as JSON with a WallCraft-Signature header (docs/api.md says how to check it); an https URL on a public address.',
        errorResponses: [400, 401, 403, 409],
      },
      scopes,
      successStatus: 201,
    })
    .input(ZCreateWebhookRequest)
    .output(ZWebhookEndpoint)
    .mutation(({ ctx, input }) => service.createEndpoint(ctx.db, ctx.env, ctx.user.id, input)),
  update: authedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/webhooks/{id}',
        tags,
        summary: 'Change an endpoint: its URL, events, description, or enable / disable it',
        description: `Enabling clears the failure count and resumes pending deliveries. ${NOT_YOURS}`,
        errorResponses: [400, 401, 403, 404],
      },
      scopes,
    })
    .input(ZUpdateWebhookRequest)
    .output(ZWebhookEndpoint)
    .mutation(({ ctx, input }) => service.updateEndpoint(ctx.db, ctx.env, ctx.user.id, input)),
  rotateSecret: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/webhooks/{id}/rotate-secret',
        tags,
        summary: 'Replace the signing secret; deliveries from now on use the new one',
        description: NOT_YOURS,
        errorResponses: [400, 401, 403, 404],
      },
      scopes,
    })
    .input(ZWebhookIdRequest)
    .output(ZWebhookEndpoint)
    .mutation(({ ctx, input }) => service.rotateSecret(ctx.db, ctx.user.id, input.id)),
  delete: authedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/webhooks/{id}',
        tags,
        summary: 'Delete an endpoint and its delivery log',
        description: NOT_YOURS,
        errorResponses: [400, 401, 403, 404],
      },
      scopes,
      successStatus: 204,
    })
    .input(ZWebhookIdRequest)
    .output(z.void())
    .mutation(({ ctx, input }) => service.deleteEndpoint(ctx.db, ctx.user.id, input.id)),
  deliveries: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/webhooks/{id}/deliveries',
        tags,
        summary: "An endpoint's deliveries, newest first, each with its attempts",
        description: `${PAGE_DESCRIPTION} ${NOT_YOURS}`,
        errorResponses: [400, 401, 403, 404],
      },
      scopes,
    })
    .input(ZListWebhookDeliveriesRequest)
    .output(ZWebhookDeliveryPage)
    .query(({ ctx, input }) => service.listDeliveries(ctx.db, ctx.user.id, input)),
  redeliver: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/webhooks/{id}/deliveries/{deliveryId}/redeliver',
        tags,
        summary: 'Send a delivery again now (the same event id), with a fresh 3-day retry window',
        description: `A disabled endpoint is 409: enable it first. ${NOT_YOURS}`,
        errorResponses: [400, 401, 403, 404, 409],
      },
      scopes,
    })
    .input(ZRedeliverRequest)
    .output(ZWebhookDelivery)
    .mutation(({ ctx, input }) => service.redeliver(ctx.db, ctx.user.id, input)),
});
