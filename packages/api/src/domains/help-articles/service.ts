import type { DB } from '@wallcraft/db';
import type { TPage } from '@wallcraft/shared/schemas';
import { mapPage } from '../../lib/paging';
import { AppError } from '../../trpc/errors';
import * as queries from './queries';
import type { THelpArticle, THelpArticleSummary, TListHelpArticlesRequest } from './schemas';

type SummaryRow = Awaited<ReturnType<typeof queries.listArticles>>['items'][number];

function toSummary(row: SummaryRow): THelpArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    previewText: row.preview_text,
    muralImageUrl: row.mural_image_url,
  };
}

export async function listArticles(db: DB, input: TListHelpArticlesRequest): Promise<TPage<THelpArticleSummary>> {
  const search = input.search ? input.search : undefined;
  return mapPage(await queries.listArticles(db, { ...input, search }), toSummary);
}

export async function getArticle(db: DB, slug: string): Promise<THelpArticle> {
  const row = await queries.findArticle(db, slug);
  if (!row) throw new AppError('NOT_FOUND', 'Article not found');
  return { ...toSummary(row), content: row.content, updatedAt: row.updated_at.toISOString() };
}
