import type { DB } from '@wallcraft/db';
import { sql } from 'kysely';
import type { HELP_CATEGORIES } from '@wallcraft/shared';

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

export function listArticles(db: DB, input: { category?: (typeof HELP_CATEGORIES)[number]; search?: string; limit: number; offset: number }) {
  let query = db.selectFrom('help_articles').select(SUMMARY);
  if (input.category) query = query.where('category', '=', input.category);
  if (input.search) {
    const tsquery = prefixQuery(input.search);
    // A search with no searchable words (only stop words or punctuation) matches nothing.
    query = query.where(sql<boolean>`search @@ ${tsquery}`).orderBy(sql`ts_rank(search, ${tsquery})`, 'desc');
  }
  return query.orderBy('title').orderBy('id').limit(input.limit).offset(input.offset).execute();
}

export function findArticle(db: DB, slug: string) {
  return db.selectFrom('help_articles').select([...SUMMARY, 'content', 'updated_at']).where('slug', '=', slug).executeTakeFirst();
}
