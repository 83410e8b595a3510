import type { DB } from '@wallcraft/db';
import { CARD_VARIANT_WIDTHS, IMAGE_VARIANT_WIDTHS, imageVariantKey, type ImageVariantWidth } from '@wallcraft/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env';
import type { JobSender } from '../../trpc/context';
import * as queries from './queries';
import { objectStore } from './storage';

/** Past a 64-megapixel camera: a 10 MB file claiming more is a decompression bomb, not a photo. */
const MAX_INPUT_PIXELS = 8192 * 8192;
/** WebP quality: a 640 px card copy of a camera photo stays well under 100 KB at the first setting. */
const WEBP_QUALITY = 72;
/** A card's copy of a photo full of fine detail is encoded again at these until it fits its budget. */
const CARD_RETRY_QUALITIES = [55, 40, 25, 10];
const CARD_COPY_BYTES = 100_000;
const isCardWidth = (width: number) => (CARD_VARIANT_WIDTHS as readonly number[]).includes(width);

export type ResizedImage = {
  /** The original's size as shown (after its EXIF orientation). */
  width: number;
  height: number;
  variants: { width: ImageVariantWidth; bytes: Buffer }[];
};

/** The image could not be decoded: the job records it as failed and the original is shown as it is. */
export class UndecodableImage extends Error {}

/**
 * One WebP per IMAGE_VARIANT_WIDTHS, never wider than the original (a narrow original gives copies of its own
 * width, so every name in a srcset exists). Turned upright by EXIF orientation, metadata dropped. The copies a
 * card may load stay under about 100 KB, at a lower quality if need be.
 */
export async function resizeImage(bytes: Buffer): Promise<ResizedImage> {
  // Loaded with the first photo rather than at start: libvips holds about 30 MB of the API's memory.
  const { default: sharp } = await import('sharp');
  const open = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
  let width: number;
  let height: number;
  try {
    const metadata = await open().metadata();
    width = metadata.autoOrient.width;
    height = metadata.autoOrient.height;
    const variants = [];
    for (const target of IMAGE_VARIANT_WIDTHS) {
      const encode = (quality: number) =>
        open().resize({ width: target, withoutEnlargement: true }).webp({ quality }).toBuffer();
      let resized = await encode(WEBP_QUALITY);
      for (const quality of isCardWidth(target) ? CARD_RETRY_QUALITIES : []) {
        if (resized.length <= CARD_COPY_BYTES) break;
        resized = await encode(quality);
      }
      variants.push({ width: target, bytes: resized });
    }
    return { width, height, variants };
  } catch (error) {
    throw new UndecodableImage(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The `images.variants` job: reads the original from the store, writes its copies beside it and records them.
 * Idempotent (a retried or repeated job finds the upload no longer pending). An image that does not decode is
 * recorded as failed and the job ends normally: retrying cannot help, and the original keeps being shown. Store
 * and database errors throw, so the queue retries them.
 */
export async function makeVariants(db: DB, env: Env, log: FastifyBaseLogger, key: string): Promise<void> {
  const row = await queries.findByKey(db, key);
  if (row?.status !== 'uploaded' || row.variants !== 'pending') return;
  const store = objectStore(env);
  const original = await store.read(key);
  if (!original) {
    log.warn({ key }, 'variants: the original is not in the store');
    await queries.recordVariants(db, key, { variants: 'failed' });
    return;
  }

  let resized: ResizedImage;
  try {
    resized = await resizeImage(original.bytes);
  } catch (error) {
    if (!(error instanceof UndecodableImage)) throw error;
    log.warn({ key, reason: error.message }, 'variants: the image does not decode; its original is shown as it is');
    await queries.recordVariants(db, key, { variants: 'failed' });
    return;
  }
  for (const variant of resized.variants) {
    const name = imageVariantKey(key, variant.width);
    if (name) await store.write(name, variant.bytes, 'image/webp');
  }
  await queries.recordVariants(db, key, {
    variants: 'ready',
    width: resized.width,
    height: resized.height,
    widths: resized.variants.map((variant) => variant.width),
  });
}

/** A photo's job is given this long before the sweep assumes it was lost. */
const STALE_AFTER_MS = 10 * 60_000;
const SWEEP_BATCH = 500;

/**
 * The `images.sweep` job (hourly, and once at start): queues the copies of photos still waiting for them, whose
 * job was never queued (the queue was down when the upload was accepted), ran out of retries (the store was
 * down), or that were uploaded before copies existed. Answers how many it queued.
 */
export async function sweepVariants(db: DB, jobs: JobSender): Promise<number> {
  const keys = await queries.findStalePending(db, new Date(Date.now() - STALE_AFTER_MS), SWEEP_BATCH);
  for (const key of keys) await jobs.send('images.variants', { key });
  return keys.length;
}
