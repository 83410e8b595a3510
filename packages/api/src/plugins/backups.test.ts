import { backupDataDir, migrateToLatest, openDatabase, restoreBackup } from '@wallcraft/db';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/fixtures';
import { CONSOLE_PROOF } from '../../test/helpers';
import { loadEnv } from '../env';
import { createServer } from '../server';

const root = mkdtempSync(path.join(tmpdir(), 'wallcraft-api-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The API on an embedded database in `dataDir`, as main.ts starts it; the caller closes both. */
async function startApi(dataDir: string, extra: Record<string, string> = {}) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await migrateToLatest(database.db);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'root',
    ADMIN_PASSWORD: 'root-password-for-tests',
    ADMIN_PROXY_SECRET: CONSOLE_PROOF,
    WEBHOOK_TICK_SECONDS: '0',
    VERIFICATION_TICK_SECONDS: '0',
    ...extra,
  });
  const app = await createServer({ env, database, logger: false });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, close };
}

describe('backups through the running API', () => {
  // Databases made and migrated on disk, and db:backup's own process: over a minute on a busy two-core machine.
  it('the scheduled job and db:backup snapshot the running API, and an API started on the restore has its writes', async () => {
    const live = path.join(root, 'live');
    const scheduled = path.join(root, 'scheduled');
    const api = await startApi(live, { BACKUP_DIR: scheduled, BACKUP_KEEP: '1' });
    let email: string;
    try {
      ({ email } = await registerUser(api.app, { password: 'restored-password' }));
      // While the API holds DATA_DIR, the command asks it (its socket) rather than opening the folder.
      expect(existsSync(path.join(live, 'wallcraft.sock'))).toBe(true);
      const asked = await backupDataDir(live, path.join(root, 'asked.tar.gz'));
      expect(asked.via).toBe('server');

      await api.app.jobs.send('database.backup', {});
      const deadline = Date.now() + 20_000;
      while (!existsSync(scheduled) || !readdirSync(scheduled).some((name) => name.endsWith('.tar.gz'))) {
        if (Date.now() > deadline) throw new Error('the scheduled backup was not written');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await api.close();
    }
    // Closed, the API leaves no socket behind for the next command to mistake for a running server.
    expect(existsSync(path.join(live, 'wallcraft.sock'))).toBe(false);

    const [file] = readdirSync(scheduled).filter((name) => name.endsWith('.tar.gz'));
    const restored = path.join(root, 'restored');
    await restoreBackup(path.join(scheduled, file!), restored);
    const again = await startApi(restored);
    try {
      const login = await again.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'restored-password' },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await again.close();
    }
  }, 150_000);
});
