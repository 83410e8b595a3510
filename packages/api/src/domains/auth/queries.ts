import type { DB } from '@wallcraft/db';
import { sql } from 'kysely';

export function findCredentialsByEmail(db: DB, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'suspended_at', 'suspended_reason'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function insertUser(
  db: DB,
  values: { email: string; passwordHash: string; firstName?: string; lastName?: string },
) {
  return db
    .insertInto('users')
    .values({
      email: values.email,
      password_hash: values.passwordHash,
      first_name: values.firstName ?? null,
      last_name: values.lastName ?? null,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
}
