import type { UPLOAD_IMAGE_TYPES } from '@wallcraft/shared';
import { imageSize } from 'image-size';

export type ImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** The file extension each accepted type is stored under. */
export const EXTENSIONS: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
export const TYPE_NAMES: Record<ImageType, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'image/gif': 'GIF' };

/** Browsers struggle past this; an image claiming more is a decompression bomb or a forgery. */
const MAX_DIMENSION = 20_000;

const ascii = (bytes: Buffer, start: number, text: string) => bytes.subarray(start, start + text.length).toString('latin1') === text;

/** First bytes of each format: the declared type must match what the file really starts with. */
const MAGIC: Record<ImageType, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'),
  'image/webp': (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
};

/** image-size's names for the same formats. */
const SIZE_TYPES: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/**
 * Checks that the bytes are an image of the declared type: the magic bytes match, and the header parses to
 * sane dimensions. A script or HTML page renamed .png fails both. Returns an error message, or null when fine.
 */
export function checkImage(bytes: Buffer, declared: ImageType): string | null {
  const expected = `The file is not a valid ${TYPE_NAMES[declared]} image`;
  if (!MAGIC[declared](bytes)) return expected;
  try {
    const { width, height, type } = imageSize(bytes);
    if (type !== SIZE_TYPES[declared] || !width || !height) return expected;
    if (width > MAX_DIMENSION || height > MAX_DIMENSION) return `Images may be at most ${MAX_DIMENSION} pixels wide and high`;
  } catch {
    return expected;
  }
  return null;
}
