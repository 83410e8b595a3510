import { createElement, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/NotFoundPage';
import { useSession, type SessionState } from '../lib/session';
import { AfterSignIn, ToHome, ToLogin, ToOnboarding } from './guards';
import { Pages } from './pages';

const route = (path: string, page: ComponentType): RouteObject => ({ path, element: createElement(page) });

/** Shop, help, legal, feedback and contact are open in every session state. */
const openToAll: RouteObject[] = [
  route('/shop', Pages.Shop),
  route('/help-center', Pages.HelpCenter),
  route('/help/:slug', Pages.HelpArticle),
  route('/privacy', Pages.Privacy),
  route('/terms', Pages.Terms),
  route('/feedback', Pages.Feedback),
  route('/contact', Pages.Contact),
];

const notFound: RouteObject = { path: '*', element: <NotFoundPage /> };

/**
 * Pages anyone may open, signed in or out: Discover, the browse lists, detail pages (signed out, with LOGIN TO
 * CONTACT instead of actions) and public profiles.
 */
const publicPages: RouteObject[] = [
  route('/', Pages.Dashboard),
  route('/discover', Pages.Discover),
  route('/browse/projects', Pages.BrowseProjects),
  route('/browse/wall-projects', Pages.BrowseWallProjects),
  route('/browse/walls', Pages.BrowseWalls),
  route('/projects/:id', Pages.ProjectDetail),
  route('/wall-projects/:id', Pages.WallProjectDetail),
  route('/walls/:id', Pages.WallDetail),
  // The saved screen links walls to /wall/{id}; both spellings show the wall.
  route('/wall/:id', Pages.WallDetail),
  route('/artists/:id', Pages.Profile),
  route('/brands/:id', Pages.Profile),
  route('/profile/:id', Pages.Profile),
];

/** Pages that need an account (a signed-out visitor is sent to sign in and brought back). */
const accountPages: RouteObject[] = [
  route('/projects/create', Pages.CreateProject),
  route('/projects/:projectId/transactions', Pages.Transactions),
  route('/projects/:projectId/milestones', Pages.Milestones),
  route('/payments/:id', Pages.Receipt),
  route('/wall-projects/create', Pages.CreateWallProject),
  route('/walls/create', Pages.CreateWall),
  route('/setup/:type', Pages.Setup),
  // Kept reachable once onboarding is done, so finishing it never lands on a 404 mid-navigation.
  route('/create-profile', Pages.CreateProfile),
  route('/messages', Pages.Messages),
  route('/my-projects', Pages.MyProjects),
  route('/insights', Pages.Insights),
  route('/my-network', Pages.MyNetwork),
  route('/notifications', Pages.Notifications),
  route('/tracking', Pages.Tracking),
  route('/referrals', Pages.Referrals),
  route('/add-account', Pages.AddAccount),
  route('/settings', Pages.Settings),
  route('/saved', Pages.Saved),
  route('/recently-viewed', Pages.RecentlyViewed),
];
// Create-profile has its own answer signed out (home, as the spec says).
const signedInOnly = accountPages.flatMap((page) => (page.path && page.path !== '/create-profile' ? [page.path] : []));

/** The routes each session state can reach. */
const routeTables: Record<Exclude<SessionState, 'loading'>, RouteObject[]> = {
  'signed-out': [
    ...publicPages,
    route('/login', Pages.Login),
    ...openToAll,
    // Create-profile without a signed-in user goes home.
    { path: '/create-profile', element: <ToHome /> },
    // Every other page of a signed-in user asks a visitor to sign in first, then comes back to it.
    ...signedInOnly.map((path) => ({ path, element: <ToLogin /> })),
    notFound,
  ],
  onboarding: [
    route('/create-profile', Pages.CreateProfile),
    route('/setup/:type', Pages.Setup),
    ...openToAll,
    { path: '*', element: <ToOnboarding /> },
  ],
  'signed-in': [...publicPages, ...accountPages, ...openToAll, { path: '/login', element: <AfterSignIn /> }, notFound],
};

/** Renders the page for the current path from the current session's route table. */
export function AppRoutes() {
  const { state } = useSession();
  return useRoutes(routeTables[state === 'loading' ? 'signed-out' : state]);
}
