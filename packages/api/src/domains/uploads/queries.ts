import type { Database, DB } from '@wallcraft/db';
import type { Selectable } from 'kysely';

export type UploadStatus = 'pending' | 'receiving' | 'uploaded' | 'rejected';
export type UploadRow = Pick<Selectable<Database['uploads']>, (typeof COLUMNS)[number]>;

const COLUMNS = [
  'id',
  'owner_id',
  'object_key',
  'content_type',
  'size_bytes',
  'status',
  'expires_at',
  'variants',
  'file_name',
] as const;

export function insert(
  db: DB,
  values: { ownerId: string; key: string; contentType: string; size: number; expiresAt: Date; fileName: string | null },
): Promise<UploadRow> {
  return db
    .insertInto('uploads')
    .values({
      owner_id: values.ownerId,
      object_key: values.key,
      content_type: values.contentType,
      size_bytes: values.size,
      expires_at: values.expiresAt,
      file_name: values.fileName,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function findByKey(db: DB, key: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').select(COLUMNS).where('object_key', '=', key).executeTakeFirst();
}

/**
 * Claims a pending, unexpired upload in one statement: of two requests racing with the same URL, exactly
 * one gets the row back. This is what makes embedded upload URLs single use.
 */
export function claim(db: DB, key: string): Promise<UploadRow | undefined> {
  return db
    .updateTable('uploads')
    .set({ status: 'receiving' })
    .where('object_key', '=', key)
    .where('status', '=', 'pending')
    .where('expires_at', '>', new Date())
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** An accepted upload that gets resized copies starts with variants 'pending' (the job is queued next). */
export async function finish(
  db: DB,
  key: string,
  outcome: { status: 'uploaded'; size: number; variants: boolean } | { status: 'rejected' },
): Promise<void> {
  await db
    .updateTable('uploads')
    .set(
      outcome.status === 'uploaded'
        ? {
            status: 'uploaded',
            size_bytes: outcome.size,
            uploaded_at: new Date(),
            variants: outcome.variants ? 'pending' : null,
          }
        : { status: 'rejected' },
    )
    .where('object_key', '=', key)
    .execute();
}

/** What the variants job found: the copies and the original's size, or that the image does not decode. */
export async function recordVariants(
  db: DB,
  key: string,
  outcome: { variants: 'ready'; width: number; height: number; widths: number[] } | { variants: 'failed' },
): Promise<void> {
  await db
    .updateTable('uploads')
    .set(
      outcome.variants === 'ready'
        ? { variants: 'ready', width: outcome.width, height: outcome.height, variant_widths: outcome.widths }
        : { variants: 'failed' },
    )
    .where('object_key', '=', key)
    .where('variants', '=', 'pending')
    .execute();
}

/** The accepted upload among these keys (the original's possible names for one variant). */
export function findUploaded(db: DB, keys: string[]) {
  return db
    .selectFrom('uploads')
    .select(['object_key', 'variants'])
    .where('object_key', 'in', keys)
    .where('status', '=', 'uploaded')
    .executeTakeFirst();
}

/** Photos still waiting for their copies since before `before`: their job was lost, or they predate the copies. */
export async function findStalePending(db: DB, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('uploads')
    .select('object_key')
    .where('variants', '=', 'pending')
    .where('uploaded_at', '<', before)
    .orderBy('uploaded_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.object_key);
}

/** Uploads of people who deleted their account, a batch at a time: their files go too (see purgeDeletedOwners). */
export function findOfDeletedOwners(db: DB, limit: number) {
  return db
    .selectFrom('uploads')
    .innerJoin('users', 'users.id', 'uploads.owner_id')
    .select(['uploads.id', 'uploads.object_key', 'uploads.variant_widths'])
    .where('users.deleted_at', 'is not', null)
    .orderBy('uploads.id')
    .limit(limit)
    .execute();
}

export async function deleteByIds(db: DB, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('uploads').where('id', 'in', ids).execute();
}
