import { PAGE_DESCRIPTION, ZPage } from '@wallcraft/shared/schemas';
import { router } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { ZGetHelpArticleRequest, ZHelpArticle, ZHelpArticleSummary, ZListHelpArticlesRequest } from './schemas';
import * as service from './service';

const tags = ['help'];

export const helpArticlesRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/help-articles',
        tags,
        summary: 'Help center articles, optionally by category and search',
        description:
          'Cards only (no content). Without search, ordered by title; with search, best match first. Open to everyone. ' +
          PAGE_DESCRIPTION,
        errorResponses: [400],
      },
    })
    .input(ZListHelpArticlesRequest)
    .output(ZPage(ZHelpArticleSummary))
    .query(({ ctx, input }) => service.listArticles(ctx.db, input)),
  get: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/help-articles/{slug}',
        tags,
        summary: 'One help article with its content',
        description: 'Open to everyone. 404 "Article not found" for an unknown slug.',
        errorResponses: [400, 404],
      },
    })
    .input(ZGetHelpArticleRequest)
    .output(ZHelpArticle)
    .query(({ ctx, input }) => service.getArticle(ctx.db, input.slug)),
});
