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

export const ZGettingStartedStep = z
  .object({
    key: z
      .enum(['profile', 'portfolio', 'first_project', 'wall', 'wall_project', 'company', 'brand_project'])
      .describe('Stable name of the step'),
    label: z.string().describe('What to do, as the dashboard shows it'),
    description: z.string().describe('Why, in a sentence'),
    href: z.string().describe('The web page where the step is done'),
    done: z.boolean().describe('Ticked from your data (not from clicks)'),
  })
  .meta({ id: 'GettingStartedStep' });
export type TGettingStartedStep = z.infer<typeof ZGettingStartedStep>;

export const ZGettingStarted = z
  .object({
    userType: ZUserType.nullable().describe('The active profile the steps are for; null (and no steps) without one'),
    steps: z.array(ZGettingStartedStep).describe('In the order to do them'),
    done: z.number().int().describe('How many steps are done'),
    complete: z.boolean().describe('True when every step is done (the dashboard then hides the list)'),
  })
  .meta({ id: 'GettingStarted' });
export type TGettingStarted = z.infer<typeof ZGettingStarted>;
