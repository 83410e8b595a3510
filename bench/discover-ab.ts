/* eslint-disable no-console -- a command-line tool: stdout is its interface */
/**
 * Two versions of the discover statements timed against each other in one process, on one database: this tree's
 * and those of another checkout (a `git worktree` of an earlier commit, with its node_modules). Each query's two
 * statements are prepared, as the API runs them, and run in alternate blocks, so a change in the machine's speed
 * falls on both; it prints each version's median block and the middle of the blocks' ratios (this tree's over the
 * other's: under 1 is faster). Both versions must return the same rows, in the columns both have.
 *   git worktree add /tmp/before <commit>   (then copy or link each package's node_modules into it)
 *   cd packages/api && BEFORE=/tmp/before DATA_DIR=<dir>/scale-1 npx tsx ../../bench/discover-ab.ts
 *   cd packages/api && BEFORE=/tmp/before DATABASE_URL=postgres://… npx tsx ../../bench/discover-ab.ts
 *     ONLY=<part of a name>, BLOCKS=N (default 15; the first 3 are a warm-up), RUNS=N a block (default 40)
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type Pg from 'pg';
import { openDatabase } from '../packages/db/src/index';
import { QUERIES } from './discover-queries.mjs';

type Statement = {
  compile(db: unknown): { sql: string; parameters: readonly unknown[] };
  execute(db: unknown): Promise<{ rows: unknown[] }>;
};
type Version = {
  discoverStatement(q: unknown): Statement | null;
  toDiscoverQuery(request: unknown): unknown;
  ZDiscoverSearchRequest: { parse(params: unknown): unknown };
};

const before = process.env.BEFORE;
if (!before) throw new Error('BEFORE: the other checkout, e.g. a git worktree of the commit to compare with');
const load = async (root: string): Promise<Version> => {
  const discover = path.join(root, 'packages/api/src/domains/discover');
  return {
    ...(await import(path.join(discover, 'queries.ts'))),
    ...(await import(path.join(discover, 'schemas.ts'))),
    ...(await import(path.join(discover, 'service.ts'))),
  } as Version;
};
const versions = {
  before: await load(path.resolve(before)),
  after: await load(path.resolve(import.meta.dirname, '..')),
};

const url = process.env.DATABASE_URL;
const handle = url
  ? await openDatabase({ kind: 'postgres', connectionString: url })
  : await openDatabase({ kind: 'pglite', dataDir: process.env.DATA_DIR });
// On Postgres a named statement on a client of its own, as prepared.ts runs it; the embedded engine prepares every
// statement with parameters itself (pglite-worker.js).
const pg = createRequire(path.join(import.meta.dirname, '../packages/api/package.json'))('pg') as typeof Pg;
const client = url ? new pg.Client({ connectionString: url }) : null;
await client?.connect();

const blocks = Number(process.env.BLOCKS ?? 15);
const runs = Number(process.env.RUNS ?? 40);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
let n = 0;

for (const [name, params] of Object.entries(QUERIES)) {
  if (process.env.ONLY && !name.includes(process.env.ONLY)) continue;
  const run = Object.fromEntries(
    Object.entries(versions).map(([label, v]) => {
      const statement = v.discoverStatement(v.toDiscoverQuery(v.ZDiscoverSearchRequest.parse(params)))!;
      const { sql, parameters } = statement.compile(handle.db);
      const statementName = `ab_${n++}`;
      const once = async () =>
        client
          ? (await client.query({ name: statementName, text: sql, values: parameters as unknown[] })).rows
          : (await statement.execute(handle.db)).rows;
      return [label, once];
    }),
  ) as Record<keyof typeof versions, () => Promise<unknown[]>>;
  const [rowsBefore, rowsAfter] = [await run.before(), await run.after()];
  // The same rows, in the columns both versions have (a version may add one).
  const keys = Object.keys((rowsAfter[0] ?? {}) as object).filter((key) => key in ((rowsBefore[0] ?? {}) as object));
  const common = (rows: unknown[]) =>
    JSON.stringify(rows.map((row) => keys.map((key) => (row as Record<string, unknown>)[key])));
  if (common(rowsBefore) !== common(rowsAfter)) throw new Error(`${name}: the versions' rows differ`);
  const block = async (once: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await once();
      times.push(performance.now() - started);
    }
    return median(times);
  };
  const times = { before: [] as number[], after: [] as number[], ratios: [] as number[] };
  for (let b = 0; b < blocks; b++) {
    const [first, second] = b % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const);
    const result = { [first]: await block(run[first]), [second]: await block(run[second]) };
    if (b < 3) continue;
    times.before.push(result.before!);
    times.after.push(result.after!);
    times.ratios.push(result.after! / result.before!);
  }
  console.log(
    `${name}: before ${median(times.before).toFixed(3)} ms, after ${median(times.after).toFixed(3)} ms, ` +
      `ratio ${median(times.ratios).toFixed(3)} (${rowsAfter.length} rows)`,
  );
}
await client?.end();
await handle.close();
