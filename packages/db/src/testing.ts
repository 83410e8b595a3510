import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateToLatest } from './migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set, a new database created on that server and dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite' });
    await migrateToLatest(handle.db);
    return handle;
  }
  const name = `wallcraft_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', connectionString: url.toString(), maxConnections: 5 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
