import { sql, type Kysely } from 'kysely';

/**
 * The operators' console for real (issue 16).
 * - Operators: a third role (viewer), a TOTP second factor with single-use recovery codes, invitations by a
 *   one-time link, disabling instead of deleting (the audit log keeps pointing at them); admin sessions remember
 *   whether the second factor passed, when they were last used (expiry after inactivity) and from where.
 * - audit_log: every operator action, written in the action's transaction; a trigger refuses UPDATE, DELETE and
 *   TRUNCATE, so no route (and no bug in one) can change the record.
 * - platform_settings: the fee, the minimum payment and the referral bonus as operators set them; a missing row
 *   means the environment's default.
 * - Suspension of users, hiding of reported items, moderation reports, and disputes decided by a split with a note
 *   (a split payment is completed for the artist's share and records what went back to the payer).
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE admins DROP CONSTRAINT admins_role_check`.execute(db);
  await sql`ALTER TABLE admins ADD CONSTRAINT admins_role_check CHECK (role IN ('viewer', 'operator', 'superadmin'))`.execute(
    db,
  );
  await db.schema
    .alterTable('admins')
    // Base32, set when enrolment starts; enabled once a code from it has been verified.
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled_at', 'timestamptz')
    // The last 30-second step a code was accepted for: a code is never accepted twice (RFC 6238, 5.2).
    .addColumn('totp_last_step', 'bigint')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('invited_by', 'uuid', (c) => c.references('admins.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('admin_id', 'uuid', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addPrimaryKeyConstraint('admin_recovery_codes_pkey', ['admin_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('admin_invites')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role IN ('viewer', 'operator', 'superadmin')`))
    .addColumn('note', 'text')
    .addColumn('invited_by', 'uuid', (c) => c.notNull().references('admins.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_admin_id', 'uuid', (c) => c.references('admins.id'))
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .alterTable('admin_sessions')
    // Null while only the password has passed: such a session opens nothing but the second-factor step.
    .addColumn('mfa_at', 'timestamptz')
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ip', 'text')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('admin_id', 'uuid', (c) => c.notNull().references('admins.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('note', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_admin_idx ON audit_log (admin_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, created_at DESC)`.execute(db);
  await sql`
    CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only()`.execute(db);
  await sql`
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only()`.execute(db);

  await db.schema
    .createTable('platform_settings')
    .addColumn('key', 'text', (c) =>
      c.primaryKey().check(sql`key IN ('platform_fee_bps', 'payment_minimum_cents', 'referral_bonus_cents')`),
    )
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value >= 0`))
    .addColumn('updated_by', 'uuid', (c) => c.notNull().references('admins.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('suspended_at', 'timestamptz')
    .addColumn('suspended_reason', 'text')
    .execute();
  // Reported items an operator hid: gone from every public list and page; the owner still sees them.
  for (const table of ['users', 'walls', 'brand_projects', 'wall_projects', 'messages'])
    await db.schema.alterTable(table).addColumn('hidden_at', 'timestamptz').execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('reporter_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (c) =>
      c.notNull().check(sql`target_type IN ('user', 'wall', 'brand_project', 'wall_project', 'message')`),
    )
    .addColumn('target_id', 'uuid', (c) => c.notNull())
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason IN ('spam', 'scam', 'offensive', 'harassment', 'copyright', 'misleading', 'other')`),
    )
    .addColumn('comment', 'text', (c) => c.check(sql`char_length(comment) <= 2000`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'under_review', 'resolved')`),
    )
    .addColumn('resolution', 'text', (c) => c.check(sql`resolution IN ('hidden', 'no_action')`))
    .addColumn('operator_note', 'text')
    .addColumn('resolved_by', 'uuid', (c) => c.references('admins.id'))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'reports_resolved_shape',
      sql`(status = 'resolved') = (resolution IS NOT NULL AND resolved_at IS NOT NULL)`,
    )
    .execute();
  // One open report per person and item: reporting again while it is open changes nothing.
  await sql`CREATE UNIQUE INDEX reports_open_key ON reports (reporter_id, target_type, target_id)
    WHERE status <> 'resolved'`.execute(db);
  await sql`CREATE INDEX reports_queue_idx ON reports (status, created_at, id)`.execute(db);
  await sql`CREATE INDEX reports_target_idx ON reports (target_type, target_id)`.execute(db);

  // Disputes: a split decision (the artists' share in basis points) and the operator's note.
  await sql`ALTER TABLE project_disputes DROP CONSTRAINT project_disputes_outcome_check`.execute(db);
  await sql`ALTER TABLE project_disputes ADD CONSTRAINT project_disputes_outcome_check
    CHECK (outcome IN ('release', 'refund', 'split'))`.execute(db);
  await db.schema
    .alterTable('project_disputes')
    .addColumn('artist_share_bps', 'integer', (c) => c.check(sql`artist_share_bps BETWEEN 0 AND 10000`))
    .addColumn('note', 'text')
    .execute();
  // A payment a split decision settled: completed for the artist's share, this much back to the payer.
  await db.schema
    .alterTable('transactions')
    .addColumn('split_refund_cents', 'integer', (c) => c.check(sql`split_refund_cents > 0`))
    .execute();

  // Help articles: drafts until an operator publishes them (the seeded ones are published).
  await db.schema
    .alterTable('help_articles')
    .addColumn('published_at', 'timestamptz', (c) => c.defaultTo(sql`now()`))
    .execute();
  await sql`UPDATE help_articles SET published_at = created_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('help_articles').dropColumn('published_at').execute();
  await sql`DELETE FROM project_disputes WHERE outcome = 'split'`.execute(db);
  await db.schema.alterTable('transactions').dropColumn('split_refund_cents').execute();
  await db.schema.alterTable('project_disputes').dropColumn('artist_share_bps').dropColumn('note').execute();
  await sql`ALTER TABLE project_disputes DROP CONSTRAINT project_disputes_outcome_check`.execute(db);
  await sql`ALTER TABLE project_disputes ADD CONSTRAINT project_disputes_outcome_check
    CHECK (outcome IN ('release', 'refund'))`.execute(db);
  await db.schema.dropTable('reports').execute();
  for (const table of ['users', 'walls', 'brand_projects', 'wall_projects', 'messages'])
    await db.schema.alterTable(table).dropColumn('hidden_at').execute();
  await db.schema.alterTable('users').dropColumn('suspended_at').dropColumn('suspended_reason').execute();
  await db.schema.dropTable('platform_settings').execute();
  await db.schema.dropTable('audit_log').execute();
  await sql`DROP FUNCTION audit_log_is_append_only()`.execute(db);
  await db.schema
    .alterTable('admin_sessions')
    .dropColumn('mfa_at')
    .dropColumn('last_seen_at')
    .dropColumn('ip')
    .execute();
  await db.schema.dropTable('admin_invites').execute();
  await db.schema.dropTable('admin_recovery_codes').execute();
  await sql`DELETE FROM admins WHERE role = 'viewer'`.execute(db);
  await db.schema
    .alterTable('admins')
    .dropColumn('totp_secret')
    .dropColumn('totp_enabled_at')
    .dropColumn('totp_last_step')
    .dropColumn('disabled_at')
    .dropColumn('invited_by')
    .execute();
  await sql`ALTER TABLE admins DROP CONSTRAINT admins_role_check`.execute(db);
  await sql`ALTER TABLE admins ADD CONSTRAINT admins_role_check CHECK (role IN ('superadmin', 'operator'))`.execute(db);
}
