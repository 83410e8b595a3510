import type { DB } from '@wallcraft/db';
import {
  slugFromTitle,
  type TCreateHelpArticleRequest,
  type TUpdateHelpArticleRequest,
} from '@wallcraft/shared/schemas';
import type { Context } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import { actorOf, audited, recordAudit } from './audit';
import * as queries from './help-articles-queries';
import type { TAdminHelpArticle, TAdminHelpArticleListRequest } from './help-articles-schemas';

/**
 * Help articles as operators write them: drafts until published (only published ones reach the help center
 * and the support assistant). Every change is audited in its own transaction.
 */

type AdminCtx = Context & { admin: NonNullable<Context['admin']> };
type SummaryRow = Awaited<ReturnType<typeof queries.listArticles>>['items'][number];
type ArticleRow = NonNullable<Awaited<ReturnType<typeof queries.findArticle>>>;

const toSummary = (row: SummaryRow) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  category: row.category,
  previewText: row.preview_text,
  published: row.published_at !== null,
  publishedAt: row.published_at?.toISOString() ?? null,
  updatedAt: row.updated_at.toISOString(),
});

const toArticle = (row: ArticleRow): TAdminHelpArticle => ({
  ...toSummary(row),
  content: row.content,
  muralImageUrl: row.mural_image_url,
  createdAt: row.created_at.toISOString(),
});

export async function listArticles(db: DB, input: TAdminHelpArticleListRequest) {
  const result = await queries.listArticles(db, input);
  return { ...result, items: result.items.map(toSummary) };
}

async function found(db: DB, id: string, options?: { lock: boolean }): Promise<ArticleRow> {
  const row = await queries.findArticle(db, id, options);
  if (!row) throw new AppError('NOT_FOUND', 'Help article not found');
  return row;
}

export async function getArticle(db: DB, id: string): Promise<TAdminHelpArticle> {
  return toArticle(await found(db, id));
}

const slugConflict = (slug: string) =>
  new AppError('CONFLICT', `slug: Another article already lives at /help/${slug}; choose another slug`);

/** Postgres's unique violation: two operators took the same slug at once. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** What an audit row keeps of an article: its fields, the content only as its length (it can be long). */
function auditView(row: { [key: string]: unknown; content?: string | null }) {
  const { content, ...rest } = row;
  return content === undefined ? rest : { ...rest, content: `${content?.length ?? 0} characters` };
}

export async function createArticle(ctx: AdminCtx, input: TCreateHelpArticleRequest): Promise<TAdminHelpArticle> {
  const slug = input.slug ?? slugFromTitle(input.title);
  return audited(ctx.db, actorOf(ctx), async (trx) => {
    const id = await queries.insertArticle(trx, {
      slug,
      title: input.title,
      category: input.category,
      preview_text: input.previewText ?? null,
      content: input.content,
      mural_image_url: input.muralImageUrl ?? null,
      // The column defaults to now() (the articles that existed before drafts are published): say it.
      published_at: input.publish ? new Date() : null,
    });
    if (!id) throw slugConflict(slug);
    const article = toArticle(await found(trx, id));
    return {
      result: article,
      audit: {
        action: 'help_article.create',
        targetType: 'help_article',
        targetId: id,
        after: auditView({
          slug,
          title: article.title,
          category: article.category,
          content: article.content,
          published: article.published,
        }),
      },
    };
  });
}

const COLUMNS = {
  title: 'title',
  slug: 'slug',
  category: 'category',
  previewText: 'preview_text',
  content: 'content',
  muralImageUrl: 'mural_image_url',
} as const;

/** Changes the fields sent; a field sent with its current value is no change, and no change records nothing. */
export async function updateArticle(ctx: AdminCtx, input: TUpdateHelpArticleRequest): Promise<TAdminHelpArticle> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await found(trx, input.id, { lock: true });
      const current = toArticle(row);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const field of Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]) {
        const value = input[field];
        if (value === undefined || value === current[field]) continue;
        before[field] = current[field];
        after[field] = value;
      }
      if (Object.keys(after).length === 0) return current;
      if (typeof after.slug === 'string' && (await queries.slugTaken(trx, after.slug, input.id)))
        throw slugConflict(after.slug);
      await queries.updateArticle(
        trx,
        input.id,
        Object.fromEntries(
          Object.entries(after).map(([field, value]) => [COLUMNS[field as keyof typeof COLUMNS], value]),
        ),
      );
      await recordAudit(trx, actorOf(ctx), {
        action: 'help_article.update',
        targetType: 'help_article',
        targetId: input.id,
        before: auditView(before),
        after: auditView(after),
      });
      return toArticle(await found(trx, input.id));
    });
  } catch (error) {
    if (isUniqueViolation(error) && input.slug) throw slugConflict(input.slug);
    throw error;
  }
}

/** Publishes (the help center and the assistant see it from now on) or takes back to draft; the same state again records nothing. */
export async function setPublished(ctx: AdminCtx, id: string, published: boolean): Promise<TAdminHelpArticle> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await found(trx, id, { lock: true });
    if ((row.published_at !== null) === published) return toArticle(row);
    await queries.updateArticle(trx, id, { published_at: published ? new Date() : null });
    await recordAudit(trx, actorOf(ctx), {
      action: published ? 'help_article.publish' : 'help_article.unpublish',
      targetType: 'help_article',
      targetId: id,
      before: { published: !published },
      after: { published },
    });
    return toArticle(await found(trx, id));
  });
}
