import { sql, type Kysely } from 'kysely';

/**
 * What people write to WallCraft (issue 15): feedback (one text) and contact requests (a subject and comments,
 * from a user or, signed out, from an email address), in one table because operators answer both from one
 * support inbox: open -> in_progress -> resolved, with a reply the user sees. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('support_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('feedback', 'contact')`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text')
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status IN ('open', 'in_progress', 'resolved')`),
    )
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A contact request has a subject and someone to answer; feedback has neither subject nor address.
    .addCheckConstraint(
      'support_requests_shape',
      sql`(kind = 'contact' AND subject IS NOT NULL AND (user_id IS NOT NULL OR email IS NOT NULL))
        OR (kind = 'feedback' AND subject IS NULL)`,
    )
    .addCheckConstraint('support_requests_reply', sql`(reply IS NULL) = (replied_at IS NULL)`)
    .execute();
  await sql`CREATE INDEX support_requests_user_idx ON support_requests (user_id, created_at DESC, id) WHERE user_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX support_requests_inbox_idx ON support_requests (status, created_at DESC, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_requests').execute();
}
