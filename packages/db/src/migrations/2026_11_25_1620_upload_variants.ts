import { sql, type Kysely } from 'kysely';

/**
 * Resized WebP copies of uploaded photos (issue 14): the original's size in pixels, the widths of the copies
 * made (never wider than the original), and where the job stands. `variants` is NULL for uploads that get
 * none (GIFs); 'failed' means the image could not be decoded, and the original is shown as it is. Photos uploaded
 * before this migration start as 'pending': the API's hourly sweep (and one at start) queues their copies.
 * Frozen once landed: later changes go in a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('uploads')
    .addColumn('width', 'integer', (c) => c.check(sql`width > 0`))
    .addColumn('height', 'integer', (c) => c.check(sql`height > 0`))
    .addColumn('variant_widths', sql`integer[]`)
    .addColumn('variants', 'text', (c) => c.check(sql`variants IN ('pending', 'ready', 'failed')`))
    .execute();
  await sql`UPDATE uploads SET variants = 'pending'
    WHERE status = 'uploaded' AND (object_key LIKE '%.png' OR object_key LIKE '%.jpg' OR object_key LIKE '%.webp')`.execute(
    db,
  );
  // The sweep's lookup: only photos still waiting for their copies.
  await sql`CREATE INDEX uploads_variants_pending_idx ON uploads (uploaded_at) WHERE variants = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX uploads_variants_pending_idx`.execute(db);
  await db.schema
    .alterTable('uploads')
    .dropColumn('variants')
    .dropColumn('variant_widths')
    .dropColumn('height')
    .dropColumn('width')
    .execute();
}
