import { sql, type Kysely } from 'kysely';

/**
 * Double-blind reviews and payout (issue 12). A project review stays hidden (published_at null) until both
 * parties have reviewed each other or 14 days have passed since the project's completed_at; reviews written
 * before this migration had no such rule and count as published when written. One review per reviewer,
 * reviewee and project. A project's owner may dispute it once (project_disputes), which holds its escrowed
 * payments for an operator instead of the automatic release. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reviews').addColumn('published_at', 'timestamptz').execute();
  await sql`UPDATE reviews SET published_at = created_at`.execute(db);
  await sql`CREATE UNIQUE INDEX reviews_one_per_project_key
    ON reviews (reviewer_id, reviewee_id, (coalesce(brand_project_id, wall_project_id)))
    WHERE project_type IS NOT NULL`.execute(db);
  await sql`CREATE INDEX reviews_unpublished_idx ON reviews (brand_project_id, wall_project_id)
    WHERE published_at IS NULL`.execute(db);

  await db.schema
    .createTable('project_disputes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_type', 'text', (c) => c.notNull().check(sql`project_type IN ('brand_project', 'wall_project')`))
    .addColumn('brand_project_id', 'uuid', (c) => c.references('brand_projects.id').onDelete('cascade'))
    .addColumn('wall_project_id', 'uuid', (c) => c.references('wall_projects.id').onDelete('cascade'))
    .addColumn('opened_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`char_length(reason) BETWEEN 1 AND 2000`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status IN ('open', 'resolved')`),
    )
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome IN ('release', 'refund')`))
    .addColumn('resolved_by_admin_id', 'uuid', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'project_disputes_one_project_check',
      sql`(project_type = 'brand_project' AND brand_project_id IS NOT NULL AND wall_project_id IS NULL)
        OR (project_type = 'wall_project' AND wall_project_id IS NOT NULL AND brand_project_id IS NULL)`,
    )
    .addCheckConstraint(
      'project_disputes_resolution_check',
      sql`(status = 'resolved') = (outcome IS NOT NULL AND resolved_at IS NOT NULL)`,
    )
    .execute();
  // One dispute per project, ever: a resolved one is not reopened.
  await sql`CREATE UNIQUE INDEX project_disputes_project_key
    ON project_disputes ((coalesce(brand_project_id, wall_project_id)))`.execute(db);
  await sql`CREATE INDEX project_disputes_open_idx ON project_disputes (created_at) WHERE status = 'open'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('project_disputes').ifExists().execute();
  await sql`DROP INDEX IF EXISTS reviews_unpublished_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS reviews_one_per_project_key`.execute(db);
  await db.schema.alterTable('reviews').dropColumn('published_at').execute();
}
