import { sql, type Kysely } from 'kysely';

/**
 * Proposals (issue 12): an application, or an artist's answer to an invitation, may carry a quote, an estimated
 * duration, up to five concept images and a mock-up (a concept image placed on the wall's photo by its four
 * corners: 8 numbers, x then y of top-left, top-right, bottom-right, bottom-left, as fractions of the photo).
 * Accepting records the agreed amount on the application or invitation, which payments then offer.
 * Frozen once landed: later changes go in a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('proposals')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (c) => c.unique().references('applications.id').onDelete('cascade'))
    .addColumn('invitation_id', 'uuid', (c) => c.unique().references('invitations.id').onDelete('cascade'))
    .addColumn('quote_cents', 'integer', (c) => c.notNull().check(sql`quote_cents > 0`))
    .addColumn('duration_days', 'integer', (c) => c.notNull().check(sql`duration_days BETWEEN 1 AND 3650`))
    .addColumn('concept_images', sql`text[]`, (c) =>
      c
        .notNull()
        .defaultTo(sql`'{}'`)
        .check(sql`cardinality(concept_images) <= 5`),
    )
    .addColumn('mockup_image_url', 'text')
    .addColumn('mockup_corners', sql`double precision[]`, (c) =>
      c.check(sql`mockup_corners IS NULL OR cardinality(mockup_corners) = 8`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('proposals_one_parent_check', sql`(application_id IS NULL) <> (invitation_id IS NULL)`)
    .addCheckConstraint('proposals_mockup_check', sql`(mockup_image_url IS NULL) = (mockup_corners IS NULL)`)
    .execute();

  for (const table of ['applications', 'invitations'])
    await db.schema
      .alterTable(table)
      .addColumn('agreed_amount_cents', 'integer', (c) => c.check(sql`agreed_amount_cents > 0`))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['applications', 'invitations'])
    await db.schema.alterTable(table).dropColumn('agreed_amount_cents').execute();
  await db.schema.dropTable('proposals').ifExists().execute();
}
