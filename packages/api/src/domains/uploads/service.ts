import type { DB } from '@wallcraft/db';
import { imageVariantKey, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, type ImageVariantWidth } from '@wallcraft/shared';
import { randomUUID } from 'node:crypto';
import type { Env } from '../../env';
import type { ServerDeps } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import { checkFile, EXTENSIONS, type UploadType } from './image-check';
import * as queries from './queries';
import type { TCreateUploadRequest, TUpload } from './schemas';
import { ATTACHMENT_KEY, EmbeddedStore, isStoredKey, objectStore, S3Store } from './storage';

export const SIZE_MESSAGE = `File size must be less than ${MAX_UPLOAD_MB}MB`;

export type UploadDeps = Pick<ServerDeps, 'db' | 'env' | 'jobs' | 'log'>;

/** Whether an accepted upload gets resized copies (not GIFs, which may be animated). */
export const getsVariants = (key: string) => imageVariantKey(key, 320) !== null;

/**
 * Marks an accepted upload as stored and queues its resized copies. The upload stands even if queueing fails:
 * its original is shown until copies exist.
 */
export async function acceptUpload(deps: UploadDeps, key: string, size: number): Promise<void> {
  const variants = getsVariants(key);
  await queries.finish(deps.db, key, { status: 'uploaded', size, variants });
  if (!variants) return;
  await deps.jobs
    .send('images.variants', { key })
    .catch((error: unknown) => deps.log.warn({ err: error, key }, 'variants: queueing the job failed'));
}

/**
 * The accepted original of a resized copy's name (`<uuid>.w640.webp`), for the embedded store to redirect to
 * until the copy exists; undefined when there is none (never uploaded, refused, or still pending).
 */
export function originalOfVariant(db: DB, uuid: string) {
  return queries.findUploaded(
    db,
    Object.values(EXTENSIONS).map((extension) => `${uuid}.${extension}`),
  );
}

/**
 * Step 1: records the upload and hands out where to PUT it (our signed path, or an S3 presigned URL). An attachment's
 * key starts with att-, which the public media route never serves.
 */
export async function createUpload(db: DB, env: Env, ownerId: string, input: TCreateUploadRequest) {
  const store = objectStore(env);
  const prefix = input.purpose === 'attachment' ? 'att-' : '';
  const key = `${prefix}${randomUUID()}.${EXTENSIONS[input.contentType]}`;
  const expiresAt = new Date(Date.now() + env.UPLOAD_URL_TTL_SECONDS * 1000);
  const fileName = input.fileName?.split(/[\\/]/).pop()?.trim() || null;
  await queries.insert(db, { ownerId, key, contentType: input.contentType, size: input.size, expiresAt, fileName });
  const uploadURL = await store.presignPut({ key, contentType: input.contentType, size: input.size, expiresAt });
  return { uploadURL, objectURL: store.objectUrl(key), expiresAt: expiresAt.toISOString() };
}

function keyOf(env: Env, objectURL: string): string | null {
  const key = objectURL.split('/').pop() ?? '';
  return isStoredKey(key) && objectStore(env).objectUrl(key) === objectURL ? key : null;
}

/**
 * Step 3, after the PUT: the upload is usable once this answers. The embedded store checked the bytes as
 * they arrived; on S3 the API reads the object back, checks size, type and image bytes, and deletes it when
 * it fails. Idempotent: confirming twice answers the same.
 */
export async function confirmUpload(deps: UploadDeps, ownerId: string, objectURL: string): Promise<TUpload> {
  const { db, env } = deps;
  const key = keyOf(env, objectURL);
  const row = key ? await queries.findByKey(db, key) : undefined;
  if (!key || !row || row.owner_id !== ownerId)
    throw new AppError('NOT_FOUND', 'objectURL: no upload of yours has this address');
  const contentType = row.content_type as UploadType;
  if (row.status === 'uploaded') return { objectURL, contentType, size: row.size_bytes ?? 0 };
  if (row.status === 'rejected') throw new AppError('CONFLICT', 'This upload was refused; upload the file again');
  const store = objectStore(env);
  if (!(store instanceof S3Store) || row.status === 'receiving')
    throw new AppError('CONFLICT', 'The file has not been uploaded yet');

  const stored = await store.read(key);
  if (!stored) throw new AppError('CONFLICT', 'The file has not been uploaded yet');
  const problem =
    stored.bytes.length > MAX_UPLOAD_BYTES
      ? SIZE_MESSAGE
      : stored.contentType !== contentType
        ? `The file was stored as ${stored.contentType ?? 'an unknown type'}, not ${contentType}`
        : checkFile(stored.bytes, contentType);
  if (problem) {
    await store.remove(key);
    await queries.finish(db, key, { status: 'rejected' });
    throw new AppError('INVALID_INPUT', problem);
  }
  await acceptUpload(deps, key, stored.bytes.length);
  return { objectURL, contentType, size: stored.bytes.length };
}

export type AttachableUpload = NonNullable<Awaited<ReturnType<typeof queries.findByKey>>>;

/**
 * The uploads behind a message's attachment URLs, in order (repeats dropped): each must be an attachment upload of
 * the sender's (found by its key: the object URL's last segment), accepted (confirmed). Anything else is a 400
 * saying which file and what to do.
 */
export async function attachableUploads(db: DB, ownerId: string, urls: string[]): Promise<AttachableUpload[]> {
  const rows: AttachableUpload[] = [];
  for (const [index, url] of [...new Set(urls)].entries()) {
    const key = url.split('/').pop() ?? '';
    const row = ATTACHMENT_KEY.test(key) ? await queries.findByKey(db, key) : undefined;
    const which = `attachments.${index}`;
    if (!row || row.owner_id !== ownerId)
      throw new AppError('INVALID_INPUT', `${which}: not a file you uploaded for a message (purpose attachment)`);
    if (row.status !== 'uploaded')
      throw new AppError('INVALID_INPUT', `${which}: this file has not finished uploading; upload it again`);
    rows.push(row);
  }
  return rows;
}

/** An attachment's bytes for the authorized route: a stream from disk, or the object read from S3; null if gone. */
export async function openStored(env: Env, key: string) {
  const store = objectStore(env);
  if (store instanceof EmbeddedStore) {
    const file = await store.open(key);
    return file ? { body: file.stream, size: file.size } : null;
  }
  const stored = await store.read(key);
  return stored ? { body: stored.bytes, size: stored.bytes.length } : null;
}

const PURGE_BATCH = 200;

/**
 * Deletes the files, resized copies included, and the rows of every upload whose owner deleted their account
 * (domains/account-data): the account's links to them are erased at once, the files here, by the job queued then and
 * by the hourly sweep for any the job missed. Answers how many uploads went.
 */
export async function purgeDeletedOwners(db: DB, env: Env): Promise<number> {
  const store = objectStore(env);
  let purged = 0;
  for (;;) {
    const rows = await queries.findOfDeletedOwners(db, PURGE_BATCH);
    for (const row of rows) {
      const copies = (row.variant_widths ?? []).map((width) =>
        imageVariantKey(row.object_key, width as ImageVariantWidth),
      );
      for (const key of [row.object_key, ...copies]) if (key) await store.remove(key);
    }
    await queries.deleteByIds(
      db,
      rows.map((row) => row.id),
    );
    purged += rows.length;
    if (rows.length < PURGE_BATCH) return purged;
  }
}
