import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { openDatabase, type DatabaseHandle } from './client';
import { DataDirError, openDataDir } from './data-dir';
import type { EmbeddedDatabase } from './pglite-client';

/**
 * Backups of the embedded database: a gzipped tar of PGlite's folder (DATA_DIR/pglite), taken by whoever holds
 * DATA_DIR. The process holding it (the API) answers on a Unix socket inside the folder, which DATA_DIR's 0700
 * mode keeps to the folder's owner; a folder nobody holds is opened (and locked) for the time of the backup.
 */
export const BACKUP_SOCKET = 'wallcraft.sock';

/** A backup or restore that cannot be done: the message is one line for a person, naming what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * A consistent snapshot of the engine as gzipped tar. The worker runs the dump between two units, never inside a
 * transaction, so it holds exactly the committed writes; CHECKPOINT first puts them in the data files, so the copy
 * opens without replaying WAL. Compressed off the main thread (zlib's pool).
 */
export async function snapshot(pglite: EmbeddedDatabase): Promise<Buffer> {
  await pglite.exec('CHECKPOINT');
  const tar = await pglite.dumpDataDir('none');
  return gzipAsync(Buffer.from(await tar.arrayBuffer()));
}

/** Writes beside and renames, so a file under the final name is always a whole backup. Owner-only. */
function writeWhole(file: string, data: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  writeFileSync(partial, data, { mode: 0o600 });
  renameSync(partial, file);
}

export type BackupServer = { socketPath: string; close: () => Promise<void> };

/** What became of one snapshot asked for on the socket: its size, or why it failed. */
export type ServedBackup = { ok: true; bytes: number } | { ok: false; error: unknown };

/**
 * Answers `POST /backup` on DATA_DIR/wallcraft.sock with a snapshot, for `pnpm db:backup` while this process holds
 * the folder, telling `served` of each one (the API records them). Null (with a warning) for a database in memory
 * or on Postgres, or when the socket cannot be made (a DATA_DIR path longer than a socket name may be): the command
 * then says the folder is in use.
 */
export async function serveBackups(
  handle: DatabaseHandle,
  warn: (message: string) => void = console.warn,
  served: (outcome: ServedBackup) => void = () => {},
): Promise<BackupServer | null> {
  const { pglite, dataDir } = handle;
  if (handle.kind !== 'pglite' || !pglite || !dataDir) return null;
  const socketPath = path.join(dataDir, BACKUP_SOCKET);
  // This process holds DATA_DIR's lock, so a socket there is a dead holder's.
  rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Only POST /backup is answered here.');
      return;
    }
    snapshot(pglite).then(
      (data) => {
        response.writeHead(200, { 'content-type': 'application/gzip' }).end(data);
        served({ ok: true, bytes: data.length });
      },
      (error: unknown) => {
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`The server could not take the backup: ${(error as Error).message}`);
        served({ ok: false, error });
      },
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } catch (error) {
    warn(`backups: cannot listen on ${socketPath} (${(error as Error).message}); stop the API to back up DATA_DIR`);
    return null;
  }
  server.unref();
  return {
    socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(socketPath, { force: true });
      }),
  };
}

/** The running holder's snapshot, or null when no process answers on the socket (none runs, or it died). */
function askServer(socketPath: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, path: '/backup', method: 'POST', agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) resolve(body);
        else reject(new BackupError(body.toString('utf8') || `The server answered ${response.statusCode}.`));
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else if (error.code === 'EACCES')
        reject(new BackupError(`Cannot open ${socketPath} as this user; run the command as DATA_DIR's owner.`));
      else reject(error);
    });
    request.end();
  });
}

export type BackupResult = { file: string; bytes: number; via: 'server' | 'folder' };

/**
 * Backs up the embedded database in `dataDir` to `file`: through the process holding the folder when one answers,
 * else by opening the folder itself (which refuses, naming the holder, when a process holds it without answering).
 */
export async function backupDataDir(dataDir: string, file: string): Promise<BackupResult> {
  const root = path.resolve(dataDir);
  const target = path.resolve(file);
  const fromServer = await askServer(path.join(root, BACKUP_SOCKET));
  if (fromServer) {
    writeWhole(target, fromServer);
    return { file: target, bytes: fromServer.length, via: 'server' };
  }
  if (!existsSync(path.join(root, 'pglite', 'PG_VERSION')))
    throw new BackupError(`DATA_DIR ${root} holds no embedded database; point DATA_DIR at the folder to back up.`);
  const handle = await openDatabase({ kind: 'pglite', dataDir: root });
  try {
    const data = await snapshot(handle.pglite!);
    writeWhole(target, data);
    return { file: target, bytes: data.length, via: 'folder' };
  } finally {
    await handle.close();
  }
}

/** Scheduled backups are named by their time (UTC), so the names sort as the backups were taken. */
const SCHEDULED = /^wallcraft-\d{8}T\d{9}Z\.tar\.gz$/;

export function backupFileName(at = new Date()): string {
  return `wallcraft-${at.toISOString().replace(/[-:.]/g, '')}.tar.gz`;
}

/**
 * One scheduled backup into `dir`, then the oldest scheduled ones beyond `keep` deleted. Only files named as this
 * names them are counted or deleted: anything else an operator keeps in the folder stays.
 */
export async function writeScheduledBackup(
  pglite: EmbeddedDatabase,
  dir: string,
  keep: number,
): Promise<{ file: string; bytes: number; deleted: string[] }> {
  const data = await snapshot(pglite);
  const file = path.join(dir, backupFileName());
  writeWhole(file, data);
  const ours = readdirSync(dir)
    .filter((name) => SCHEDULED.test(name))
    .sort();
  const deleted = ours.slice(0, Math.max(0, ours.length - keep));
  for (const name of deleted) rmSync(path.join(dir, name), { force: true });
  return { file, bytes: data.length, deleted };
}

/** Reads a backup file as the tar inside it, refusing anything that is not one. */
async function readBackup(file: string): Promise<Buffer> {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch (error) {
    throw new BackupError(`Cannot read the backup ${file} (${(error as Error).message}).`);
  }
  let tar: Buffer;
  try {
    tar = await gunzipAsync(data);
  } catch {
    throw new BackupError(`${file} is not a backup made by db:backup (not gzip data).`);
  }
  // A tar header names its format at offset 257.
  if (tar.subarray(257, 262).toString('latin1') !== 'ustar')
    throw new BackupError(`${file} is not a backup made by db:backup (no tar archive inside).`);
  return tar;
}

/**
 * Restores a backup into `dataDir`, which must be new or empty: a folder holding anything (an older database,
 * uploads, keys) or held by a process is refused, so a restore never overwrites data. The restored database is
 * opened once, which proves it starts; the API migrates it to the current version when it starts on it.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<{ dataDir: string; migrations: number }> {
  const root = path.resolve(dataDir);
  const tar = await readBackup(path.resolve(file));
  const existed = existsSync(root);
  if (existed && readdirSync(root).length > 0) {
    // Says who holds it when a process does (DataDirError); otherwise the folder merely has files.
    openDataDir(root).release();
    throw new BackupError(
      `DATA_DIR ${root} is not empty; restore into a new folder (or move this one aside first): a restore never overwrites data.`,
    );
  }
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ kind: 'pglite', dataDir: root, loadDataDir: new Blob([new Uint8Array(tar)]) });
  } catch (error) {
    if (!(error instanceof DataDirError)) {
      // Nothing of a failed restore stays behind to be mistaken for a database.
      if (existed) rmSync(path.join(root, 'pglite'), { recursive: true, force: true });
      else rmSync(root, { recursive: true, force: true });
    }
    throw error;
  }
  try {
    const { rows } = await handle.pglite!.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM kysely_migration',
    );
    return { dataDir: root, migrations: rows[0]?.count ?? 0 };
  } finally {
    await handle.close();
  }
}
