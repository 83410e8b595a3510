import { PAGE_DESCRIPTION, ZPage } from '@wallcraft/shared/schemas';
import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import {
  ZCheckSavedRequest,
  ZCheckSavedResponse,
  ZCreateSavedRequest,
  ZIdRequest,
  ZListSavedRequest,
  ZSavedCounts,
  ZSavedItem,
} from './schemas';
import * as service from './service';

const tags = ['saved'];

export const savedRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/saved',
        tags,
        summary: 'Your saved items, each with its name, image, location and subtitle',
        description: `Newest first; ${PAGE_DESCRIPTION} Here limit defaults to 100. Items whose target no longer exists, or is hidden, are left out.`,
        errorResponses: [400, 401],
      },
    })
    .input(ZListSavedRequest)
    .output(ZPage(ZSavedItem))
    .query(({ ctx, input }) => service.listSaved(ctx.db, ctx.user.id, input)),
  counts: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/saved/counts',
        tags,
        summary: 'How many saved items each tab of the saved page holds',
        description: 'Counts what GET /saved answers for each tab, beyond its first page.',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZSavedCounts)
    .query(({ ctx }) => service.countSaved(ctx.db, ctx.user.id)),
  check: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/saved/check',
        tags,
        summary: 'Which of these items you saved',
        description:
          'One call for a page of cards: pass the ids it shows (any mix of types); the answer holds your saved entries among them.',
        errorResponses: [400, 401],
      },
    })
    .input(ZCheckSavedRequest)
    .output(ZCheckSavedResponse)
    .query(({ ctx, input }) => service.checkSaved(ctx.db, ctx.user.id, input)),
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/saved',
        tags,
        summary: 'Save an item',
        description:
          'The target must exist (404 "Item not found"). Saving the same pair again returns the existing entry. Your own profile cannot be saved (400).',
        errorResponses: [400, 401, 404],
      },
      successStatus: 201,
    })
    .input(ZCreateSavedRequest)
    .output(ZSavedItem)
    .mutation(({ ctx, input }) => service.saveItem(ctx.db, ctx.user.id, input)),
  remove: authedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/saved/{id}',
        tags,
        summary: 'Unsave one of your saved items',
        description: "Someone else's entry is 404.",
        errorResponses: [400, 401, 404],
      },
      successStatus: 204,
    })
    .input(ZIdRequest)
    .output(z.void())
    .mutation(({ ctx, input }) => service.removeSaved(ctx.db, ctx.user.id, input.id)),
});
