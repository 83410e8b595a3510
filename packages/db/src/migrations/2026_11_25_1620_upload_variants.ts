import { sql, type Kysely } from 'kysely';

/**
 * Resized WebP copies of uploaded photos (issue 14): the original's size in pixels, the widths of the copies
 * made (never wider than the original), and where the job stands. `variants` is NULL for uploads that get
 * none (GIFs, and uploads from before this migration); 'failed' means the image could not be decoded, and the
 * original is shown as it is. Frozen once landed: later changes go in a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('uploads')
    .addColumn('width', 'integer', (c) => c.check(sql`width > 0`))
    .addColumn('height', 'integer', (c) => c.check(sql`height > 0`))
    .addColumn('variant_widths', sql`integer[]`)
    .addColumn('variants', 'text', (c) => c.check(sql`variants IN ('pending', 'ready', 'failed')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('uploads')
    .dropColumn('variants')
    .dropColumn('variant_widths')
    .dropColumn('height')
    .dropColumn('width')
    .execute();
}
