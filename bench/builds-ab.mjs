#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: stdout is its interface */
// Two builds of the API against each other over HTTP: this checkout's compiled API (`pnpm build`) and another
// checkout's (a `git worktree` of an earlier commit, built there), side by side on the same data, each discover query
// timed on them in alternate turns of a second (autocannon, one connection). It prints each build's middle turn (ms a
// request) and the middle of the turns' ratios, this checkout's over the other's: under 1 is faster.
//
//   git worktree add /tmp/before <commit>   (link or copy each package's node_modules into it, then build its API)
//   node bench/builds-ab.mjs --before /tmp/before --data-dir <a seeded embedded folder>   (copied once for each build)
//   node bench/builds-ab.mjs --before /tmp/before --database-url postgres://…/wallcraft_bench_1x
//     --only a,b (calls whose names hold a part)  --turns N (default 8)  --port N (default 3440, and the next)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { QUERIES } from './discover-queries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    only: { type: 'string' },
    turns: { type: 'string', default: '8' },
    port: { type: 'string', default: '3440' },
  },
});
if (!values.before || !values['data-dir'] === !values['database-url'])
  throw new Error('usage: --before <checkout> and one of --data-dir <folder> or --database-url <url>');

const copies = [];
/** The database a build runs on: the same Postgres database, or a copy of the embedded folder of its own. */
function databaseFor() {
  if (values['database-url']) return { DATABASE_URL: values['database-url'] };
  const copy = mkdtempSync(path.join(tmpdir(), 'wallcraft-ab-'));
  cpSync(values['data-dir'], copy, { recursive: true });
  copies.push(copy);
  return { DATA_DIR: copy };
}

const { DATABASE_URL: _ignored, ...baseEnv } = process.env;
async function startApi(checkout, port) {
  const env = { ...baseEnv, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), ...databaseFor() };
  Object.assign(env, { SEED_DEMO_DATA: 'false', RATE_LIMIT_PER_MINUTE: '10000000' });
  const child = spawn('node', ['dist/main.js'], {
    cwd: path.join(checkout, 'packages/api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop: () => process.kill(-child.pid, 'SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  throw new Error(`the API of ${checkout} did not start (is it built?)`);
}

const picked = (name) => !values.only || values.only.split(',').some((part) => name.includes(part));
const calls = Object.entries(QUERIES)
  .filter(([name]) => picked(name))
  .map(([name, params]) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) for (const v of [value].flat()) search.append(key, String(v));
    return [name, `/api/discover?${search}`];
  });
const middle = (numbers) => [...numbers].sort((a, b) => a - b)[numbers.length >> 1];
const msPerRequest = async (url) => {
  const result = await autocannon({ url, connections: 1, duration: 1 });
  return (result.duration * 1000) / result.requests.total;
};

const port = Number(values.port);
const builds = { before: await startApi(path.resolve(values.before), port) };
try {
  builds.after = await startApi(root, port + 1);
  for (const [, call] of calls)
    for (const build of Object.values(builds)) await autocannon({ url: build.url + call, connections: 1, duration: 2 });
  console.log('| Call | before (ms) | after (ms) | after / before |\n|---|---:|---:|---:|');
  for (const [name, call] of calls) {
    const [bodyBefore, bodyAfter] = await Promise.all(
      Object.values(builds).map((build) => fetch(build.url + call).then((r) => r.text())),
    );
    if (bodyBefore !== bodyAfter) console.log(`(${name}: the builds answer differently)`);
    const times = { before: [], after: [] };
    for (let turn = 0; turn < Number(values.turns); turn++)
      for (const label of turn % 2 ? ['after', 'before'] : ['before', 'after'])
        times[label].push(await msPerRequest(builds[label].url + call));
    const ratio = middle(times.after.map((ms, turn) => ms / times.before[turn]));
    console.log(
      `| ${name} | ${middle(times.before).toFixed(2)} | ${middle(times.after).toFixed(2)} | ${ratio.toFixed(2)} |`,
    );
  }
} finally {
  for (const build of Object.values(builds)) build?.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
}
