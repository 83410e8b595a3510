import type { DB } from '@wallcraft/db';
import { sql } from 'kysely';

/**
 * Retrieval over the help articles and the FAQ, all in Postgres full-text search. Lexemes are the
 * English stems to_tsvector makes of the question; websearch_to_tsquery('simple', ...) turns them back
 * into a query without ever failing on odd characters, and 'simple' keeps the stems as they are. Only
 * published articles count: a draft is neither quoted, linked nor counted in the word weights.
 */
const anyOf = (lexemes: string[]) => sql`websearch_to_tsquery('simple', ${lexemes.join(' or ')})`;

/** The sql<> result type of questionTerms (raw SQL over unnest(to_tsvector): Kysely cannot infer it). */
export type TermRow = { lexeme: string; docs: number };

/** The question's first `max` distinct lexemes, each with how many articles and FAQ entries hold it (GIN lookups). */
export async function questionTerms(db: DB, text: string, max: number): Promise<{ terms: TermRow[]; corpus: number }> {
  const { rows } = await sql<TermRow & { corpus: number }>`
    WITH terms AS (
      SELECT t.lexeme FROM unnest(to_tsvector('english', ${text})) AS t ORDER BY t.positions[1] LIMIT ${max}
    )
    SELECT terms.lexeme,
      ((SELECT count(*) FROM help_articles a WHERE a.published_at IS NOT NULL AND a.search @@ websearch_to_tsquery('simple', terms.lexeme))
        + (SELECT count(*) FROM faq_entries f WHERE f.search @@ websearch_to_tsquery('simple', terms.lexeme)))::int AS docs,
      ((SELECT count(*) FROM help_articles WHERE published_at IS NOT NULL) + (SELECT count(*) FROM faq_entries))::int AS corpus
    FROM terms`.execute(db);
  return { terms: rows.map(({ lexeme, docs }) => ({ lexeme, docs })), corpus: rows[0]?.corpus ?? 0 };
}

/** lexemes: every lexeme of the passage; head: those of its question, title or heading (weight A). */
export type Lexemes = { lexemes: string[]; head: string[] };

/** The sql<> result type of faqCandidates (raw full-text SQL: Kysely cannot infer it). */
export type FaqCandidate = Lexemes & {
  question: string;
  answer: string;
  articleSlug: string | null;
  articleTitle: string | null;
  rank: number;
};

/** FAQ entries holding any of the lexemes, best ts_rank first. */
export async function faqCandidates(db: DB, lexemes: string[], limit: number): Promise<FaqCandidate[]> {
  const { rows } = await sql<FaqCandidate>`
    SELECT f.question, f.answer, a.slug AS "articleSlug", a.title AS "articleTitle",
      ts_rank(f.search, q.query) AS rank, tsvector_to_array(f.search) AS lexemes, tsvector_to_array(ts_filter(f.search, '{a}')) AS head
    FROM faq_entries f CROSS JOIN (SELECT ${anyOf(lexemes)} AS query) q
    LEFT JOIN help_articles a ON a.slug = f.article_slug AND a.published_at IS NOT NULL
    WHERE f.search @@ q.query
    ORDER BY rank DESC, f.id
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** The sql<> result type of articleCandidates (raw full-text SQL: Kysely cannot infer it). */
export type ArticleCandidate = Lexemes & { slug: string; title: string; rank: number };

/** Help articles holding any of the lexemes, best ts_rank first. */
export async function articleCandidates(db: DB, lexemes: string[], limit: number): Promise<ArticleCandidate[]> {
  const { rows } = await sql<ArticleCandidate>`
    SELECT a.slug, a.title, ts_rank(a.search, q.query) AS rank,
      tsvector_to_array(a.search) AS lexemes, tsvector_to_array(ts_filter(a.search, '{a}')) AS head
    FROM help_articles a CROSS JOIN (SELECT ${anyOf(lexemes)} AS query) q
    WHERE a.published_at IS NOT NULL AND a.search @@ q.query
    ORDER BY rank DESC, a.id
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** The sql<> result type of articleSections (raw SQL over regexp_split_to_table: Kysely cannot infer it). */
export type SectionRow = Lexemes & { position: number; text: string; rank: number };

/** An article cut before each '## ' or '### ' heading: a heading with the lines under it is one passage (its head the first line). */
export async function articleSections(db: DB, slug: string, lexemes: string[]): Promise<SectionRow[]> {
  const { rows } = await sql<SectionRow>`
    SELECT s.position::int AS position, s.text,
      ts_rank(to_tsvector('english', s.text), ${anyOf(lexemes)}) AS rank,
      tsvector_to_array(to_tsvector('english', s.text)) AS lexemes,
      tsvector_to_array(to_tsvector('english', split_part(s.text, E'\\n', 1))) AS head
    FROM help_articles a, regexp_split_to_table(coalesce(a.content, ''), '\\n(?=#{2,3} )') WITH ORDINALITY AS s(text, position)
    WHERE a.slug = ${slug} AND a.published_at IS NOT NULL AND btrim(s.text) <> ''
    ORDER BY s.position`.execute(db);
  return rows;
}
