/* eslint-disable no-console -- a command-line tool: stdout is its interface */
/**
 * The embedded database's file layer: time of the discover search "mural" and of a one-row write on PGlite's
 * NodeFS, with and without PGlite's relaxedDurability, straight on a copy of a seeded DATA_DIR (no API). Run it
 * under `strace -f -c -e trace=fstat,newfstatat,lseek,pread64,pwrite64` to count the file calls.
 *
 *   cd packages/api && DATA_DIR=/tmp/wallcraft-bench/embedded-load-1 RELAXED=1 npx tsx ../../bench/embedded-fs.ts
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../packages/db/src/index';
import { discoverStatement } from '../packages/api/src/domains/discover/queries';
import { ZDiscoverSearchRequest } from '../packages/api/src/domains/discover/schemas';
import { toDiscoverQuery } from '../packages/api/src/domains/discover/service';

const source = process.env.DATA_DIR;
if (!source) throw new Error('DATA_DIR: a seeded embedded database (its folder, holding pglite/)');
const relaxedDurability = process.env.RELAXED === '1';
const ROUNDS = Number(process.env.ROUNDS ?? 40);

const scratch = mkdtempSync(path.join(tmpdir(), 'wallcraft-embedded-fs-'));
cpSync(path.join(source, 'pglite'), path.join(scratch, 'pglite'), { recursive: true });
const handle = await openDatabase({ kind: 'pglite', dataDir: scratch, relaxedDurability });
const { db } = handle;

const search = discoverStatement(toDiscoverQuery(ZDiscoverSearchRequest.parse({ search: 'mural' })));
if (!search) throw new Error('no discover statement for search=mural');
const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

try {
  await search.execute(db);
  const read = await timed(() => search.execute(db));
  const write = await timed(() => handle.pglite!.query('UPDATE health_probe SET checked_at = now()'));
  const cpu = process.cpuUsage();
  console.log(
    `relaxedDurability ${relaxedDurability ? 'on ' : 'off'}: search=mural median ${read.toFixed(1)} ms, ` +
      `one-row write median ${write.toFixed(1)} ms (${ROUNDS} rounds each; process CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms)`,
  );
} finally {
  await handle.close();
  rmSync(scratch, { recursive: true, force: true });
}
