import { isDiskFullError, type DB } from '@wallcraft/db';
import { open, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { ServerDeps } from '../../trpc/context';
import { probeNewPage, touchProbe } from './queries';

/** Bytes the disk probe writes: several database pages, so a disk with a few bytes left still fails it. */
const DISK_PROBE_BYTES = 64 * 1024;
let probes = 0;

export type DatabaseProblem = { reason: string; error: unknown };

/**
 * Why the database cannot serve writes right now, or null when it can. A full disk still lets a row be
 * rewritten in place, so besides a committed write the check makes the disk take new blocks: on real
 * Postgres a page in a new file (rolled back), on the embedded database a small file in DATA_DIR.
 */
export async function findDatabaseProblem(db: DB, database: ServerDeps['database']): Promise<DatabaseProblem | null> {
  try {
    await touchProbe(db);
    if (database.kind === 'postgres') await probeNewPage(db);
    else if (database.dataDir) await probeDisk(database.dataDir);
    return null;
  } catch (error) {
    return { reason: describeProblem(error), error };
  }
}

function describeProblem(error: unknown): string {
  if (isDiskFullError(error)) return 'The database cannot write: its disk is full';
  const code = (error as { code?: unknown }).code;
  // 25006: read_only_sql_transaction (a standby, or default_transaction_read_only).
  if (code === '25006' || code === 'EROFS' || code === 'EACCES') return 'The database cannot write: it is read-only';
  return 'Database unavailable';
}

/** Writes, flushes and removes a small file beside the embedded database's files. */
async function probeDisk(dataDir: string): Promise<void> {
  // A name per call: health checks may overlap.
  probes += 1;
  const file = path.join(dataDir, `health-probe-${process.pid}-${probes}.tmp`);
  const handle = await open(file, 'w', 0o600);
  try {
    await handle.write(Buffer.alloc(DISK_PROBE_BYTES));
    await handle.sync();
  } finally {
    await handle.close();
    await unlink(file);
  }
}
