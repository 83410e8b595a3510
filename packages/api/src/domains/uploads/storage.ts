import type { S3Client } from '@aws-sdk/client-s3';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { trustImageOrigin } from '@wallcraft/shared/schemas';
import type { Env } from '../../env';
import { EXTENSIONS } from './image-check';
import { sign, signingSecret } from './signing';

/** The stable path of an embedded object; the same path takes the signed PUT. */
export const EMBEDDED_PREFIX = '/media/uploads/';
/** Object keys are '<uuid>.<ext>': nothing else is ever read from or written to disk. */
export const OBJECT_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;
/**
 * A message attachment's key ('att-<uuid>.<ext>'): stored like the others but never served at its object URL, only
 * to the message's two people through GET /api/messages/attachments/{id}.
 */
export const ATTACHMENT_KEY = /^att-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|pdf)$/;
/** Any key the store takes an upload under (public images and private attachments). */
export const isStoredKey = (key: string) => OBJECT_KEY.test(key) || ATTACHMENT_KEY.test(key);

/** A resized copy of an upload (`<uuid>.w640.webp`; see imageVariantKey in packages/shared). */
export const VARIANT_KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.w\d{1,4}\.webp$/;
/** Keys are never reused, so a copy of an object is valid forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const TYPES_BY_EXTENSION: Record<string, string> = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([type, extension]) => [extension, type]),
);

/** The content type an object key is served with. */
export function contentTypeOf(key: string): string {
  return TYPES_BY_EXTENSION[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

export type PresignInput = { key: string; contentType: string; size: number; expiresAt: Date };
export type StoredObject = { contentType: string | undefined; bytes: Buffer };

export interface ObjectStore {
  readonly kind: 'embedded' | 's3';
  /** Where the client PUTs the file, with exactly this content type. */
  presignPut(input: PresignInput): Promise<string>;
  /** The address that goes into profiles, walls and projects. */
  objectUrl(key: string): string;
  /** The object as stored, or null when there is none under that key. */
  read(key: string): Promise<StoredObject | null>;
  /** Stores an object the API made itself (resized copies), served as immutable. */
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deletes the object; nothing to delete is not an error. */
  remove(key: string): Promise<void>;
}

/** Files under DATA_DIR/uploads, written by the API's own PUT handler (plugins/objects.ts). */
export class EmbeddedStore implements ObjectStore {
  readonly kind = 'embedded';
  readonly root: string;

  constructor(private readonly env: Env) {
    this.root = path.join(env.DATA_DIR, 'uploads');
  }

  presignPut({ key, contentType, expiresAt }: PresignInput): Promise<string> {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const signature = sign(signingSecret(this.env), { key, contentType, expires });
    return Promise.resolve(`${EMBEDDED_PREFIX}${key}?expires=${expires}&signature=${signature}`);
  }

  objectUrl(key: string): string {
    return `${EMBEDDED_PREFIX}${key}`;
  }

  /** Written beside its final name and renamed, so a reader never sees half a file. */
  async write(key: string, bytes: Buffer): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: 0o700 });
    const temporary = path.join(this.root, `.${key}.${process.pid}.tmp`);
    await writeFile(temporary, bytes, { mode: 0o600 });
    await rename(temporary, path.join(this.root, key));
  }

  async read(key: string): Promise<StoredObject | null> {
    try {
      return { contentType: contentTypeOf(key), bytes: await readFile(path.join(this.root, key)) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(path.join(this.root, key), { force: true });
  }

  async open(key: string): Promise<{ stream: ReadStream; size: number } | null> {
    const file = path.join(this.root, key);
    try {
      const { size } = await stat(file);
      return { stream: createReadStream(file), size };
    } catch {
      return null;
    }
  }
}

type S3Settings = Env & {
  S3_ENDPOINT: string;
  S3_BUCKET: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
};

/**
 * The AWS SDK and the clients, loaded on first use: the SDK takes a noticeable part of a second to import, which
 * a server on the embedded store (or one that has not handled an upload yet) should not pay at start.
 */
async function loadS3(env: S3Settings, browserEndpoint: string) {
  const [sdk, { getSignedUrl }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const client = (endpoint: string): S3Client =>
    new sdk.S3Client({
      endpoint,
      region: env.S3_REGION,
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
      // MinIO and most self-hosted stores only speak path-style addresses.
      forcePathStyle: true,
    });
  const main = client(env.S3_ENDPOINT);
  // The presigner only signs (no network): its endpoint is the one browsers reach.
  const presigner = browserEndpoint === env.S3_ENDPOINT ? main : client(browserEndpoint);
  return { sdk, getSignedUrl, client: main, presigner };
}

/** Any S3-compatible store. Browsers PUT straight to it with a URL from the AWS SDK's presigner. */
export class S3Store implements ObjectStore {
  readonly kind = 's3';
  private readonly bucket: string;
  private readonly publicUrl: string;
  private readonly load: () => ReturnType<typeof loadS3>;

  constructor(env: S3Settings) {
    this.bucket = env.S3_BUCKET;
    const browserEndpoint = env.S3_PRESIGN_ENDPOINT ?? env.S3_ENDPOINT;
    let loaded: ReturnType<typeof loadS3> | undefined;
    this.load = () => (loaded ??= loadS3(env, browserEndpoint));
    this.publicUrl = (env.S3_PUBLIC_URL ?? `${browserEndpoint.replace(/\/$/, '')}/${env.S3_BUCKET}`).replace(/\/$/, '');
    // Our own objects are images to store even when the store is served over plain http (MinIO).
    trustImageOrigin(this.publicUrl);
  }

  async presignPut({ key, contentType, size, expiresAt }: PresignInput): Promise<string> {
    const { sdk, getSignedUrl, presigner } = await this.load();
    const command = new sdk.PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: contentType,
      ContentLength: size,
    });
    const expiresIn = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
    // The presigner leaves Content-Type unsigned by default; signing it (and the length) binds the URL to them.
    return getSignedUrl(presigner, command, {
      expiresIn,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
  }

  objectUrl(key: string): string {
    return `${this.publicUrl}/${key}`;
  }

  /** The object as stored, or null when nothing was uploaded under that key. */
  async read(key: string): Promise<StoredObject | null> {
    const { sdk, client } = await this.load();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!object.Body) return null;
      return { contentType: object.ContentType, bytes: Buffer.from(await object.Body.transformToByteArray()) };
    } catch (error) {
      if (
        error instanceof sdk.NoSuchKey ||
        (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)
      )
        return null;
      throw error;
    }
  }

  async write(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.load();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: IMMUTABLE,
      }),
    );
  }

  async remove(key: string): Promise<void> {
    const { sdk, client } = await this.load();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

const stores = new WeakMap<Env, ObjectStore>();

/** S3 when S3_ENDPOINT is set (then bucket and both keys are required), else the embedded store. One per env. */
export function objectStore(env: Env): ObjectStore {
  const existing = stores.get(env);
  if (existing) return existing;
  let store: ObjectStore;
  if (env.S3_ENDPOINT) {
    const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
    if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
      throw new Error('S3_ENDPOINT is set: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too');
    }
    store = new S3Store({ ...env, S3_ENDPOINT: env.S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY });
  } else {
    store = new EmbeddedStore(env);
  }
  stores.set(env, store);
  return store;
}
