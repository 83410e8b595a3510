import { ZUserType } from '@wallcraft/shared';
import { ZMoney } from '@wallcraft/shared/schemas';
import { z } from 'zod';
import { ZItemCard } from '../recently-viewed/schemas';

export const ZMatch = ZItemCard.extend({
  type: z.enum(['wall', 'brand', 'artist']),
  distanceMiles: z
    .number()
    .nullable()
    .describe("Great-circle miles from the viewer's profile location; null when either has no coordinates"),
  sharedStyles: z.number().int().describe("How many of the viewer's specialties or preferred styles the item shares"),
}).meta({ id: 'DashboardMatch' });
export type TMatch = z.infer<typeof ZMatch>;

export const ZMatchesResponse = z.object({
  viewerType: ZUserType.nullable().describe("The viewer's active profile type"),
  heading: z.enum(['Projects For You', 'Artists For You']),
  items: z.array(ZMatch).describe('Artists see up to 4 walls then up to 4 brands; everyone else up to 8 artists'),
});
export type TMatchesResponse = z.infer<typeof ZMatchesResponse>;

export const ZRevenueResponse = z
  .object({
    revenue: ZMoney.describe(
      'What you were paid as an artist, the net amounts of your released payments (sums of ledger entries)',
    ),
  })
  .meta({ id: 'DashboardRevenue' });
export type TRevenueResponse = z.infer<typeof ZRevenueResponse>;

export const ZDashboardStats = z
  .object({
    projects: z
      .number()
      .int()
      .describe(
        'For your active profile: as an artist, the projects you were accepted on; as a brand, your brand projects; as a wall owner, the wall projects on your walls',
      ),
    profileViews: z.number().int().describe('Visits to your public profile, each visitor once a day, your own never'),
    saved: z.number().int().describe('Items you saved'),
  })
  .meta({ id: 'DashboardStats' });
export type TDashboardStats = z.infer<typeof ZDashboardStats>;
