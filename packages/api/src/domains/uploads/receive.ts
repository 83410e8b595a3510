import { MAX_UPLOAD_BYTES } from '@wallcraft/shared';
import type { Readable } from 'node:stream';
import { checkFile, type UploadType } from './image-check';
import * as queries from './queries';
import { acceptUpload, SIZE_MESSAGE, type UploadDeps } from './service';
import { verify, signingSecret } from './signing';
import type { EmbeddedStore } from './storage';

/** A refused PUT: the plugin answers with this status and message. */
export class UploadRefused extends Error {
  constructor(
    readonly status: 403 | 404 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

const NEW_URL = 'ask POST /api/objects/upload for a new one';

/** Collects at most `limit` bytes; past it, stops keeping them (the rest drains) and answers null. */
function readLimited(stream: Readable | undefined, limit: number): Promise<Buffer | null> {
  if (!stream) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let over = false;
    stream.on('data', (chunk: Buffer) => {
      if (over) return;
      total += chunk.length;
      if (total > limit) {
        over = true;
        chunks.length = 0;
        resolve(null);
      } else chunks.push(chunk);
    });
    stream.on('end', () => over || resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

export type ReceiveInput = {
  key: string;
  expires: string | undefined;
  signature: string | undefined;
  contentType: string | undefined;
  contentLength: number | undefined;
  body: Readable | undefined;
};

/**
 * The embedded store's signed PUT: checks the signature (key, type, expiry), claims the upload once,
 * enforces 10 MB while the bytes stream in, and keeps the file only when it really is the declared type.
 */
export async function receiveUpload(
  deps: UploadDeps,
  store: EmbeddedStore,
  input: ReceiveInput,
): Promise<{ objectURL: string; size: number }> {
  const { db, env } = deps;
  const row = await queries.findByKey(db, input.key);
  const expires = Number(input.expires);
  const signed =
    row?.content_type &&
    Number.isSafeInteger(expires) &&
    verify(signingSecret(env), { key: input.key, contentType: row.content_type, expires }, input.signature ?? '');
  if (!row || !signed)
    throw new UploadRefused(403, `This upload URL is not valid (its signature does not match); ${NEW_URL}`);
  if (expires * 1000 <= Date.now() || row.expires_at.getTime() <= Date.now())
    throw new UploadRefused(403, `This upload URL has expired; ${NEW_URL}`);
  const declared = row.content_type as UploadType;
  const sent = input.contentType?.split(';')[0]?.trim().toLowerCase();
  if (sent !== declared)
    throw new UploadRefused(
      415,
      `Content-Type must be ${declared}, the type this upload URL was made for (got ${sent || 'none'})`,
    );
  if (input.contentLength !== undefined && input.contentLength > MAX_UPLOAD_BYTES)
    throw new UploadRefused(413, SIZE_MESSAGE);

  const claimed = await queries.claim(db, input.key);
  if (!claimed) throw new UploadRefused(403, `This upload URL has already been used; ${NEW_URL}`);

  const bytes = await readLimited(input.body, MAX_UPLOAD_BYTES);
  const problem = bytes === null ? null : checkFile(bytes, declared);
  if (bytes === null || problem) {
    await queries.finish(db, input.key, { status: 'rejected' });
    throw bytes === null ? new UploadRefused(413, SIZE_MESSAGE) : new UploadRefused(415, problem ?? '');
  }
  await store.write(input.key, bytes);
  await acceptUpload(deps, input.key, bytes.length);
  return { objectURL: store.objectUrl(input.key), size: bytes.length };
}
