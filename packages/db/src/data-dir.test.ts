import { spawn } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client';
import { DataDirError, FOREIGN_LOCK_STALE_MS, LOCK_FILE, openDataDir } from './data-dir';

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const freshDir = () => mkdtempSync(path.join(os.tmpdir(), 'wallcraft-data-dir-'));

/** Runs a command in another node process (TypeScript through tsx) and collects how it ended. */
function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

/** Every file and folder under dir whose mode gives the group or others any access. */
function looseModes(dir: string): string[] {
  const entries = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name));
  return [dir, ...entries].filter((file) => statSync(file).mode & 0o077);
}

const opened: { release: () => void }[] = [];
afterEach(() => {
  for (const dataDir of opened.splice(0)) dataDir.release();
  vi.restoreAllMocks();
});

describe('the embedded database on DATA_DIR', () => {
  it('locks the folder against db:migrate in another process, private to its user, until it closes', async () => {
    const dir = path.join(freshDir(), 'data');
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await sql`CREATE TABLE notes (id serial PRIMARY KEY, body text)`.execute(database.db);
      await sql`INSERT INTO notes (body) SELECT repeat('x', 200) FROM generate_series(1, 2000)`.execute(database.db);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(looseModes(dir)).toEqual([]);

      const { startedAt } = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { startedAt: string };
      const refused = await run(['src/cli.ts', 'migrate'], { DATA_DIR: dir });
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim().split('\n')).toEqual([
        `DATA_DIR ${dir} is in use by another process (pid ${process.pid} on ${os.hostname()}, since ${startedAt}); stop it first: two processes on one embedded database lose each other's writes.`,
      ]);
    } finally {
      await database.close();
    }
    expect(readdirSync(dir)).not.toContain(LOCK_FILE);
    expect(looseModes(dir)).toEqual([]);
  }, 60_000);

  it('takes over the lock of a process killed with SIGKILL', async () => {
    const dir = freshDir();
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `(await import('./src/data-dir.ts')).openDataDir(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000);`,
      ],
      { cwd: PACKAGE_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    expect(() => openDataDir(dir)).toThrow(`is in use by another process (pid ${holder.pid} on`);

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const dataDir = openDataDir(dir);
    opened.push(dataDir);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`took over a stale lock from pid ${holder.pid}`));
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
  });

  it('refuses a second open in the same process', () => {
    const dir = freshDir();
    opened.push(openDataDir(dir));
    expect(() => openDataDir(dir)).toThrow(DataDirError);
    expect(() => openDataDir(dir)).toThrow(`DATA_DIR ${dir} is in use by this process (pid ${process.pid}`);
  });

  it('honours a lock another host refreshes, and takes it over once that host stops refreshing it', () => {
    const dir = freshDir();
    const lock = path.join(dir, LOCK_FILE);
    writeFileSync(lock, JSON.stringify({ pid: 1, hostname: 'other-host', startedAt: '2026-01-01T00:00:00.000Z' }));
    expect(() => openDataDir(dir)).toThrow(`is in use by another process (pid 1 on other-host`);

    const old = new Date(Date.now() - FOREIGN_LOCK_STALE_MS - 1000);
    utimesSync(lock, old, old);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    opened.push(openDataDir(dir));
    expect(JSON.parse(readFileSync(lock, 'utf8')).hostname).toBe(os.hostname());
  });

  it('tightens a folder left world-writable', () => {
    const dir = freshDir();
    mkdirSync(path.join(dir, 'uploads'));
    writeFileSync(path.join(dir, 'uploads', 'a.png'), 'x');
    chmodSync(dir, 0o777);
    chmodSync(path.join(dir, 'uploads'), 0o777);
    chmodSync(path.join(dir, 'uploads', 'a.png'), 0o666);
    opened.push(openDataDir(dir));
    expect(looseModes(dir)).toEqual([]);
    expect(statSync(path.join(dir, 'uploads', 'a.png')).mode & 0o777).toBe(0o600);
  });

  it('says a read-only DATA_DIR is read-only', () => {
    const dir = freshDir();
    const refuse = (code: string) => () => {
      throw Object.assign(new Error(code), { code });
    };
    expect(() => openDataDir(dir, { access: refuse('EROFS') })).toThrow(
      `DATA_DIR ${dir} is on a read-only filesystem: the embedded database writes there; make it writable, point DATA_DIR at a writable folder, or set DATABASE_URL.`,
    );
    expect(() => openDataDir(dir, { access: refuse('EACCES') })).toThrow(`DATA_DIR ${dir} is read-only for this user`);
    expect(readdirSync(dir)).toEqual([]);
  });

  // root passes every permission check, so only another user can see chmod 0500 refuse (CI runs as root;
  // the injected check above covers the message there).
  it.skipIf(process.getuid?.() === 0)('refuses a folder this user cannot write', () => {
    const dir = freshDir();
    chmodSync(dir, 0o500);
    expect(() => openDataDir(dir)).toThrow(`DATA_DIR ${dir} is read-only for this user`);
  });
});
