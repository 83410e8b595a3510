import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Connect, type Plugin, type ProxyOptions } from 'vite';

// The console is served same-origin with its API under /admin (here in dev; in production by
// packages/api/src/admin-server.ts, which forwards the same paths), so the admin session cookie, scoped to /admin,
// needs no CORS or SameSite=None. The API serves its admin routes only to requests that carry the console's proof
// (packages/api/src/lib/console-proof.ts): ADMIN_PROXY_SECRET, or the key the dev API keeps in DATA_DIR (read at
// each request, since the API makes it when it first starts). This file runs in Node.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const dataDir = path.resolve(fileURLToPath(new URL('../..', import.meta.url)), process.env.DATA_DIR ?? '.data');
const consoleProof = () =>
  process.env.ADMIN_PROXY_SECRET ?? readFileSync(path.join(dataDir, 'console-proxy.key'), 'utf8').trim();
const toApi = (from: string, to: string): ProxyOptions => ({
  target: apiOrigin,
  rewrite: (url) => to + url.slice(from.length),
  configure: (server) => server.on('proxyReq', (request) => request.setHeader('x-wallcraft-console', consoleProof())),
});
const proxy: Record<string, ProxyOptions> = {
  '/admin/api/admin': toApi('/admin/api/admin', '/api/admin'),
  '/admin/trpc': toApi('/admin/trpc', '/trpc'),
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
