import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin, type ProxyOptions } from 'vite';

// The console is served same-origin with its API (here in dev; in production by packages/api/src/admin-server.ts,
// which forwards the same paths), so the admin session cookie needs no CORS or SameSite=None. This file runs in
// Node, at build time.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiOrigin },
  '/trpc': { target: apiOrigin },
};

const BASE = '/admin/';

/** Vite serves only `/admin/…`; send the bare `/admin` (and `/`) to the console instead of a 404. */
function redirectToBase(): Plugin {
  const redirect: Connect.NextHandleFunction = (req, res, next) => {
    const [path, query] = (req.url ?? '').split('?');
    if (path !== '/admin' && path !== '/') return next();
    res.statusCode = 302;
    res.setHeader('Location', query ? `${BASE}?${query}` : BASE);
    res.end();
  };
  return {
    name: 'wallcraft-admin-redirect-to-base',
    configureServer: (server) => void server.middlewares.use(redirect),
  };
}

export default defineConfig({
  base: BASE,
  plugins: [react(), redirectToBase()],
  server: { port: 3001, strictPort: true, proxy },
  build: {
    rolldownOptions: {
      output: {
        // Libraries change less often than the console: separate chunks cache across deploys.
        codeSplitting: {
          groups: [
            { name: 'mantine', test: /node_modules[\\/]@mantine/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
});
