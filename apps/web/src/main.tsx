import './app/styles-critical.css';
import './app/global.css';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { holdUnseenParts } from './components/HydrateApart';
import { preloadPage } from './app/router';
import { loadRestStyles } from './app/styles';
import { heldSession } from './lib/session';
import { createQueryClient } from './lib/trpc';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server rendered this page (entry-server.tsx) and sent the answers of its queries beside it, the session's
// among them (without one, a signed-in user's `/` is the likelier page: the server draws a visitor's).
const serverState = document.getElementById('wc-state');
const queryClient = serverState && root.firstElementChild ? createQueryClient() : null;
if (queryClient) hydrate(queryClient, JSON.parse(serverState?.textContent ?? '{}') as DehydratedState);
void preloadPage(window.location.pathname, queryClient ? heldSession(queryClient) !== null : true);

if (queryClient) {
  holdUnseenParts(root);
  // At once, so React listens from now on: a click on the server's HTML hydrates what it hit first. As a
  // transition, React works in slices between which the phone stays responsive; the page's own part (its chunk
  // still on the way) keeps the server's HTML until the chunk arrives.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} serverRendered />
      </StrictMode>,
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
// Not render-blocking: a stylesheet added by a script after the first render.
loadRestStyles().catch(() => undefined);
