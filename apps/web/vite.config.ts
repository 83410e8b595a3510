/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { build, defineConfig, type Plugin } from 'vite';
import { precompress } from './vite.precompress.ts';

/**
 * After the browser build, the server's render of the landing pages (src/entry-server.tsx) into `outDir/ssr`:
 * self-contained ES modules (the libraries inside), which the API imports from WEB_DIST_DIR. Split like the
 * browser's build, so the API loads only the pages it renders (about 25 MB at start instead of 60).
 */
function serverRender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'wallcraft-server-render',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: path.join(outDir, 'ssr'),
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
        },
      });
    },
  };
}

// The dev server forwards API, tRPC (incl. its websocket) and media calls to the API; in production the API
// serves dist/ itself, so the app only ever uses same-origin relative URLs.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress(), serverRender()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiOrigin },
      '/trpc': { target: apiOrigin, ws: true },
      '/media': { target: apiOrigin, changeOrigin: true },
    },
  },
  // Unit tests live beside the code in src/; e2e/ belongs to Playwright.
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
  build: {
    outDir: 'dist',
    // .vite/manifest.json: the server preloads a rendered page's chunk (packages/api/src/plugins/server-render.ts).
    manifest: true,
    // Pages are lazy routes; keeping the framework libraries in their own long-lived chunks makes the
    // per-page chunks tiny and lets browsers cache the vendor code across deploys.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            // Mantine's components are not grouped: each page chunk gets the ones it uses, so a first load carries
            // only the shell's and that page's (scripts/check-bundle-size.mjs keeps /discover under budget).
            // Nor are notifications: a group takes its modules' dependencies too, and the toast area (with its
            // transitions) loads after the first paint (app/Toasts.tsx). zod is not grouped either, so it
            // travels with the forms that validate, never in the first load.
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]hooks[\\/]/ },
            { name: 'data', test: /node_modules[\\/](@trpc|@tanstack)[\\/]/ },
          ],
        },
      },
    },
  },
});
