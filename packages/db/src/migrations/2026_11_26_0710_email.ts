import { sql, type Kysely } from 'kysely';

/**
 * Email (issue 17). users.email_confirmed_at: when the address was confirmed (null until then).
 * email_tokens: single-use links for confirming the address and resetting the password; only the sha256 is kept.
 * email_opt_outs: a row per category a user turned off (no row: on, the default).
 * email_outbox: a mail to send, written in the same transaction as the change it reports; the email.send job
 * reads it, so a rolled-back change mails nothing.
 * email_conversation_windows: the 15-minute window per (recipient, conversation) in which one message mail is sent.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_confirmed_at', 'timestamptz').execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose IN ('confirm', 'reset')`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX email_tokens_user_idx ON email_tokens (user_id, purpose, created_at DESC)`.execute(db);

  await db.schema
    .createTable('email_opt_outs')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('email_opt_outs_pkey', ['user_id', 'category'])
    .execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('notification_id', 'uuid', (c) => c.references('notifications.id').onDelete('set null'))
    .addColumn('send_after', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('queued_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('skipped_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX email_outbox_due_idx ON email_outbox (send_after) WHERE sent_at IS NULL AND skipped_reason IS NULL`.execute(
    db,
  );

  await db.schema
    .createTable('email_conversation_windows')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('other_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('window_until', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('email_conversation_windows_pkey', ['user_id', 'other_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_conversation_windows').execute();
  await db.schema.dropTable('email_outbox').execute();
  await db.schema.dropTable('email_opt_outs').execute();
  await db.schema.dropTable('email_tokens').execute();
  await db.schema.alterTable('users').dropColumn('email_confirmed_at').execute();
}
