import { MAX_PAGE_SIZE, SAVED_TABS, ZSavedItemType } from '@wallcraft/shared';
import { pageRequest } from '@wallcraft/shared/schemas';
import { z } from 'zod';

export const ZSavedTarget = z
  .object({
    name: z.string().describe('Person or company name, wall or project title'),
    image: z.string().nullable(),
    location: z.string().nullable(),
    subtitle: z
      .string()
      .nullable()
      .describe('Artists: first two specialties; brands: industry; walls: size; projects: budget or owner'),
  })
  .meta({ id: 'SavedTarget' });
export type TSavedTarget = z.infer<typeof ZSavedTarget>;

export const ZSavedItem = z
  .object({
    id: z.string().uuid(),
    itemType: ZSavedItemType,
    itemId: z.string().uuid(),
    createdAt: z.string().describe('ISO 8601'),
    item: ZSavedTarget,
  })
  .meta({ id: 'SavedItem' });
export type TSavedItem = z.infer<typeof ZSavedItem>;

export const ZSavedCounts = z
  .object(
    Object.fromEntries(SAVED_TABS.map((tab) => [tab, z.number().int()])) as Record<
      (typeof SAVED_TABS)[number],
      z.ZodNumber
    >,
  )
  .describe('How many saved items each tab of the saved page holds (items whose target is gone or hidden not counted)')
  .meta({ id: 'SavedCounts' });
export type TSavedCounts = z.infer<typeof ZSavedCounts>;

export const ZCreateSavedRequest = z.object({
  itemType: ZSavedItemType.describe(
    'artist, wall_owner or brand (a person, by user id), wall, wall_project or brand_project',
  ),
  itemId: z.string({ error: 'itemId is required' }).uuid('itemId must be a UUID'),
});

export const ZSavedTab = z.enum(SAVED_TABS);

/** 100 per page by default (older clients read every saved item at once); the saved page asks for 20 at a time. */
export const ZListSavedRequest = pageRequest(MAX_PAGE_SIZE).extend({
  tab: ZSavedTab.optional().describe(
    'Only the items of this tab of the saved page: artists, walls (walls and wall owners), brands or projects (both kinds)',
  ),
  itemType: ZSavedItemType.optional().describe('Only this type'),
  itemId: z.string().uuid().optional(),
});
export type TListSavedRequest = z.infer<typeof ZListSavedRequest>;

/**
 * The ids of the items a page shows, of any type (ids never repeat across types): repeated keys
 * (`?itemIds=a&itemIds=b`), one comma-separated value, or an array over tRPC.
 */
export const ZCheckSavedRequest = z.object({
  itemIds: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : value),
    z
      .array(z.string().trim().uuid('itemIds must be UUIDs'))
      .min(1, 'itemIds: at least one id')
      .max(MAX_PAGE_SIZE, `itemIds: at most ${MAX_PAGE_SIZE} ids`)
      .describe(`Up to ${MAX_PAGE_SIZE} item ids (repeat the parameter or separate with commas)`),
  ),
});
export type TCheckSavedRequest = z.infer<typeof ZCheckSavedRequest>;

export const ZSavedMark = z
  .object({
    id: z.string().uuid().describe('The saved entry (DELETE /saved/{id} removes it)'),
    itemType: ZSavedItemType,
    itemId: z.string().uuid(),
  })
  .meta({ id: 'SavedMark' });

export const ZCheckSavedResponse = z.object({
  items: z.array(ZSavedMark).describe('Your saved entries among the ids asked about; an id not saved is absent'),
});
export type TCheckSavedResponse = z.infer<typeof ZCheckSavedResponse>;

export const ZIdRequest = z.object({ id: z.string().uuid('The id must be a UUID') });
