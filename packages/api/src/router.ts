import { accountDataRouter } from './domains/account-data/router';
import { accountsRouter } from './domains/accounts/router';
import { adminRouter } from './domains/admin/router';
import { apiTokensRouter } from './domains/api-tokens/router';
import { webhooksRouter } from './domains/webhooks/router';
import { applicationsRouter } from './domains/applications/router';
import { artistsRouter } from './domains/artists/router';
import { authRouter } from './domains/auth/router';
import { billingRouter } from './domains/billing/router';
import { brandsRouter } from './domains/brands/router';
import { chatRouter } from './domains/chat/router';
import { dashboardRouter } from './domains/dashboard/router';
import { discoverRouter } from './domains/discover/router';
import { emailRouter } from './domains/email/router';
import { healthRouter } from './domains/health/router';
import { helpArticlesRouter } from './domains/help-articles/router';
import { placesRouter } from './domains/places/router';
import { insightsRouter } from './domains/insights/router';
import { invitationsRouter } from './domains/invitations/router';
import { messagesRouter } from './domains/messages/router';
import { milestonesRouter } from './domains/milestones/router';
import { agreedAmountsRouter } from './domains/agreed-amounts/router';
import { dealsRouter } from './domains/deals/router';
import { myProjectsRouter } from './domains/my-projects/router';
import { notificationsRouter } from './domains/notifications/router';
import { paymentsRouter } from './domains/payments/router';
import { projectsRouter } from './domains/projects/router';
import { proposalsRouter } from './domains/proposals/router';
import { recentlyViewedRouter } from './domains/recently-viewed/router';
import { referralsRouter } from './domains/referrals/router';
import { reportsRouter } from './domains/reports/router';
import { reviewsRouter } from './domains/reviews/router';
import { savedRouter } from './domains/saved/router';
import { shopRouter } from './domains/shop/router';
import { supportRouter } from './domains/support/router';
import { trackingRouter } from './domains/tracking/router';
import { uploadsRouter } from './domains/uploads/router';
import { usersRouter } from './domains/users/router';
import { verificationRouter } from './domains/verification/router';
import { wallProjectsRouter } from './domains/projects/wall-projects.router';
import { wallsRouter } from './domains/walls/router';
import { realtimeRouter } from './realtime/router';
import { router } from './trpc/init';

/** Composes the domain routers: one tRPC router, served at /trpc and, for procedures with openapi meta, at /api. */
export const appRouter = router({
  auth: authRouter,
  accounts: accountsRouter,
  accountData: accountDataRouter,
  users: usersRouter,
  apiTokens: apiTokensRouter,
  webhooks: webhooksRouter,
  artists: artistsRouter,
  brands: brandsRouter,
  uploads: uploadsRouter,
  verification: verificationRouter,
  walls: wallsRouter,
  projects: projectsRouter,
  wallProjects: wallProjectsRouter,
  saved: savedRouter,
  support: supportRouter,
  shop: shopRouter,
  myProjects: myProjectsRouter,
  insights: insightsRouter,
  discover: discoverRouter,
  dashboard: dashboardRouter,
  recentlyViewed: recentlyViewedRouter,
  applications: applicationsRouter,
  invitations: invitationsRouter,
  proposals: proposalsRouter,
  messages: messagesRouter,
  notifications: notificationsRouter,
  email: emailRouter,
  payments: paymentsRouter,
  billing: billingRouter,
  referrals: referralsRouter,
  reports: reportsRouter,
  milestones: milestonesRouter,
  agreedAmounts: agreedAmountsRouter,
  deals: dealsRouter,
  reviews: reviewsRouter,
  tracking: trackingRouter,
  chat: chatRouter,
  helpArticles: helpArticlesRouter,
  places: placesRouter,
  admin: adminRouter,
  health: healthRouter,
  realtime: realtimeRouter,
});

export type AppRouter = typeof appRouter;
