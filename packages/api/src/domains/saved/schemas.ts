import { MAX_PAGE_SIZE, ZSavedItemType } from '@wallcraft/shared';
import { z } from 'zod';

export const ZSavedTarget = z
  .object({
    name: z.string().describe('Person or company name, wall or project title'),
    image: z.string().nullable(),
    location: z.string().nullable(),
    subtitle: z.string().nullable().describe("Artists: first two specialties; brands: industry; walls: size; projects: budget or owner"),
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
  itemType: ZSavedItemType.describe('artist, wall_owner or brand (a person, by user id), wall, wall_project or brand_project'),
  itemId: z.string({ error: 'itemId is required' }).uuid('itemId must be a UUID'),
});

export const ZListSavedRequest = z.object({
  itemType: ZSavedItemType.optional().describe('Only this type (the save toggle asks with itemType and itemId)'),
  itemId: z.string().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE).describe(`Default and at most ${MAX_PAGE_SIZE}`),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TListSavedRequest = z.infer<typeof ZListSavedRequest>;

export const ZIdRequest = z.object({ id: z.string().uuid('The id must be a UUID') });
