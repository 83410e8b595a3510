/* eslint-disable no-console -- a command-line tool: stdout is its interface */
/**
 * Median time and (with EXPLAIN=1) the plan of each representative discover query, straight on the database:
 *   cd packages/api && DATA_DIR=/tmp/db-100 npx tsx ../../bench/discover-explain.ts           (PGlite)
 *   cd packages/api && DATABASE_URL=postgres://… npx tsx ../../bench/discover-explain.ts      (Postgres)
 */
import { openDatabase } from '../packages/db/src/index';
import { discoverStatement } from '../packages/api/src/domains/discover/queries';
import { ZDiscoverSearchRequest } from '../packages/api/src/domains/discover/schemas';
import { toDiscoverQuery } from '../packages/api/src/domains/discover/service';
import { QUERIES } from './discover-queries.mjs';

const handle = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', connectionString: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: process.env.DATA_DIR });

/** Runs a query (RUNS, odd; default 7), of which the median is printed; LIMIT overrides its page's size. */
const runs = Number(process.env.RUNS ?? 7) | 1;

for (const [name, params] of Object.entries(QUERIES)) {
  if (process.env.ONLY && !name.includes(process.env.ONLY)) continue;
  const limit = process.env.LIMIT ? { limit: Number(process.env.LIMIT) } : {};
  const statement = discoverStatement(toDiscoverQuery(ZDiscoverSearchRequest.parse({ ...params, ...limit })));
  if (!statement) continue;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await statement.execute(handle.db);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`\n== ${name}: median ${times[runs >> 1]!.toFixed(2)} ms`);
  if (process.env.EXPLAIN) {
    const { sql, parameters } = statement.compile(handle.db);
    const plan = await handle.db.executeQuery<Record<string, string>>({
      sql: `EXPLAIN (ANALYZE, COSTS OFF) ${sql}`,
      parameters,
      query: statement.toOperationNode(),
    } as never);
    console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
  }
}
await handle.close();
