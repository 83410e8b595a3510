/**
 * Resized copies of uploaded photos (issue 14). The API's job writes one WebP per width beside the original
 * (`<uuid>.w640.webp` next to `<uuid>.jpg`, in the same store), and the web app builds `srcset` from the same
 * names, so the two cannot drift. A copy is never wider than its original.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** What a card may show at most: 640 px covers a 320 px card on a 2x screen, well under 100 KB as WebP. */
export const CARD_VARIANT_WIDTHS = [320, 640] as const satisfies readonly ImageVariantWidth[];

/** The originals that get variants: GIFs are left as they are (they may be animated). */
const UPLOAD_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|webp)$/;

/** The store's name of the variant of `key` at `width`; null for keys that get none (GIF, seed art). */
export function imageVariantKey(key: string, width: ImageVariantWidth): string | null {
  const match = UPLOAD_NAME.exec(key);
  return match ? `${match[1]}.w${width}.webp` : null;
}

/**
 * The variant's URL beside an uploaded image's URL (`/media/uploads/<key>` or the S3 store's
 * `<public URL>/<key>`); null when the URL is not an upload that gets variants. Query strings and fragments
 * never appear on stored values, so a URL carrying either is left alone.
 */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string | null {
  if (/[?#]/.test(url)) return null;
  const slash = url.lastIndexOf('/');
  if (slash < 0) return null;
  const key = imageVariantKey(url.slice(slash + 1), width);
  return key ? url.slice(0, slash + 1) + key : null;
}
