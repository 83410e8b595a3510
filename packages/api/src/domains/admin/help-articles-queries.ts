import type { DB, HelpArticlesTable } from '@wallcraft/db';
import type { Insertable, Updateable } from 'kysely';
import { likePattern } from '../../lib/fields';
import { countUpTo, page } from '../../lib/paging';
import type { TAdminHelpArticleListRequest } from './help-articles-schemas';

const SUMMARY = ['id', 'slug', 'title', 'category', 'preview_text', 'published_at', 'updated_at'] as const;

/** Every article, drafts included, the latest edited first. */
export async function listArticles(db: DB, input: TAdminHelpArticleListRequest) {
  let query = db.selectFrom('help_articles');
  if (input.state === 'published') query = query.where('published_at', 'is not', null);
  if (input.state === 'draft') query = query.where('published_at', 'is', null);
  if (input.search) {
    const like = likePattern(input.search);
    query = query.where((eb) =>
      eb.or([eb('title', 'ilike', like), eb('slug', 'ilike', like), eb('preview_text', 'ilike', like)]),
    );
  }
  const [items, total] = await Promise.all([
    page(query.select(SUMMARY), {
      sort: [
        ['updated_at', 'desc'],
        ['id', 'desc'],
      ],
      cursor: input.cursor,
      limit: input.limit,
    }),
    countUpTo(db, query),
  ]);
  return { ...items, total };
}

export function findArticle(db: DB, id: string, { lock = false } = {}) {
  const query = db
    .selectFrom('help_articles')
    .select([...SUMMARY, 'content', 'mural_image_url', 'created_at'])
    .where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function slugTaken(db: DB, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('help_articles').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The new article's id, or null when its slug was taken meanwhile. */
export async function insertArticle(db: DB, values: Insertable<HelpArticlesTable>): Promise<string | null> {
  const row = await db
    .insertInto('help_articles')
    .values(values)
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function updateArticle(db: DB, id: string, values: Updateable<HelpArticlesTable>) {
  return db
    .updateTable('help_articles')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
