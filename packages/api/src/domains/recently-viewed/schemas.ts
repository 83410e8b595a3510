import { MAX_RECENTLY_VIEWED_KEPT, RECENTLY_VIEWED_LIMIT, ZRecentlyViewedType } from '@wallcraft/shared';
import { z } from 'zod';

/** What a card needs to show a viewed item; the same shape the dashboard's matches use. */
export const ZItemCard = z
  .object({
    id: z.string().uuid(),
    name: z
      .string()
      .describe(
        'Person, company, wall or project title (walls without a title: "Wall " + first 8 characters of the id)',
      ),
    image: z.string().nullable().describe('First image of the item, or null'),
    location: z.string().nullable().describe('Null when unknown; clients show "Location TBD"'),
    subtitle: z
      .string()
      .nullable()
      .describe('Artist: first two specialties; brand: industry; wall: "Listed by {owner}"; project: owner name'),
    href: z.string().describe('Web path of the item, e.g. /projects/{id}'),
  })
  .meta({ id: 'ItemCard' });
export type TItemCard = z.infer<typeof ZItemCard>;

export const ZRecentlyViewedEntry = z
  .object({
    id: z.string().describe('"{itemType}:{itemId}": one entry per item per user'),
    itemType: ZRecentlyViewedType,
    itemId: z.string().uuid(),
    viewedAt: z.string().describe('ISO 8601, bumped each time the item is opened'),
    item: ZItemCard,
  })
  .meta({ id: 'RecentlyViewedEntry' });
export type TRecentlyViewedEntry = z.infer<typeof ZRecentlyViewedEntry>;

export const ZRecordViewRequest = z.object({
  itemType: ZRecentlyViewedType.describe(
    "project, wall_project, wall, or the viewed user's type (artist, brand, wall_owner)",
  ),
  itemId: z.string().uuid('itemId must be a UUID'),
});
export type TRecordViewRequest = z.infer<typeof ZRecordViewRequest>;

export const ZRecordViewResponse = z.object({
  itemType: ZRecentlyViewedType,
  itemId: z.string().uuid(),
  viewedAt: z.string().describe('ISO 8601'),
});

export const ZListRecentlyViewedRequest = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_RECENTLY_VIEWED_KEPT)
    .default(RECENTLY_VIEWED_LIMIT)
    .describe(`Default ${RECENTLY_VIEWED_LIMIT}, at most ${MAX_RECENTLY_VIEWED_KEPT}`),
});
export type TRecentlyViewedType = z.infer<typeof ZRecentlyViewedType>;
