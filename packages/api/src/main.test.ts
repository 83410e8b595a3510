import { openDatabase } from '@wallcraft/db';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('a second API on the same DATA_DIR', () => {
  it('refuses to start, naming the folder and the process that holds it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wallcraft-main-'));
    // The first holder: the embedded database open in this process, as a running server has it.
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      const { startedAt } = JSON.parse(readFileSync(path.join(dir, 'wallcraft.lock'), 'utf8')) as {
        startedAt: string;
      };
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, PORT: '39517', NODE_ENV: 'development' };
      delete env.DATABASE_URL;
      const second = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: PACKAGE_ROOT,
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
        // Were it to start after all, it would serve until killed.
        timeout: 60_000,
      });
      let stderr = '';
      second.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise((resolve) => second.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        `DATA_DIR ${dir} is in use by another process (pid ${process.pid} on ${os.hostname()}, since ${startedAt}); stop it first: two processes on one embedded database lose each other's writes.`,
      ]);
    } finally {
      await first.close();
    }
  }, 90_000);
});
