import { ZHelpCategory } from '@wallcraft/shared';
import { ZCountedPage, ZPageRequest } from '@wallcraft/shared/schemas';
import { z } from 'zod';

/** A help center card: everything but the content. */
export const ZHelpArticleSummary = z
  .object({
    id: z.string().uuid(),
    slug: z.string(),
    title: z.string(),
    category: ZHelpCategory,
    previewText: z.string().nullable(),
    muralImageUrl: z.string().nullable(),
  })
  .meta({ id: 'HelpArticleSummary' });
export type THelpArticleSummary = z.infer<typeof ZHelpArticleSummary>;

export const ZHelpArticle = ZHelpArticleSummary.extend({
  content: z
    .string()
    .nullable()
    .describe("Markdown-like lines: '## ' heading, '### ' subheading, '- ' bullet, anything else a paragraph"),
  updatedAt: z.string().describe('ISO 8601'),
}).meta({ id: 'HelpArticle' });
export type THelpArticle = z.infer<typeof ZHelpArticle>;

/** The search box of both lists; the help center and the console search differently (see each description). */
const searchText = () => z.string().trim().max(200, 'Search must be at most 200 characters').optional();

export const ZListHelpArticlesRequest = ZPageRequest.extend({
  category: ZHelpCategory.optional().describe('general, artists, walls or brands; all when absent'),
  search: searchText().describe(
    'Full-text search over titles and content: every word must match, as a word prefix (so results appear while typing); best matches first',
  ),
});
export type TListHelpArticlesRequest = z.infer<typeof ZListHelpArticlesRequest>;

export const ZGetHelpArticleRequest = z.object({
  slug: z.string().trim().min(1, 'slug is required').max(200),
});

/** Help articles as the console sees them: drafts included. Requests to write them are in @wallcraft/shared/schemas. */

export { ZCreateHelpArticleRequest, ZUpdateHelpArticleRequest } from '@wallcraft/shared/schemas';

export const ZAdminHelpArticleListRequest = ZPageRequest.extend({
  state: z.enum(['published', 'draft']).optional().describe('published or draft; both when absent'),
  search: searchText().describe('Case-insensitive substring of the title, slug or preview'),
});
export type TAdminHelpArticleListRequest = z.infer<typeof ZAdminHelpArticleListRequest>;

export const ZAdminHelpArticleSummary = z
  .object({
    id: z.string().uuid(),
    slug: z.string(),
    title: z.string(),
    category: ZHelpCategory,
    previewText: z.string().nullable(),
    published: z.boolean().describe('false for a draft: the help center and the assistant do not see it'),
    publishedAt: z.string().nullable().describe('ISO 8601; null for a draft'),
    updatedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'AdminHelpArticleSummary' });
export type TAdminHelpArticleSummary = z.infer<typeof ZAdminHelpArticleSummary>;

export const ZAdminHelpArticle = ZAdminHelpArticleSummary.extend({
  content: z.string().nullable().describe("Markdown lines: '## ' heading, '### ' subheading, '- ' bullet"),
  muralImageUrl: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
}).meta({ id: 'AdminHelpArticle' });
export type TAdminHelpArticle = z.infer<typeof ZAdminHelpArticle>;

export const ZAdminHelpArticlePage = ZCountedPage(ZAdminHelpArticleSummary);

export const ZAdminHelpArticleId = z.object({ id: z.string().uuid('id must be a help article id') });
