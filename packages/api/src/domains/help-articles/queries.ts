import type { DB, HelpArticlesTable } from '@wallcraft/db';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { HELP_CATEGORIES } from '@wallcraft/shared';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import { likePattern } from '../../lib/fields';
import { countUpTo, page, pageAt, positionFromCursor } from '../../lib/paging';
import type { TAdminHelpArticleListRequest } from './schemas';

const SUMMARY = ['id', 'slug', 'title', 'category', 'preview_text', 'mural_image_url'] as const;

/**
 * Every English lexeme of the search text as a prefix, AND-ed ("paym escr" finds the escrow article).
 * Lexemes holding a quote or backslash are dropped, so quote_literal always yields a valid tsquery operand.
 */
function prefixQuery(search: string) {
  return sql`(
    SELECT to_tsquery('simple', string_agg(quote_literal(t.lexeme) || ':*', ' & '))
    FROM unnest(to_tsvector('english', ${search})) AS t
    WHERE strpos(t.lexeme, ${"'"}) = 0 AND strpos(t.lexeme, ${'\\'}) = 0
  )`;
}

/** A page of published cards (drafts are the console's only); ranked search results have no row-comparable key, so the cursor is a position. */
export async function listArticles(
  db: DB,
  input: TPageRequest & { category?: (typeof HELP_CATEGORIES)[number]; search?: string },
) {
  const offset = positionFromCursor(input.cursor);
  let query = db.selectFrom('help_articles').select(SUMMARY).where('published_at', 'is not', null);
  if (input.category) query = query.where('category', '=', input.category);
  if (input.search) {
    const tsquery = prefixQuery(input.search);
    // A search with no searchable words (only stop words or punctuation) matches nothing.
    query = query.where(sql<boolean>`search @@ ${tsquery}`).orderBy(sql`ts_rank(search, ${tsquery})`, 'desc');
  }
  const rows = await query
    .orderBy('title')
    .orderBy('id')
    .limit(input.limit + 1)
    .offset(offset)
    .execute();
  return pageAt(rows, offset, input.limit);
}

export function findArticle(db: DB, slug: string) {
  return (
    db
      .selectFrom('help_articles')
      .select([...SUMMARY, 'content', 'updated_at'])
      .where('slug', '=', slug)
      // A draft's address answers as an unknown one.
      .where('published_at', 'is not', null)
      .executeTakeFirst()
  );
}

/** What the console lists of an article: drafts are told by a null published_at. */
const OPERATOR_SUMMARY = ['id', 'slug', 'title', 'category', 'preview_text', 'published_at', 'updated_at'] as const;

/** Every article, drafts included, the latest edited first. */
export async function listForOperators(db: DB, input: TAdminHelpArticleListRequest) {
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
    page(query.select(OPERATOR_SUMMARY), {
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

/** One article by id, draft or published; locked when the caller is about to change it. */
export function findById(db: DB, id: string, { lock = false } = {}) {
  const query = db
    .selectFrom('help_articles')
    .select([...OPERATOR_SUMMARY, 'content', 'mural_image_url', 'created_at'])
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
