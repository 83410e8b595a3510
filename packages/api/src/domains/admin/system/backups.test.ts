import { backupDataDir, migrateToLatest, openDatabase } from '@wallcraft/db';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, CONSOLE_PROOF, json, type Outputs } from '../../../../test/helpers';
import { loadEnv } from '../../../env';
import { createServer } from '../../../server';
import { adminCookie } from '../test-fixtures';

const root = mkdtempSync(path.join(tmpdir(), 'wallcraft-system-backups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('backups on the SYSTEM page', () => {
  // A database made and migrated on disk, and backups of it: over a minute on a busy two-core machine.
  it('records a backup taken through the socket and a scheduled one, and shows the schedule', async () => {
    const dataDir = path.join(root, 'data');
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
      BACKUP_DIR: path.join(root, 'backups'),
      BACKUP_KEEP: '3',
    });
    const app = await createServer({ env, database, logger: false });
    await app.ready();
    try {
      const viewer = await adminCookie(database.db, 'viewer');
      const read = async (): Promise<Outputs['admin']['system']['overview']['backups']> =>
        json(await call(app, viewer, { method: 'GET', url: '/api/admin/system' })).backups;
      expect(await read()).toMatchObject({ configured: true, schedule: '0 3 * * *', keep: 3, last: null });

      const asked = await backupDataDir(dataDir, path.join(root, 'by-hand.tar.gz'));
      expect(asked.via).toBe('server');
      // Both are recorded a moment after the backup is answered or written.
      const lastOfKind = async (kind: 'manual' | 'scheduled') => {
        const deadline = Date.now() + 20_000;
        let backups = await read();
        while (backups.last?.kind !== kind && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          backups = await read();
        }
        return backups;
      };
      expect((await lastOfKind('manual')).last).toMatchObject({ kind: 'manual', ok: true, bytes: asked.bytes });

      await app.jobs.send('database.backup', {});
      const backups = await lastOfKind('scheduled');
      expect(backups.last).toMatchObject({
        kind: 'scheduled',
        ok: true,
        fileName: expect.stringMatching(/\.tar\.gz$/),
      });
      expect(backups.lastOk).toEqual(backups.last);
    } finally {
      await app.close();
      await database.close();
    }
  }, 150_000);
});
