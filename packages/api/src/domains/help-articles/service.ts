import type { DB } from '@wallcraft/db';
import {
  slugFromTitle,
  type TCreateHelpArticleRequest,
  type TPage,
  type TUpdateHelpArticleRequest,
} from '@wallcraft/shared/schemas';
import { mapPage } from '../../lib/paging';
import { AppError } from '../../trpc/errors';
import * as queries from './queries';
import type {
  TAdminHelpArticle,
  TAdminHelpArticleListRequest,
  TAdminHelpArticleSummary,
  THelpArticle,
  THelpArticleSummary,
  TListHelpArticlesRequest,
} from './schemas';

/**
 * Help articles: drafts until an operator publishes them, and only published ones reach the help center and the
 * support assistant (chat reads them itself, in its retrieval queries).
 */

type CardRow = Pick<
  NonNullable<Awaited<ReturnType<typeof queries.findById>>>,
  'id' | 'slug' | 'title' | 'category' | 'preview_text'
>;
type SummaryRow = Awaited<ReturnType<typeof queries.listArticles>>['items'][number];
type OperatorSummaryRow = Awaited<ReturnType<typeof queries.listForOperators>>['items'][number];
type ArticleRow = NonNullable<Awaited<ReturnType<typeof queries.findById>>>;

/** The fields every view of an article starts with. */
const card = (row: CardRow) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  category: row.category,
  previewText: row.preview_text,
});

const toSummary = (row: SummaryRow): THelpArticleSummary => ({ ...card(row), muralImageUrl: row.mural_image_url });

const toOperatorSummary = (row: OperatorSummaryRow): TAdminHelpArticleSummary => ({
  ...card(row),
  published: row.published_at !== null,
  publishedAt: row.published_at?.toISOString() ?? null,
  updatedAt: row.updated_at.toISOString(),
});

const toOperatorArticle = (row: ArticleRow): TAdminHelpArticle => ({
  ...toOperatorSummary(row),
  content: row.content,
  muralImageUrl: row.mural_image_url,
  createdAt: row.created_at.toISOString(),
});

export async function listArticles(db: DB, input: TListHelpArticlesRequest): Promise<TPage<THelpArticleSummary>> {
  const search = input.search ? input.search : undefined;
  return mapPage(await queries.listArticles(db, { ...input, search }), toSummary);
}

export async function getArticle(db: DB, slug: string): Promise<THelpArticle> {
  const row = await queries.findArticle(db, slug);
  if (!row) throw new AppError('NOT_FOUND', 'Article not found');
  return { ...toSummary(row), content: row.content, updatedAt: row.updated_at.toISOString() };
}

/**
 * A change an operator made, handed to the caller in the change's own transaction (the console audits it there):
 * the fields as they were and as they are now.
 */
export type HelpArticleChange = {
  kind: 'create' | 'update' | 'publish' | 'unpublish';
  id: string;
  before?: Record<string, unknown>;
  after: Record<string, unknown>;
};
export type HelpArticleChangeRecorder = (trx: DB, change: HelpArticleChange) => Promise<void>;

/** Every article for the console, drafts included. */
export async function listForOperators(db: DB, input: TAdminHelpArticleListRequest) {
  const result = await queries.listForOperators(db, input);
  return { ...result, items: result.items.map(toOperatorSummary) };
}

async function found(db: DB, id: string, options?: { lock: boolean }): Promise<ArticleRow> {
  const row = await queries.findById(db, id, options);
  if (!row) throw new AppError('NOT_FOUND', 'Help article not found');
  return row;
}

export async function getForOperators(db: DB, id: string): Promise<TAdminHelpArticle> {
  return toOperatorArticle(await found(db, id));
}

const slugConflict = (slug: string) =>
  new AppError('CONFLICT', `slug: Another article already lives at /help/${slug}; choose another slug`);

/** Postgres's unique violation: two operators took the same slug at once. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export async function createArticle(
  db: DB,
  input: TCreateHelpArticleRequest,
  record: HelpArticleChangeRecorder,
): Promise<TAdminHelpArticle> {
  const slug = input.slug ?? slugFromTitle(input.title);
  return db.transaction().execute(async (trx) => {
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
    const article = toOperatorArticle(await found(trx, id));
    const { title, category, content, published } = article;
    await record(trx, { kind: 'create', id, after: { slug, title, category, content, published } });
    return article;
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
export async function updateArticle(
  db: DB,
  input: TUpdateHelpArticleRequest,
  record: HelpArticleChangeRecorder,
): Promise<TAdminHelpArticle> {
  try {
    return await db.transaction().execute(async (trx) => {
      const current = toOperatorArticle(await found(trx, input.id, { lock: true }));
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
      await record(trx, { kind: 'update', id: input.id, before, after });
      return toOperatorArticle(await found(trx, input.id));
    });
  } catch (error) {
    if (isUniqueViolation(error) && input.slug) throw slugConflict(input.slug);
    throw error;
  }
}

/** Publishes (the help center and the assistant see it from now on) or takes back to draft; the same state again records nothing. */
export async function setPublished(
  db: DB,
  id: string,
  published: boolean,
  record: HelpArticleChangeRecorder,
): Promise<TAdminHelpArticle> {
  return db.transaction().execute(async (trx) => {
    const row = await found(trx, id, { lock: true });
    if ((row.published_at !== null) === published) return toOperatorArticle(row);
    await queries.updateArticle(trx, id, { published_at: published ? new Date() : null });
    await record(trx, {
      kind: published ? 'publish' : 'unpublish',
      id,
      before: { published: !published },
      after: { published },
    });
    return toOperatorArticle(await found(trx, id));
  });
}
