import { isDiskFullError, pendingMigrations, type DB } from '@wallcraft/db';
import { open, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { ServerDeps } from '../../trpc/context';
import { pingDatabase, probeNewPage, touchProbe } from './queries';
import type { TReadinessPart } from './schemas';

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

/** How long readiness waits for the database before calling it unreachable: a balancer's probe gives up soon after. */
const READY_TIMEOUT_MS = 2000;

export type ReadinessGap = { part: TReadinessPart; reason: string; error?: unknown };

/**
 * What keeps this process from taking traffic, or nothing when it is ready: shutting down, a database that does not
 * answer, migrations of this build not applied to it, job workers not running. Reads only: no side effects.
 */
export async function findReadinessGaps(deps: Pick<ServerDeps, 'db' | 'lifecycle'>): Promise<ReadinessGap[]> {
  const gaps: ReadinessGap[] = [];
  if (deps.lifecycle.shuttingDown) gaps.push({ part: 'shutdown', reason: 'shutting down' });
  try {
    await withTimeout(pingDatabase(deps.db), READY_TIMEOUT_MS);
    const pending = await withTimeout(pendingMigrations(deps.db), READY_TIMEOUT_MS);
    if (pending.length) {
      const names = pending.slice(0, 3).join(', ') + (pending.length > 3 ? ', …' : '');
      gaps.push({ part: 'migrations', reason: `${pending.length} migration(s) not applied (${names})` });
    }
  } catch (error) {
    gaps.push({ part: 'database', reason: 'the database does not answer', error });
  }
  if (!deps.lifecycle.workersRunning()) gaps.push({ part: 'jobs', reason: 'the job workers are not running' });
  return gaps;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
