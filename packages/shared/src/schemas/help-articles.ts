import { z } from 'zod';
import { ZHelpCategory } from '../enums';
import { optionalText, requiredText } from './fields';
import { ZOptionalImageUrl } from './urls';

/** Help articles as operators write them in the console: the API and the console's editor check them with these. */

export const HELP_TITLE_MAX_LENGTH = 200;
export const HELP_SLUG_MAX_LENGTH = 100;
export const HELP_PREVIEW_MAX_LENGTH = 300;
export const HELP_CONTENT_MAX_LENGTH = 50_000;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug a title makes when none is given: "Getting paid: escrow & fees" -> "getting-paid-escrow-fees".
 * Accents are dropped to their letters; a title with no letters or digits makes "article".
 */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, HELP_SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'article';
}

/** A slug as a form sends it: "" means none (the API makes one from the title on create, keeps it on edit). */
const ZHelpSlug = z
  .string()
  .trim()
  .max(HELP_SLUG_MAX_LENGTH, `Slug must be at most ${HELP_SLUG_MAX_LENGTH} characters`)
  .refine(
    (value) => value === '' || SLUG.test(value),
    'Slug may hold lowercase letters, digits and single hyphens, like getting-paid',
  )
  .transform((value) => (value === '' ? undefined : value))
  .optional()
  .describe(
    'The address under /help/: lowercase letters, digits and hyphens; "" or left out on create: from the title',
  );

const fields = {
  title: requiredText('Title', HELP_TITLE_MAX_LENGTH),
  slug: ZHelpSlug,
  category: ZHelpCategory.describe('general, artists, walls or brands'),
  previewText: optionalText('Preview', HELP_PREVIEW_MAX_LENGTH).describe(
    `The card's line under the title, at most ${HELP_PREVIEW_MAX_LENGTH} characters; "" or null for none`,
  ),
  content: requiredText('Content', HELP_CONTENT_MAX_LENGTH).describe(
    "Markdown lines: '## ' heading, '### ' subheading, '- ' bullet, anything else a paragraph",
  ),
  muralImageUrl: ZOptionalImageUrl,
};

export const ZCreateHelpArticleRequest = z.object({
  ...fields,
  publish: z.boolean().optional().describe('true publishes at once; otherwise the article is a draft'),
});
export type TCreateHelpArticleRequest = z.output<typeof ZCreateHelpArticleRequest>;

/** An edit: only the fields sent change (the console's editor sends them all). Publishing has its own calls. */
export const ZUpdateHelpArticleRequest = z
  .object({
    id: z.string().uuid('id must be an article id'),
    title: fields.title.optional(),
    slug: fields.slug,
    category: fields.category.optional(),
    previewText: fields.previewText,
    content: fields.content.optional(),
    muralImageUrl: fields.muralImageUrl,
  })
  .refine(({ id: _id, ...changes }) => Object.values(changes).some((field) => field !== undefined), {
    message: 'Send at least one of title, slug, category, previewText, content or muralImageUrl',
  });
export type TUpdateHelpArticleRequest = z.output<typeof ZUpdateHelpArticleRequest>;
