import type { Context } from '../../../trpc/context';
import { adminProcedure, operatorProcedure } from '../../../trpc/procedures';
import {
  ZAdminHelpArticle,
  ZAdminHelpArticleId,
  ZAdminHelpArticleListRequest,
  ZAdminHelpArticlePage,
  ZCreateHelpArticleRequest,
  ZUpdateHelpArticleRequest,
} from '../../help-articles/schemas';
import * as articles from '../../help-articles/service';
import { actorOf, recordAudit } from '../audit';

const tags = ['admin'];

/** What an audit row keeps of an article: its fields, the content only as its length (it can be long). */
function auditView(row: { [key: string]: unknown; content?: string | null }) {
  const { content, ...rest } = row;
  return content === undefined ? rest : { ...rest, content: `${content?.length ?? 0} characters` };
}

/** The operator's changes to help articles, audited in the change's transaction as help_article.<kind>. */
function auditor(ctx: Pick<Context, 'ip'> & { admin: { id: string } }): articles.HelpArticleChangeRecorder {
  const actor = actorOf(ctx);
  return (trx, { kind, id, before, after }) =>
    recordAudit(trx, actor, {
      action: `help_article.${kind}`,
      targetType: 'help_article',
      targetId: id,
      before: before && auditView(before),
      after: auditView(after),
    });
}
const VISIBILITY =
  'Only published articles reach the help center (/api/help-articles) and the support assistant; a draft is seen here only.';

/** Spread into the admin router: writing, publishing and taking back help articles. */
export const helpArticleProcedures = {
  helpArticles: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/help-articles',
        tags,
        summary: 'Every help article, drafts included, the latest edited first, paged with the total',
        description: VISIBILITY,
        errorResponses: [400, 401],
      },
    })
    .input(ZAdminHelpArticleListRequest)
    .output(ZAdminHelpArticlePage)
    .query(({ ctx, input }) => articles.listForOperators(ctx.db, input)),
  helpArticle: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/help-articles/{id}',
        tags,
        summary: 'One help article with its content, draft or published',
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZAdminHelpArticleId)
    .output(ZAdminHelpArticle)
    .query(({ ctx, input }) => articles.getForOperators(ctx.db, input.id)),
  createHelpArticle: operatorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/help-articles',
        tags,
        summary: 'Write a help article: a draft unless publish is true',
        description: `Operators and superadmins. Without a slug, one is made from the title; a slug in use answers 409. ${VISIBILITY}`,
        errorResponses: [400, 401, 403, 409],
      },
      successStatus: 201,
    })
    .input(ZCreateHelpArticleRequest)
    .output(ZAdminHelpArticle)
    .mutation(({ ctx, input }) => articles.createArticle(ctx.db, input, auditor(ctx))),
  updateHelpArticle: operatorProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/help-articles/{id}',
        tags,
        summary: 'Edit a help article: the fields sent change',
        description:
          'Operators and superadmins. A slug in use by another article answers 409. Audited with the changed fields before and after (the content by its length).',
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZUpdateHelpArticleRequest)
    .output(ZAdminHelpArticle)
    .mutation(({ ctx, input }) => articles.updateArticle(ctx.db, input, auditor(ctx))),
  publishHelpArticle: operatorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/help-articles/{id}/publish',
        tags,
        summary: 'Publish a help article: the help center and the assistant see it from now on',
        description: 'Operators and superadmins. Publishing a published article changes nothing.',
        errorResponses: [400, 401, 403, 404],
      },
    })
    .input(ZAdminHelpArticleId)
    .output(ZAdminHelpArticle)
    .mutation(({ ctx, input }) => articles.setPublished(ctx.db, input.id, true, auditor(ctx))),
  unpublishHelpArticle: operatorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/help-articles/{id}/unpublish',
        tags,
        summary: 'Take a help article back to draft: its public page answers 404 and the assistant stops citing it',
        description: 'Operators and superadmins. Unpublishing a draft changes nothing.',
        errorResponses: [400, 401, 403, 404],
      },
    })
    .input(ZAdminHelpArticleId)
    .output(ZAdminHelpArticle)
    .mutation(({ ctx, input }) => articles.setPublished(ctx.db, input.id, false, auditor(ctx))),
};
