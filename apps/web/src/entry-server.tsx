/**
 * The server's render of the pages visitors land on (Discover, sign-in, detail pages and profiles): the API
 * imports the build of this file (WEB_DIST_DIR/ssr) and sends the HTML with the page's data, so the first
 * screen is drawn before any JavaScript runs; main.tsx then hydrates it.
 *
 * The page's queries are found by rendering it: in tRPC's 'prepass' state each query hook starts its own
 * fetch (through `query`, the API's in-process call with the visitor's context), and the page is rendered
 * again until no new query starts. Only answered queries go into the state; one that failed is left to the
 * browser, which asks again and shows its error as it would without the server's render.
 */
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '@wallcraft/api';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppTree, type AppClients } from './app/App';
import { Pages } from './app/pages';
import { pageAt } from './app/router';
import { createQueryClient, trpc } from './lib/trpc';

/** A query of the page, answered by the API in-process: the JSON the browser would have received. */
export type ServerQuery = (path: string, input: unknown) => Promise<unknown>;

/** Passes that may start queries (a page's data, then what that data asks for) before the page is sent. */
const MAX_PASSES = 4;

/**
 * The page the server renders at `pathname` (visitors' landing pages, which need no more styles), by the name
 * of its module (the server preloads that chunk beside the entry); null for every other page.
 */
export function serverPage(pathname: string): string | null {
  const page = pageAt(pathname);
  return page !== null && Pages[page].critical ? Pages[page].exportName : null;
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

export async function render(url: string, query: ServerQuery): Promise<{ html: string; state: DehydratedState }> {
  const queryClient = createQueryClient();
  const trpcClient = trpc.createClient({ links: [serverLink(query)] });
  for (let pass = 0; pass < MAX_PASSES; pass++) if (!(await prepass(url, { queryClient, trpcClient }))) break;

  const cache = queryClient.getQueryCache();
  // A failed query renders as still loading, as the browser will show it until its own answer arrives.
  for (const failed of cache.findAll({ predicate: (q) => q.state.status === 'error' })) cache.remove(failed);
  // Everything lazy has arrived by now, so this render never suspends: plain HTML, with no inline script.
  return { html: renderToString(tree(url, { queryClient, trpcClient })), state: dehydrate(queryClient) };
}
