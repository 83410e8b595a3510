import { lazy, type ComponentType } from 'react';
import { reloadForNewVersion } from '../lib/new-version';
import { loadRestStyles } from './styles';

/**
 * The pages people land on, whose Mantine components are all in the critical stylesheet
 * (app/styles-critical.css): they render as soon as their chunk is here, and the server draws them. Every other
 * page also waits for the rest of the styles (loaded after the first paint, so usually there already).
 */
const CRITICAL_PAGES = new Set([
  'HomePage',
  'DashboardPage',
  'DiscoverPage',
  'LoginPage',
  'WallDetailPage',
  'ProjectDetailPage',
  'WallProjectDetailPage',
  'ProfilePage',
]);

/**
 * Every page is its own lazy chunk, loaded on first visit, so the first load carries only the shell.
 * Pages are named exports of their feature folder. `preload` starts fetching a page's chunk before it renders
 * (app/router.tsx does it for the first page, alongside the session request).
 */
function page<K extends string>(importPage: () => Promise<Record<K, ComponentType>>, name: K) {
  let loaded: ComponentType | undefined;
  const load = async () => {
    const [module] = await Promise.all([importPage(), CRITICAL_PAGES.has(name) ? null : loadRestStyles()]);
    loaded = module[name];
    return module;
  };
  // A page whose chunk is already here renders at once: React.lazy accepts any thenable, and one that answers
  // synchronously spares the suspense (so a server-rendered page hydrates in one pass once preloaded).
  const component = () => {
    if (!loaded)
      return load().then(
        (module) => ({ default: module[name] }),
        // A chunk of an earlier version: the page stays on its loader while the tab loads the new one.
        (error: unknown) => (reloadForNewVersion(error) ? new Promise<never>(() => undefined) : Promise.reject(error)),
      );
    const now = { default: loaded };
    return { then: (resolve: (value: typeof now) => void) => resolve(now) } as unknown as Promise<typeof now>;
  };
  return Object.assign(lazy(component), {
    // A failed preload is forgotten: rendering the page imports again and its error boundary reports it.
    preload: (): Promise<unknown> => load().catch(() => undefined),
    /** Whether the page needs only the critical stylesheet: the server renders these. */
    critical: CRITICAL_PAGES.has(name),
    /** The page's export, also the name of its module and so of its chunk (the server preloads it). */
    exportName: name,
  });
}

export const Pages = {
  Home: page(() => import('../features/home/HomePage'), 'HomePage'),
  Dashboard: page(() => import('../features/dashboard/DashboardPage'), 'DashboardPage'),
  Login: page(() => import('../features/auth/LoginPage'), 'LoginPage'),
  ForgotPassword: page(() => import('../features/email/ForgotPasswordPage'), 'ForgotPasswordPage'),
  ResetPassword: page(() => import('../features/email/ResetPasswordPage'), 'ResetPasswordPage'),
  ConfirmEmail: page(() => import('../features/email/ConfirmEmailPage'), 'ConfirmEmailPage'),
  Unsubscribe: page(() => import('../features/email/UnsubscribePage'), 'UnsubscribePage'),
  CreateProfile: page(() => import('../features/onboarding/CreateProfilePage'), 'CreateProfilePage'),
  Setup: page(() => import('../features/onboarding/SetupPage'), 'SetupPage'),
  AddAccount: page(() => import('../features/accounts/AddAccountPage'), 'AddAccountPage'),
  Discover: page(() => import('../features/discover/DiscoverPage'), 'DiscoverPage'),
  BrowseProjects: page(() => import('../features/projects/BrowseProjectsPage'), 'BrowseProjectsPage'),
  BrowseWallProjects: page(() => import('../features/projects/BrowseWallProjectsPage'), 'BrowseWallProjectsPage'),
  BrowseWalls: page(() => import('../features/walls/BrowseWallsPage'), 'BrowseWallsPage'),
  ProjectDetail: page(() => import('../features/projects/ProjectDetailPage'), 'ProjectDetailPage'),
  CreateProject: page(() => import('../features/projects/CreateProjectPage'), 'CreateProjectPage'),
  MyProjects: page(() => import('../features/projects/MyProjectsPage'), 'MyProjectsPage'),
  Transactions: page(() => import('../features/payments/TransactionsPage'), 'TransactionsPage'),
  Milestones: page(() => import('../features/milestones/MilestonesPage'), 'MilestonesPage'),
  Receipt: page(() => import('../features/payments/ReceiptPage'), 'ReceiptPage'),
  Billing: page(() => import('../features/billing/BillingPage'), 'BillingPage'),
  Deal: page(() => import('../features/deals/DealRoomPage'), 'DealRoomPage'),
  WallProjectDetail: page(() => import('../features/projects/WallProjectDetailPage'), 'WallProjectDetailPage'),
  CreateWallProject: page(() => import('../features/projects/CreateWallProjectPage'), 'CreateWallProjectPage'),
  WallDetail: page(() => import('../features/walls/WallDetailPage'), 'WallDetailPage'),
  CreateWall: page(() => import('../features/walls/CreateWallPage'), 'CreateWallPage'),
  Profile: page(() => import('../features/profiles/ProfilePage'), 'ProfilePage'),
  Messages: page(() => import('../features/messages/MessagesPage'), 'MessagesPage'),
  Insights: page(() => import('../features/insights/InsightsPage'), 'InsightsPage'),
  RecentlyViewed: page(() => import('../features/recently-viewed/RecentlyViewedPage'), 'RecentlyViewedPage'),
  MyNetwork: page(() => import('../features/network/MyNetworkPage'), 'MyNetworkPage'),
  Notifications: page(() => import('../features/notifications/NotificationsPage'), 'NotificationsPage'),
  Tracking: page(() => import('../features/tracking/TrackingPage'), 'TrackingPage'),
  Referrals: page(() => import('../features/referrals/ReferralsPage'), 'ReferralsPage'),
  Settings: page(() => import('../features/settings/SettingsPage'), 'SettingsPage'),
  Saved: page(() => import('../features/saved/SavedPage'), 'SavedPage'),
  Shop: page(() => import('../features/shop/ShopPage'), 'ShopPage'),
  Product: page(() => import('../features/shop/ProductPage'), 'ProductPage'),
  Cart: page(() => import('../features/shop/CartPage'), 'CartPage'),
  Checkout: page(() => import('../features/shop/CheckoutPage'), 'CheckoutPage'),
  Orders: page(() => import('../features/shop/OrdersPage'), 'OrdersPage'),
  Order: page(() => import('../features/shop/OrderPage'), 'OrderPage'),
  HelpCenter: page(() => import('../features/help/HelpCenterPage'), 'HelpCenterPage'),
  HelpArticle: page(() => import('../features/help/HelpArticlePage'), 'HelpArticlePage'),
  Privacy: page(() => import('../features/legal/PrivacyPage'), 'PrivacyPage'),
  Terms: page(() => import('../features/legal/TermsPage'), 'TermsPage'),
  Feedback: page(() => import('../features/legal/FeedbackPage'), 'FeedbackPage'),
  Contact: page(() => import('../features/legal/ContactPage'), 'ContactPage'),
};
