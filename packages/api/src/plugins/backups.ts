import { serveBackups, writeScheduledBackup } from '@wallcraft/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { recordBackupRun } from '../domains/admin/system/service';
import type { JobPayloads, JobQueue } from '../jobs/queue';
import { backupLastSuccess } from '../metrics/registry';
import type { ServerDeps } from '../trpc/context';

/**
 * Backups of the embedded database (docs/operations.md#backups-and-restores): while this process holds DATA_DIR it
 * answers `pnpm db:backup` on DATA_DIR/wallcraft.sock, and with BACKUP_DIR set it writes a snapshot there on
 * BACKUP_CRON, keeping the last BACKUP_KEEP. Postgres is backed up with its own tools, so nothing runs there.
 */
export const backupsPlugin = fp(
  async (app: FastifyInstance, opts: { deps: ServerDeps; jobs: JobQueue<JobPayloads> }) => {
    const { env, log } = opts.deps;
    const { database } = app;
    const { pglite } = database;
    if (database.kind !== 'pglite' || !pglite || !database.dataDir) {
      if (env.BACKUP_DIR && database.kind === 'postgres')
        log.warn('BACKUP_DIR is ignored on DATABASE_URL: back Postgres up with pg_dump (docs/operations.md)');
      return;
    }
    const server = await serveBackups(
      database,
      (message) => log.warn(message),
      (outcome) => void recordBackupRun(opts.deps.db, log, { kind: 'manual', ...outcome }),
    );
    if (server) app.addHook('onClose', () => server.close());

    const dir = env.BACKUP_DIR;
    if (!dir) return;
    await opts.jobs.work('database.backup', async () => {
      const started = performance.now();
      const done = await writeScheduledBackup(pglite, dir, env.BACKUP_KEEP).catch(async (error: unknown) => {
        await recordBackupRun(opts.deps.db, log, { kind: 'scheduled', ok: false, error });
        throw error;
      });
      backupLastSuccess.set(Date.now() / 1000);
      const ms = Math.round(performance.now() - started);
      log.info({ file: done.file, bytes: done.bytes, deleted: done.deleted, ms }, 'embedded database backed up');
      const fileName = path.basename(done.file);
      await recordBackupRun(opts.deps.db, log, { kind: 'scheduled', ok: true, fileName, bytes: done.bytes });
    });
    await opts.jobs.schedule('database.backup', env.BACKUP_CRON, {});
  },
  { name: 'backups' },
);
