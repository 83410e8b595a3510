import type { DB } from '@wallcraft/db';
import { HELP_ARTICLES, insertFaq } from '@wallcraft/db/seed';

/** The help articles and the support FAQ exactly as the seed writes them, without the rest of the demo data. */
export async function insertHelpContent(db: DB): Promise<void> {
  await db
    .insertInto('help_articles')
    .values(
      HELP_ARTICLES.map((a) => ({
        slug: a.slug,
        title: a.title,
        category: a.category,
        preview_text: a.previewText,
        content: a.content,
      })),
    )
    .execute();
  await insertFaq(db);
}
