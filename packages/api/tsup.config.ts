import { defineConfig } from 'tsup';

// Production build: plain JavaScript for `node dist/main.js` (the API) and `node dist/admin-main.js` (the admin
// console's server). The workspace packages ship TypeScript sources, so they are bundled in; everything from npm
// stays an import resolved from node_modules (PGlite, for one, loads its wasm files from beside its own module).
// The embedded database's process is an entry of its own: the db client forks `./pglite-worker.js` from beside
// itself, which in the build is dist/.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'admin-main': 'src/admin-main.ts',
    'pglite-worker': '../db/src/pglite-worker.js',
  },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  splitting: true,
  sourcemap: true,
  noExternal: [/^@wallcraft\//],
});
