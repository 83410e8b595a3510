import { createElement, isValidElement, type ComponentType } from 'react';
import { matchPath, matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/NotFoundPage';
import { useSession, type SessionState } from '../lib/session';
import { AfterSignIn, AfterSignUp, ToHome, ToLogin, ToOnboarding } from './guards';
import { Pages } from './pages';
import { ACCOUNT_PAGES, OPEN_TO_ALL, PUBLIC_PAGES, SHOP_ACCOUNT_PAGES } from './route-paths';

const route = (path: string, page: ComponentType): RouteObject => ({ path, element: createElement(page) });

const routes = (table: Record<string, keyof typeof Pages>) =>
  Object.entries(table).map(([path, page]) => route(path, Pages[page]));

const openToAll = routes(OPEN_TO_ALL);
const notFound: RouteObject = { path: '*', element: <NotFoundPage /> };

const publicPages = routes(PUBLIC_PAGES);
const accountPages = routes(ACCOUNT_PAGES);
const shopAccountPages = routes(SHOP_ACCOUNT_PAGES);
// Create-profile has its own answer signed out (home, as the spec says).
const signedInOnly = [...accountPages, ...shopAccountPages].flatMap((page) =>
  page.path && page.path !== '/create-profile' ? [page.path] : [],
);

/** Whether a path (with its query) is a page a user still onboarding may open: the shop's and the open ones. */
const openDuringOnboarding = (path: string) =>
  matchRoutes([...openToAll, ...shopAccountPages], path.split(/[?#]/)[0] ?? path) !== null;

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
    ...shopAccountPages,
    { path: '/login', element: <AfterSignUp openDuringOnboarding={openDuringOnboarding} /> },
    { path: '*', element: <ToOnboarding /> },
  ],
  'signed-in': [
    // Before the public pages: a signed-in user's home is the dashboard, a visitor's the home page.
    route('/', Pages.Dashboard),
    ...publicPages,
    ...accountPages,
    ...shopAccountPages,
    ...openToAll,
    { path: '/login', element: <AfterSignIn /> },
    notFound,
  ],
};

/** Renders the page for the current path from the current session's route table. */
export function AppRoutes() {
  const { state } = useSession();
  return useRoutes(routeTables[state === 'loading' ? 'signed-out' : state]);
}

/** The page shown at `pathname`: literal paths (/projects/create) before parameters (/projects/:id). */
export function pageAt(pathname: string): keyof typeof Pages | null {
  const tables = [ACCOUNT_PAGES, SHOP_ACCOUNT_PAGES, OPEN_TO_ALL, PUBLIC_PAGES, { '/login': 'Login' } as const];
  for (const table of tables) {
    const match = Object.entries(table).find(([path]) => matchPath(path, pathname));
    if (match) return match[1] as keyof typeof Pages;
  }
  return null;
}

/**
 * The page a session in `state` sees at `pathname`, read from the same route tables as the app; null where it is
 * sent elsewhere instead (a visitor on an account page, a signed-in user on /login) or finds nothing.
 */
export function pageFor(pathname: string, state: Exclude<SessionState, 'loading'>): keyof typeof Pages | null {
  const element = matchRoutes(routeTables[state], pathname)?.at(-1)?.route.element;
  if (!isValidElement(element)) return null;
  return (Object.keys(Pages) as (keyof typeof Pages)[]).find((name) => Pages[name] === element.type) ?? null;
}

/**
 * Starts fetching the chunk of the page at `pathname` at once. Without it the page's code is asked for only
 * after the session answers (the layout shows a loader until then): two round trips in a row on a first visit.
 * `/` is a signed-in user's dashboard and a visitor's home page: a page the server drew says which; one it did
 * not draw is most likely a signed-in user's (the server draws the home page for visitors).
 */
export function preloadPage(pathname: string, signedIn: boolean): Promise<unknown> {
  const page = pathname === '/' && signedIn ? 'Dashboard' : pageAt(pathname);
  return page ? Pages[page].preload() : Promise.resolve();
}
