import { sql, type Kysely } from 'kysely';

/**
 * The support assistant's curated questions and answers. Like help_articles, each row carries a
 * generated tsvector (question weighted above answer) with a GIN index, so the assistant's retrieval
 * is one indexed full-text query however many entries there are. article_slug points at the help
 * article that says more; it follows a renamed slug and is cleared when the article goes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('faq_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('question', 'text', (c) => c.notNull().check(sql`btrim(question) <> ''`))
    .addColumn('answer', 'text', (c) => c.notNull().check(sql`btrim(answer) <> ''`))
    .addColumn('article_slug', 'text', (c) =>
      c.references('help_articles.slug').onUpdate('cascade').onDelete('set null'),
    )
    .addColumn('search', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`setweight(to_tsvector('english', question), 'A') || setweight(to_tsvector('english', answer), 'B')`,
        )
        .stored(),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX faq_entries_search_idx ON faq_entries USING gin (search)`.execute(db);
  await sql`CREATE INDEX faq_entries_article_slug_idx ON faq_entries (article_slug)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('faq_entries').execute();
}
