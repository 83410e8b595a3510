import { z } from 'zod';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { ZAdminMetrics } from './schemas';
import { disputeProcedures } from './disputes/router';
import * as service from './service';
import { verificationReviewProcedures } from './verification-review/router';
import { operatorProcedures } from './operators/router';
import { settingsProcedures } from './settings/router';
import { supportProcedures } from './support/router';
import { helpArticleProcedures } from './help-articles/router';
import { reportProcedures } from './reports/router';
import { userProcedures } from './users/router';
import { projectProcedures } from './projects/router';
import { moneyProcedures } from './money/router';
import { referralBonusProcedures } from './referral-bonuses/router';
import { weeklyProcedures } from './weekly/router';
import { systemRouter } from './system/router';

const tags = ['admin'];

export const adminRouter = router({
  ...verificationReviewProcedures,
  ...disputeProcedures,
  ...operatorProcedures,
  ...settingsProcedures,
  ...supportProcedures,
  ...helpArticleProcedures,
  ...reportProcedures,
  ...userProcedures,
  ...projectProcedures,
  ...moneyProcedures,
  ...referralBonusProcedures,
  ...weeklyProcedures,
  system: systemRouter,
  metrics: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/metrics', tags, summary: 'Platform totals', errorResponses: [401] },
    })
    .input(z.void())
    .output(ZAdminMetrics)
    .query(({ ctx }) => service.getMetrics(ctx.db, ctx.env)),
});
