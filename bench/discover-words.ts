/* eslint-disable no-console -- a command-line tool: stdout is its interface */
/**
 * A text search's cost across words, from common to absent and too short for the trigram index, in four page
 * orders: the median of 9 runs of each, after 6 that let Postgres settle on its plan (a named prepared statement on
 * one connection, as the API runs it). Where `discover-plans.ts` times the bench's nine queries, this looks for the
 * word that costs far more than the rest.
 *   cd packages/api && DATABASE_URL=postgres://…/wallcraft_bench_100x npx tsx ../../bench/discover-words.ts
 */
import { openDatabase } from '../packages/db/src/index';
import { discoverStatement } from '../packages/api/src/domains/discover/queries';
import { ZDiscoverSearchRequest } from '../packages/api/src/domains/discover/schemas';
import { toDiscoverQuery } from '../packages/api/src/domains/discover/service';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: the Postgres database to read');
const handle = await openDatabase({ kind: 'postgres', connectionString: url, maxConnections: 1 });
const viewer = { lat: 29.7604, lng: -95.3698 };
const WORDS = ['art', 'the', 'street', 'houston', 'nashville', 'brick', 'blue', 'wedgewood', 'xqzv', 'e', 'zz', '3d'];
const ORDERS = {
  newest: {},
  nearest: viewer,
  'under 5 miles': { ...viewer, distance: ['under-5'] },
  walls: { tab: 'walls' },
};

console.log(`| order | ${WORDS.join(' | ')} |`);
console.log(`|---|${WORDS.map(() => '---:').join('|')}|`);
for (const [name, params] of Object.entries(ORDERS)) {
  const cells: string[] = [];
  for (const search of WORDS) {
    const statement = discoverStatement(toDiscoverQuery(ZDiscoverSearchRequest.parse({ ...params, search })))!;
    for (let i = 0; i < 6; i++) await statement.execute(handle.db);
    const times: number[] = [];
    for (let i = 0; i < 9; i++) {
      const started = performance.now();
      await statement.execute(handle.db);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    cells.push(times[4]!.toFixed(1));
  }
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}
await handle.close();
