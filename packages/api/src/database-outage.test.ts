import { openDatabase } from '@wallcraft/db';
import { createTestDatabase } from '@wallcraft/db/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a pooled connection the server ends', () => {
  it('is reported and replaced, not an uncaught error that stops the process', async () => {
    const database = await createTestDatabase();
    const reported: string[] = [];
    const handle = await openDatabase({
      kind: 'postgres',
      connectionString: database.connectionString as string,
      maxConnections: 1,
      onIdleClientError: (error) => reported.push(error.message),
    });
    try {
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(handle.db);
      const pid = rows[0]?.pid;
      await sql`SELECT pg_terminate_backend(${pid}::int)`.execute(database.db);
      await expect.poll(() => reported.length).toBe(1);
      expect(reported[0]).toMatch(/terminating connection/);

      const again = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(handle.db);
      expect(again.rows[0]?.pid).not.toBe(pid);
    } finally {
      await handle.close();
      await database.close();
    }
  });
});
