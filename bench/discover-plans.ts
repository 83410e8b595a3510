/* eslint-disable no-console -- a command-line tool: stdout is its interface */
/**
 * Whether Postgres keeps a generic plan for each representative discover query, as the API runs it (a named
 * prepared statement on one connection), and what a call then costs: planning and execution of the 12th run.
 *   cd packages/api && DATABASE_URL=postgres://… npx tsx ../../bench/discover-plans.ts      ONLY=<part of a name>
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type Pg from 'pg';
import { openDatabase, PLAN_EACH_TIME } from '../packages/db/src/index';
import { discoverStatement } from '../packages/api/src/domains/discover/queries';
import { ZDiscoverSearchRequest } from '../packages/api/src/domains/discover/schemas';
import { toDiscoverQuery } from '../packages/api/src/domains/discover/service';
import { QUERIES } from './discover-queries.mjs';

const pg = createRequire(path.join(import.meta.dirname, '../packages/api/package.json'))('pg') as typeof Pg;
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: the Postgres database to read');
const handle = await openDatabase({ kind: 'postgres', connectionString: url });
const client = new pg.Client({ connectionString: url });
await client.connect();

let n = 0;
for (const [name, params] of Object.entries(QUERIES)) {
  if (process.env.ONLY && !name.includes(process.env.ONLY)) continue;
  const statement = discoverStatement(toDiscoverQuery(ZDiscoverSearchRequest.parse(params)));
  if (!statement) continue;
  const { sql, parameters } = statement.compile(handle.db);
  const prepared = parameters.length > 0 && !sql.startsWith(PLAN_EACH_TIME);
  const statementName = `probe_${n++}`;
  const run = () =>
    prepared
      ? client.query({ name: statementName, text: sql, values: parameters as unknown[] })
      : client.query(sql, parameters as unknown[]);
  for (let i = 0; i < 11; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  let plans = 'planned each time (unnamed)';
  if (prepared) {
    const { rows } = await client.query(
      'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1',
      [statementName],
    );
    plans = `generic ${rows[0].generic_plans}, custom ${rows[0].custom_plans}`;
  }
  // EXPLAIN of the statement as the 33rd run would plan it: the literal values, so the planning time is a custom plan's.
  const explained = await client.query(`EXPLAIN (ANALYZE, COSTS OFF, SUMMARY) ${sql}`, parameters as unknown[]);
  const summary = explained.rows
    .map((r) => Object.values(r)[0] as string)
    .filter((line) => /^(Planning|Execution) Time/.test(line))
    .join(', ');
  console.log(`${name}: median ${times[10]!.toFixed(2)} ms; ${plans}; custom plan: ${summary}`);
}
await client.end();
await handle.close();
