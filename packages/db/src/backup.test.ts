import { sql } from 'kysely';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { backupDataDir, restoreBackup, serveBackups, writeScheduledBackup } from './backup';
import { openDatabase, type DB } from './client';
import { DataDirError } from './data-dir';
import { migrateToLatest } from './migrate';
import { seed } from './seed';

const root = mkdtempSync(path.join(tmpdir(), 'wallcraft-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * One write as the API makes them: a transaction of two statements (a notification inserted half-done, then
 * finished), copied from a seeded one so every constraint holds. A restored copy must never show a half.
 */
async function write(db: DB, templateId: string, title: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO notifications (user_id, type, title, message, application_id, invitation_id, transaction_id,
                                 message_id, wall_link_request_id, project_id)
      SELECT user_id, type, ${title}, 'half', application_id, invitation_id, transaction_id, message_id,
             wall_link_request_id, project_id
      FROM notifications WHERE id = ${templateId}
      RETURNING id`.execute(trx);
    const id = rows[0]!.id;
    await trx.updateTable('notifications').set({ message: 'whole' }).where('id', '=', id).execute();
    return id;
  });
}

async function loadWrites(db: DB): Promise<{ ids: Set<string>; halves: number }> {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'message'])
    .where('title', 'like', 'load %')
    .execute();
  return { ids: new Set(rows.map((r) => r.id)), halves: rows.filter((r) => r.message === 'half').length };
}

async function ledger(db: DB): Promise<{ entries: number; sum: number }> {
  const row = await db
    .selectFrom('ledger_entries')
    .select([sql<number>`count(*)`.as('entries'), sql<number>`coalesce(sum(amount_cents), 0)`.as('sum')])
    .executeTakeFirstOrThrow();
  return { entries: Number(row.entries), sum: Number(row.sum) };
}

describe('backups of the embedded database', () => {
  // A generous limit: it seeds a database and restores it twice, beside other files and the browser suite.
  it('a backup taken through the running holder under writes restores every write acknowledged before it and a balanced ledger', async () => {
    const live = path.join(root, 'live');
    const handle = await openDatabase({ kind: 'pglite', dataDir: live });
    await migrateToLatest(handle.db);
    await seed(handle.db, { scale: 1 });
    const seeded = await ledger(handle.db);
    expect(seeded.entries).toBeGreaterThan(0);
    const server = await serveBackups(handle);
    expect(server).not.toBeNull();

    const template = await handle.db.selectFrom('notifications').select('id').limit(1).executeTakeFirstOrThrow();
    const acknowledged: string[] = [];
    let writing = true;
    // Should the test fail or time out, its writers stop with it rather than load the engine under the next test.
    onTestFinished(() => {
      writing = false;
    });
    const writer = async (n: number) => {
      for (let i = 0; writing; i += 1) acknowledged.push(await write(handle.db, template.id, `load ${n}.${i}`));
    };
    const writers = [1, 2, 3].map(writer);
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 10));

    const before = [...acknowledged];
    const file = path.join(root, 'under-load.tar.gz');
    const taken = await backupDataDir(live, file);
    const whileTaking = acknowledged.length - before.length;
    writing = false;
    await Promise.all(writers);
    expect(taken.via).toBe('server');
    // The writers kept going while the backup was taken: it did not stop the world to get its snapshot.
    expect(whileTaking).toBeGreaterThan(0);

    const restored = path.join(root, 'restored');
    await restoreBackup(file, restored);
    const copy = await openDatabase({ kind: 'pglite', dataDir: restored });
    try {
      await migrateToLatest(copy.db);
      const found = await loadWrites(copy.db);
      expect(before.filter((id) => !found.ids.has(id))).toEqual([]);
      expect(found.halves).toBe(0);
      expect(await ledger(copy.db)).toEqual({ entries: seeded.entries, sum: 0 });

      // A folder in use is refused, naming its holder; nothing in it changes.
      await expect(restoreBackup(file, restored)).rejects.toThrow(DataDirError);
      await expect(restoreBackup(file, restored)).rejects.toThrow(/is in use by this process/);
    } finally {
      await copy.close();
    }
    // So is one that merely holds data.
    await expect(restoreBackup(file, restored)).rejects.toThrow(/is not empty; restore into a new folder/);

    // Stopped: the command opens the folder itself, and the copy has every write.
    await server!.close();
    await handle.close();
    const stopped = path.join(root, 'stopped.tar.gz');
    expect((await backupDataDir(live, stopped)).via).toBe('folder');
    const empty = path.join(root, 'empty');
    mkdirSync(empty);
    await restoreBackup(stopped, empty);
    const second = await openDatabase({ kind: 'pglite', dataDir: empty });
    try {
      expect((await loadWrites(second.db)).ids).toEqual(new Set(acknowledged));
    } finally {
      await second.close();
    }
  }, 240_000);

  it('refuses a file that is not a backup and leaves no folder behind', async () => {
    const file = path.join(root, 'not-a-backup.tar.gz');
    writeFileSync(file, 'hello');
    const target = path.join(root, 'never');
    await expect(restoreBackup(file, target)).rejects.toThrow(/is not a backup made by db:backup/);
    expect(readdirSync(root)).not.toContain('never');
  });

  it('refuses to back up a folder that holds no database', async () => {
    await expect(backupDataDir(path.join(root, 'nothing-here'), path.join(root, 'x.tar.gz'))).rejects.toThrow(
      /holds no embedded database/,
    );
  });

  it('scheduled backups keep the last N of their own and leave other files alone', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    const dir = path.join(root, 'scheduled');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'before-upgrade.tar.gz'), 'kept by hand');
    try {
      const made: string[] = [];
      for (let i = 0; i < 3; i += 1)
        made.push(path.basename((await writeScheduledBackup(handle.pglite!, dir, 2)).file));
      expect(readdirSync(dir).sort()).toEqual(['before-upgrade.tar.gz', made[1], made[2]].sort());
    } finally {
      await handle.close();
    }
  });
});
