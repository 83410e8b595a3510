import { MAX_PAGE_SIZE, ZSavedItemType } from '@wallcraft/shared';
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

export const ZCreateSavedRequest = z.object({
  itemType: ZSavedItemType.describe(
    'artist, wall_owner or brand (a person, by user id), wall, wall_project or brand_project',
  ),
  itemId: z.string({ error: 'itemId is required' }).uuid('itemId must be a UUID'),
});

/** The saved page shows every saved item at once: 100 per page by default. */
export const ZListSavedRequest = pageRequest(MAX_PAGE_SIZE).extend({
  itemType: ZSavedItemType.optional().describe('Only this type (the save toggle asks with itemType and itemId)'),
  itemId: z.string().uuid().optional(),
});
export type TListSavedRequest = z.infer<typeof ZListSavedRequest>;

export const ZIdRequest = z.object({ id: z.string().uuid('The id must be a UUID') });
