#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: stdout is its interface */
// Size budget for the first load of /discover: the gzip size of the JavaScript a browser must fetch before
// the page renders: the entry chunk from index.html, the lazy DiscoverPage chunk, and every chunk either
// imports statically (transitively). Dynamic imports (other pages, the Leaflet map) are not counted.
//
//   node scripts/check-bundle-size.mjs                 builds the web app into a temporary directory first
//   node scripts/check-bundle-size.mjs --dist <dir>    reads an existing build
//   --budget <KB>                                      defaults to 200 (issue 14's goal)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { dist: { type: 'string' }, budget: { type: 'string', default: '200' } } });
const budgetKb = Number(values.budget);

let dist = values.dist ? path.resolve(values.dist) : null;
let cleanup = null;
if (!dist) {
  dist = mkdtempSync(path.join(tmpdir(), 'wallcraft-size-'));
  cleanup = dist;
  const build = spawnSync(
    'npx',
    [
      '-y',
      'pnpm@10.34.9',
      '--filter',
      '@wallcraft/web',
      'build',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

try {
  const assets = path.join(dist, 'assets');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+\.js)"/g)].map((m) =>
    path.basename(m[1]),
  );
  const page = readdirSync(assets).find((name) => /^DiscoverPage-[\w-]+\.js$/.test(name));
  if (!entries.length || !page) throw new Error(`could not find the entry script or the DiscoverPage chunk in ${dist}`);

  // Static imports only: `import"./x.js"` and `from"./x.js"`; `import("./x.js")` is a lazy load and is skipped.
  const staticImports = (file) => {
    const code = readFileSync(path.join(assets, file), 'utf8');
    return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]);
  };
  const needed = new Set();
  const visit = (file) => {
    if (needed.has(file)) return;
    needed.add(file);
    for (const dep of staticImports(file)) if (existsSync(path.join(assets, dep))) visit(dep);
  };
  for (const file of [...entries, page]) visit(file);

  const rows = [...needed].map((file) => ({
    file,
    gzip: gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length,
  }));
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  for (const r of rows) console.log(`  ${(r.gzip / 1024).toFixed(1).padStart(7)} KB  ${r.file}`);
  const totalKb = total / 1024;
  console.log(`First load of /discover: ${totalKb.toFixed(1)} KB of JavaScript (gzip), budget ${budgetKb} KB.`);
  if (rows.some((r) => /leaflet/i.test(r.file)))
    throw new Error('Leaflet is in the first load of /discover; it must load only with the map view');
  if (totalKb > budgetKb) {
    console.error(`Over budget by ${(totalKb - budgetKb).toFixed(1)} KB.`);
    process.exitCode = 1;
  }
} finally {
  if (cleanup) rmSync(cleanup, { recursive: true, force: true });
}
