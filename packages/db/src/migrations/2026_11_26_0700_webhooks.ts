import { sql, type Kysely } from 'kysely';
import { setTypes } from './2026_11_26_0510_support_reply_notifications';
import { NOTIFICATION_TYPES_AFTER_0520 } from './2026_11_26_0520_project_closed_notification';

/**
 * Signed webhooks (issue 17). An endpoint is a user's https URL and the event types it wants; its secret signs
 * every delivery, so it is kept as it is (the owner sees it to verify signatures). A delivery is one event for one
 * endpoint, written in the transaction of the change it reports: unique (endpoint_id, event_id), so an event is
 * queued once per endpoint however often the code asks. Each attempt is logged with its answer and duration.
 * webhook_disabled: the owner hears that repeated failures switched an endpoint off. Frozen once landed.
 */
const ADDED = ['webhook_disabled'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull().check(sql`char_length(url) BETWEEN 1 AND 500`))
    .addColumn('description', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`char_length(description) <= 200`),
    )
    .addColumn('event_types', sql`text[]`, (c) => c.notNull().check(sql`cardinality(event_types) > 0`))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('disabled_reason', 'text')
    .addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX webhook_endpoints_user_idx ON webhook_endpoints (user_id, created_at DESC)`.execute(db);

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('endpoint_id', 'uuid', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('event_id', 'uuid', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'succeeded', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('retry_until', 'timestamptz', (c) => c.notNull().defaultTo(sql`now() + interval '3 days'`))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('webhook_deliveries_endpoint_event_key', ['endpoint_id', 'event_id'])
    .execute();
  await sql`CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`.execute(
    db,
  );
  await sql`CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC, id DESC)`.execute(
    db,
  );

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('delivery_id', 'uuid', (c) => c.notNull().references('webhook_deliveries.id').onDelete('cascade'))
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, id)`.execute(db);

  await setTypes(db, [...NOTIFICATION_TYPES_AFTER_0520, ...ADDED]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM notifications WHERE type IN (${sql.join(ADDED.map((type) => sql.lit(type)))})`.execute(db);
  await setTypes(db, NOTIFICATION_TYPES_AFTER_0520);
  await db.schema.dropTable('webhook_attempts').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
