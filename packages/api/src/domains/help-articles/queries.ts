import type { DB } from '@wallcraft/db';
import { sql } from 'kysely';
import type { HELP_CATEGORIES } from '@wallcraft/shared';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import { pageAt, positionFromCursor } from '../../lib/paging';

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
