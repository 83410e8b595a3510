import { ZProjectStatus, ZProjectType, ZUserType } from '@wallcraft/shared';
import { ZMoney } from '@wallcraft/shared/schemas';
import { z } from 'zod';
import { ZBudget } from '../../lib/content';

export const ZInsightProject = z
  .object({
    projectType: ZProjectType,
    id: z.string().uuid(),
    title: z.string(),
    description: z.string().nullable(),
    location: z.string().nullable(),
    budget: ZBudget,
    status: ZProjectStatus,
    images: z.array(z.string()).describe("The project's images, else (wall projects) its wall's"),
  })
  .meta({ id: 'InsightProject' });
export type TInsightProject = z.infer<typeof ZInsightProject>;

export const ZInsights = z
  .object({
    userType: ZUserType.nullable().describe('The active profile the figures are for'),
    totalProjects: z.number().int().describe('Current + future + past (see GET /my-projects/current)'),
    activeProjects: z.number().int().describe('Current (in progress)'),
    totalIncome: ZMoney.describe(
      'Artists: the net amounts of payments released to them (sums of ledger entries). Brands and wall owners: budgets of past projects that were completed (cancelled ones earn nothing)',
    ),
    completedProjects: z.number().int(),
    potentialIncome: ZMoney.describe('Budgets of current and future projects'),
    completionRate: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe('Completed projects / all projects, as a rounded percent (0 with no projects)'),
    artist: z
      .object({
        pendingApplications: z.number().int(),
        acceptedApplications: z.number().int(),
        pendingInvitations: z.number().int(),
      })
      .nullable()
      .describe('Artists only; null for brands and wall owners'),
    currentProjects: z.array(ZInsightProject).describe('The first 3 current projects, newest first'),
  })
  .meta({ id: 'Insights' });
export type TInsights = z.infer<typeof ZInsights>;

const ZDecisionCounts = z.object({
  pending: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
});

export const ZInsightTrends = z
  .object({
    userType: ZUserType.nullable().describe('The active profile the figures are for'),
    weeks: z
      .array(
        z.object({
          week: z.string().describe('The week\'s Monday, "2026-11-16" (UTC)'),
          profileViews: z.number().int().describe('Visitors of your public profile, once per visitor per day'),
          itemViews: z
            .number()
            .int()
            .describe(
              "Views of what the active profile posted: a wall owner's walls and wall projects, a brand's projects",
            ),
        }),
      )
      .describe('The last 12 weeks, oldest first, weeks without views included'),
    months: z
      .array(
        z.object({
          month: z.string().describe('"2026-11" (UTC)'),
          applications: ZDecisionCounts.describe(
            "Artists: the applications they sent; brands and wall owners: those received on their projects. By the month sent, in today's status",
          ),
          invitations: ZDecisionCounts.describe(
            'Artists: the invitations they received; brands and wall owners: those they sent. By the month sent',
          ),
          money: ZMoney.describe(
            'Artists: net amounts released to them; brands and wall owners: payments they released',
          ),
          moneyCents: z
            .number()
            .int()
            .meta({ deprecated: true })
            .describe('Deprecated: use money. The same amount in integer cents'),
        }),
      )
      .describe('The last 12 months, oldest first, months without activity included'),
    money: z
      .enum(['earned', 'paid'])
      .nullable()
      .describe(
        'What months[].money counts: earned (artists) or paid (brands and wall owners); null without a profile',
      ),
  })
  .meta({ id: 'InsightTrends' });
export type TInsightTrends = z.infer<typeof ZInsightTrends>;
