import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/**
 * DATA_DIR, the embedded database's folder: one process at a time, private to its user, and writable.
 *
 * The lock is a file, `DATA_DIR/wallcraft.lock`, holding the holder's pid, host name and start time. It is
 * created atomically (written beside, then hard-linked into place, which fails when the name exists), so a
 * reader never sees it half-written. A lock whose holder is gone is taken over: on the same host when its
 * pid no longer runs (kill -9, a crash, a reboot), from another host (two containers sharing a volume) when
 * the holder stopped refreshing it for FOREIGN_LOCK_STALE_MS. Limitation: this relies on the filesystem's
 * atomic link and on one host's view of its pids; on a network filesystem (NFS, SMB) whose clients cache
 * names, two hosts may both believe they hold it. The embedded database belongs on a local disk; use
 * DATABASE_URL for anything shared.
 */
export const LOCK_FILE = 'wallcraft.lock';
const HEARTBEAT_MS = 10_000;
export const FOREIGN_LOCK_STALE_MS = 60_000;

/** DATA_DIR cannot be used (held by another process, read-only): the message is one line for a person. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

type Holder = { pid: number; hostname: string; startedAt: string };

export type DataDir = {
  path: string;
  /** Takes group and other permissions off everything under the folder (PGlite's initdb writes 0666 files). */
  tightenPermissions: () => void;
  /** Removes the lock (only if it is still this process's) and tightens permissions once more. */
  release: () => void;
};

/** Lock files this process holds, so a second open in the same process is refused like one from another. */
const heldHere = new Set<string>();

type Access = (file: string, mode: number) => void;

/**
 * Prepares DATA_DIR for the embedded database: creates it mode 0700, checks that it is writable, locks it
 * to this process and tightens existing files. Throws DataDirError with a message naming the folder.
 * `access` is replaceable for tests (root passes every permission check).
 */
export function openDataDir(dir: string, { access = accessSync as Access } = {}): DataDir {
  const root = path.resolve(dir);
  try {
    mkdirSync(root, { recursive: true, mode: 0o700 });
  } catch (error) {
    // mkdir reports a read-only parent as ENOENT; the parent's own check names the cause.
    throw new DataDirError(notWritableMessage(root, accessError(nearestExisting(root), access) ?? error));
  }
  const refused = accessError(root, access);
  if (refused) throw new DataDirError(notWritableMessage(root, refused));
  const lock = acquireLock(root);
  // Files this process creates from now on (uploads, the signing key) are private too, as Postgres's own are.
  if (isMainThread) process.umask(0o077);
  const tightenPermissions = () => tighten(root);
  try {
    tightenPermissions();
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    path: root,
    tightenPermissions,
    release: () => {
      try {
        tightenPermissions();
      } finally {
        lock.release();
      }
    },
  };
}

function accessError(folder: string, access: Access): unknown {
  try {
    access(folder, constants.R_OK | constants.W_OK | constants.X_OK);
    return null;
  } catch (error) {
    return error;
  }
}

function nearestExisting(folder: string): string {
  let at = folder;
  while (!existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  return at;
}

function notWritableMessage(root: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const fix = 'make it writable, point DATA_DIR at a writable folder, or set DATABASE_URL';
  if (code === 'EROFS')
    return `DATA_DIR ${root} is on a read-only filesystem: the embedded database writes there; ${fix}.`;
  if (code === 'EACCES' || code === 'EPERM')
    return `DATA_DIR ${root} is read-only for this user (uid ${process.getuid?.() ?? '?'}): the embedded database writes there; ${fix}.`;
  return `DATA_DIR ${root} cannot be used (${(error as Error).message}); ${fix}.`;
}

/**
 * chmod go-rwx on the folder and everything under it (symlinks are left alone; chmod would follow them).
 * Files another user owns cannot be changed: they are named in a warning rather than stopping the start.
 */
function tighten(root: string): void {
  const notOwned: string[] = [];
  const pending = [root];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    fix(dir, notOwned);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if (entry.isFile()) fix(full, notOwned);
    }
  }
  if (notOwned.length)
    console.warn(
      `DATA_DIR ${root}: ${notOwned.length} files keep group or other permissions because another user owns them (e.g. ${notOwned[0]}); chown them to this user`,
    );
}

function fix(file: string, notOwned: string[]): void {
  try {
    const { mode } = lstatSync(file);
    if (mode & 0o077) chmodSync(file, mode & 0o700);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EPERM') notOwned.push(file);
    // ENOENT: gone meanwhile (the database removes files as it runs), nothing to fix.
    else if (code !== 'ENOENT') throw error;
  }
}

function acquireLock(root: string): { release: () => void } {
  const file = path.join(root, LOCK_FILE);
  if (heldHere.has(file)) throw new DataDirError(lockedMessage(root, readHolder(file)?.holder, 'this process'));
  const text = `${JSON.stringify({ pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() } satisfies Holder)}\n`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (tryCreate(file, text)) return hold(file, text);
    const found = readHolder(file);
    if (!found) continue; // released meanwhile: try again
    const { holder, raw, ageMs } = found;
    if (holder && isAlive(holder, ageMs)) throw new DataDirError(lockedMessage(root, holder, 'another process'));
    if (takeOver(file, raw)) {
      console.warn(
        `DATA_DIR ${root}: took over a stale lock${holder ? ` from pid ${holder.pid} on ${holder.hostname}, which is no longer running` : ''}`,
      );
    }
  }
  throw new DataDirError(`DATA_DIR ${root}: could not take the lock ${file}; another process keeps changing it.`);
}

/** Creates the lock with its whole content at once: link(2) fails when the name exists, and is atomic. */
function tryCreate(file: string, text: string): boolean {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, text, { mode: 0o600 });
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

function readHolder(file: string): { holder: Holder | null; raw: string; ageMs: number } | null {
  try {
    const raw = readFileSync(file, 'utf8');
    const ageMs = Date.now() - lstatSync(file).mtimeMs;
    return { holder: parseHolder(raw), raw, ageMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function parseHolder(raw: string): Holder | null {
  try {
    const value = JSON.parse(raw) as Partial<Holder>;
    return Number.isInteger(value.pid) && typeof value.hostname === 'string'
      ? { pid: value.pid as number, hostname: value.hostname, startedAt: String(value.startedAt) }
      : null;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder, ageMs: number): boolean {
  // Another host's pids mean nothing here: its process refreshes the lock while it runs.
  if (holder.hostname !== os.hostname()) return ageMs < FOREIGN_LOCK_STALE_MS;
  // Our own pid, yet not held by this process: left by an earlier run that had the same pid (a container's PID 1).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes a stale lock, but only the one judged stale: it is renamed aside first (atomic), and if what was
 * moved is not that lock (another process took over in between and locked anew), it is linked back.
 */
function takeOver(file: string, staleRaw: string): boolean {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const moved = readFileSync(aside, 'utf8');
  if (moved !== staleRaw) {
    try {
      linkSync(aside, file);
    } catch {
      // A third process locked meanwhile; the retry reports whoever holds it now.
    }
  }
  unlinkSync(aside);
  return moved === staleRaw;
}

function hold(file: string, text: string): { release: () => void } {
  heldHere.add(file);
  // The refresh tells other hosts this lock is alive (see isAlive); it keeps no process running.
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // Removed by hand: nothing to refresh.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    clearInterval(heartbeat);
    process.off('exit', release);
    if (!heldHere.delete(file)) return;
    try {
      if (readFileSync(file, 'utf8') === text) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  // A process that exits without closing the database (process.exit after an error) still frees the folder.
  process.on('exit', release);
  return { release };
}

function lockedMessage(root: string, holder: Holder | null | undefined, who: string): string {
  const by = holder ? `pid ${holder.pid} on ${holder.hostname}, since ${holder.startedAt}` : 'an unreadable lock';
  return `DATA_DIR ${root} is in use by ${who} (${by}); stop it first: two processes on one embedded database lose each other's writes.`;
}
