import type { Pages } from './pages';

type PageName = keyof typeof Pages;

/**
 * The route table's paths and the page each shows: plain data, so the router builds from it and the phone
 * check (e2e/phones.spec.ts) visits every path it lists, including ones added later.
 */

/** Shop, help, legal, feedback and contact are open in every session state. */
export const OPEN_TO_ALL = {
  '/shop': 'Shop',
  '/shop/cart': 'Cart',
  '/shop/:slug': 'Product',
  '/help-center': 'HelpCenter',
  '/help/:slug': 'HelpArticle',
  '/privacy': 'Privacy',
  '/terms': 'Terms',
  '/feedback': 'Feedback',
  '/contact': 'Contact',
  // The pages a mail's link opens, whoever is signed in (or no one).
  '/forgot-password': 'ForgotPassword',
  '/reset-password': 'ResetPassword',
  '/confirm-email': 'ConfirmEmail',
  '/unsubscribe': 'Unsubscribe',
} as const satisfies Record<string, PageName>;

/**
 * Pages anyone may open, signed in or out: Discover, the browse lists, detail pages (signed out, with LOGIN TO
 * CONTACT instead of actions) and public profiles.
 */
export const PUBLIC_PAGES = {
  // A visitor's home page; a signed-in user's / is the dashboard (app/router.tsx).
  '/': 'Home',
  '/discover': 'Discover',
  '/browse/projects': 'BrowseProjects',
  '/browse/wall-projects': 'BrowseWallProjects',
  '/browse/walls': 'BrowseWalls',
  '/projects/:id': 'ProjectDetail',
  '/wall-projects/:id': 'WallProjectDetail',
  '/walls/:id': 'WallDetail',
  // The saved screen links walls to /wall/{id}; both spellings show the wall.
  '/wall/:id': 'WallDetail',
  '/artists/:id': 'Profile',
  '/brands/:id': 'Profile',
  '/profile/:id': 'Profile',
} as const satisfies Record<string, PageName>;

/**
 * Shop pages that need an account but not a finished profile (the spec opens the shop to users still in
 * onboarding): a signed-out visitor is sent to sign in and brought back, as for ACCOUNT_PAGES.
 */
export const SHOP_ACCOUNT_PAGES = {
  '/shop/checkout': 'Checkout',
  '/shop/orders': 'Orders',
  '/shop/orders/:id': 'Order',
} as const satisfies Record<string, PageName>;

/** Pages that need an account (a signed-out visitor is sent to sign in and brought back). */
export const ACCOUNT_PAGES = {
  // The dashboard is also a signed-in user's `/` (app/router.tsx); this is its address of its own.
  '/dashboard': 'Dashboard',
  '/projects/create': 'CreateProject',
  '/projects/:projectId/transactions': 'Transactions',
  '/projects/:projectId/milestones': 'Milestones',
  '/payments/:id': 'Receipt',
  '/billing': 'Billing',
  '/deals/:projectId': 'Deal',
  '/wall-projects/create': 'CreateWallProject',
  '/walls/create': 'CreateWall',
  '/setup/:type': 'Setup',
  // Kept reachable once onboarding is done, so finishing it never lands on a 404 mid-navigation.
  '/create-profile': 'CreateProfile',
  '/messages': 'Messages',
  '/my-projects': 'MyProjects',
  '/insights': 'Insights',
  '/my-network': 'MyNetwork',
  '/notifications': 'Notifications',
  '/tracking': 'Tracking',
  '/referrals': 'Referrals',
  '/add-account': 'AddAccount',
  '/settings': 'Settings',
  '/saved': 'Saved',
  '/recently-viewed': 'RecentlyViewed',
} as const satisfies Record<string, PageName>;
