import { ZHelpCategory } from '@wallcraft/shared';
import { ZPageRequest } from '@wallcraft/shared/schemas';
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

export const ZListHelpArticlesRequest = ZPageRequest.extend({
  category: ZHelpCategory.optional().describe('general, artists, walls or brands; all when absent'),
  search: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters')
    .optional()
    .describe(
      'Full-text search over titles and content: every word must match, as a word prefix (so results appear while typing); best matches first',
    ),
});
export type TListHelpArticlesRequest = z.infer<typeof ZListHelpArticlesRequest>;

export const ZGetHelpArticleRequest = z.object({
  slug: z.string().trim().min(1, 'slug is required').max(200),
});
