import type { Database, DB } from '@wallcraft/db';
import type { Selectable } from 'kysely';

export type UploadStatus = 'pending' | 'receiving' | 'uploaded' | 'rejected';
export type UploadRow = Pick<Selectable<Database['uploads']>, (typeof COLUMNS)[number]>;

const COLUMNS = ['id', 'owner_id', 'object_key', 'content_type', 'size_bytes', 'status', 'expires_at'] as const;

export function insert(
  db: DB,
  values: { ownerId: string; key: string; contentType: string; size: number; expiresAt: Date },
): Promise<UploadRow> {
  return db
    .insertInto('uploads')
    .values({
      owner_id: values.ownerId,
      object_key: values.key,
      content_type: values.contentType,
      size_bytes: values.size,
      expires_at: values.expiresAt,
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

export async function finish(
  db: DB,
  key: string,
  outcome: { status: 'uploaded'; size: number } | { status: 'rejected' },
): Promise<void> {
  await db
    .updateTable('uploads')
    .set(
      outcome.status === 'uploaded'
        ? { status: 'uploaded', size_bytes: outcome.size, uploaded_at: new Date() }
        : { status: 'rejected' },
    )
    .where('object_key', '=', key)
    .execute();
}
