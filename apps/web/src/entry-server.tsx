/**
 * The server's render of the pages people land on (Discover, detail pages and profiles; a visitor's home and
 * sign-in pages, a signed-in user's dashboard): the API imports the build of this file (WEB_DIST_DIR/ssr) and
 * sends the HTML with the page's data, so the first screen is drawn before any JavaScript runs; main.tsx then
 * hydrates it.
 *
 * The page's queries are found by rendering it: in tRPC's 'prepass' state each query hook starts its own
 * fetch (through `query`, the API's in-process call with the caller's own context), and the page is rendered
 * again until no new query starts. Only answered queries go into the state; one that failed is left to the
 * browser, which asks again and shows its error as it would without the server's render.
 */
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { getQueryKey } from '@trpc/react-query';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '@wallcraft/api';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppTree, type AppClients } from './app/App';
import { Pages } from './app/pages';
import { pageAt, pageFor } from './app/router';
import { sessionState, type Session, type SessionState } from './lib/session';
import { createQueryClient, trpc } from './lib/trpc';

/** A query of the page, answered by the API in-process: the JSON the browser would have received. */
export type ServerQuery = (path: string, input: unknown) => Promise<unknown>;

/** Passes that may start queries (a page's data, then what that data asks for) before the page is sent. */
const MAX_PASSES = 4;

/**
 * What a signed-in user lands on: their dashboard and Discover. Their other pages are the app's to draw: the detail
 * pages grow parts for a party to the deal (live tracking over the socket, owner actions) that a visitor's render
 * never had to hydrate in place.
 */
const SIGNED_IN_PAGES = new Set<keyof typeof Pages>(['Dashboard', 'Discover']);

/**
 * Whether `pathname` is an address of the app (any page of any session state, a detail page whatever its id): the
 * server answers any other with 404, the app's own "Page Not Found" page in its body.
 */
export const isAppPath = (pathname: string): boolean => pageAt(pathname) !== null;

/**
 * The page the server renders at `pathname` for a session in `state` (the landing pages, which need no more
 * styles), by the name of its module (the server preloads that chunk beside the entry); null for every other
 * page, and for every address a session is sent on from (a visitor on an account page, anyone onboarding).
 */
export function serverPage(pathname: string, state: Exclude<SessionState, 'loading'> = 'signed-out'): string | null {
  const page = pageFor(pathname, state);
  if (page === null || !Pages[page].critical) return null;
  if (state === 'signed-in' && !SIGNED_IN_PAGES.has(page)) return null;
  return Pages[page].exportName;
}

function serverLink(query: ServerQuery): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        if (op.type !== 'query') {
          observer.error(new TRPCClientError(`${op.path} is not a query: only queries run in the server's render`));
          return;
        }
        query(op.path, op.input).then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (cause: unknown) =>
            observer.error(TRPCClientError.from(cause instanceof Error ? cause : new Error(String(cause)))),
        );
      });
}

const tree = (url: string, clients: AppClients) => (
  <StrictMode>
    <StaticRouter location={url}>
      <AppTree {...clients} serverRendered />
    </StaticRouter>
  </StrictMode>
);

/**
 * A pass that waits for every lazy part of the page (its chunk, the header's menus) and lets its query hooks
 * start their fetches; its HTML is not used. Answers whether any query started.
 */
async function prepass(
  url: string,
  clients: Required<Pick<AppClients, 'queryClient' | 'trpcClient'>>,
): Promise<boolean> {
  let started = false;
  const unsubscribe = clients.queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') started = true;
  });
  try {
    const { prelude } = await prerenderToNodeStream(tree(url, { ...clients, ssrState: 'prepass' }));
    prelude.resume();
    await settled(clients.queryClient);
  } finally {
    unsubscribe();
  }
  return started;
}

/** Resolves when no query of the client is fetching. */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

/**
 * The page at `url` as the caller sees it, with the name of its module; null when the server does not draw it for
 * them. The session is asked first, since it decides the page (a signed-in user's `/` is their dashboard); one
 * that cannot be read (a session a suspension ended answers 401) is left to the browser, which says why.
 */
export async function render(
  url: string,
  query: ServerQuery,
): Promise<{ html: string; state: DehydratedState; page: string } | null> {
  let session: Session | null;
  try {
    session = (await query('auth.user', undefined)) as Session | null;
  } catch {
    return null;
  }
  const page = serverPage(new URL(url, 'http://localhost').pathname, sessionState(session));
  if (!page) return null;
  const queryClient = createQueryClient();
  queryClient.setQueryData(getQueryKey(trpc.auth.user, undefined, 'query'), session);
  const trpcClient = trpc.createClient({ links: [serverLink(query)] });
  for (let pass = 0; pass < MAX_PASSES; pass++) if (!(await prepass(url, { queryClient, trpcClient }))) break;

  const cache = queryClient.getQueryCache();
  // A failed query renders as still loading, as the browser will show it until its own answer arrives.
  for (const failed of cache.findAll({ predicate: (q) => q.state.status === 'error' })) cache.remove(failed);
  // Everything lazy has arrived by now, so this render never suspends: plain HTML, with no inline script.
  return { html: renderToString(tree(url, { queryClient, trpcClient })), state: dehydrate(queryClient), page };
}
