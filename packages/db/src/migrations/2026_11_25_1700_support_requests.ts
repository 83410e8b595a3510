import { sql, type Kysely } from 'kysely';

/**
 * What people write to WallCraft (issue 15): feedback (one text) and contact requests (a subject and comments,
 * from a user or, signed out, from an email address), in one table because operators answer both from one
 * support inbox: open -> in_progress -> resolved, with a reply the user sees. It replaces the `feedback` and
 * `contact_messages` tables of the first schema, which nothing wrote to; any rows they hold are carried over.
 * Frozen once landed.
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
    // A contact request has a subject; feedback has none. (That a signed-out sender leaves an email is the
    // service's rule: rows carried over from contact_messages may have neither user nor email.)
    .addCheckConstraint(
      'support_requests_shape',
      sql`(kind = 'contact' AND subject IS NOT NULL) OR (kind = 'feedback' AND subject IS NULL)`,
    )
    .addCheckConstraint('support_requests_reply', sql`(reply IS NULL) = (replied_at IS NULL)`)
    .execute();
  await sql`CREATE INDEX support_requests_user_idx ON support_requests (user_id, created_at DESC, id) WHERE user_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX support_requests_inbox_idx ON support_requests (status, created_at DESC, id)`.execute(db);
  await sql`
    INSERT INTO support_requests (kind, user_id, body, created_at)
    SELECT 'feedback', user_id, feedback, created_at FROM feedback`.execute(db);
  await sql`
    INSERT INTO support_requests (kind, user_id, subject, body, created_at)
    SELECT 'contact', user_id, coalesce(nullif(btrim(subject), ''), '(no subject)'), comments, created_at
    FROM contact_messages`.execute(db);
  await db.schema.dropTable('feedback').execute();
  await db.schema.dropTable('contact_messages').execute();
}

/** Back to the first schema's two tables, with the requests in them (status and replies have nowhere to go). */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE feedback (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      feedback text NOT NULL CHECK (btrim(feedback) <> ''),
      created_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql`
    CREATE TABLE contact_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      subject text,
      comments text NOT NULL CHECK (btrim(comments) <> ''),
      created_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql`
    INSERT INTO feedback (user_id, feedback, created_at)
    SELECT user_id, body, created_at FROM support_requests WHERE kind = 'feedback'`.execute(db);
  await sql`
    INSERT INTO contact_messages (user_id, subject, comments, created_at)
    SELECT user_id, subject, body, created_at FROM support_requests WHERE kind = 'contact'`.execute(db);
  await db.schema.dropTable('support_requests').execute();
}
