import type { UPLOAD_IMAGE_TYPES } from '@wallcraft/shared';
import { imageSize } from 'image-size';

export type ImageType = (typeof UPLOAD_IMAGE_TYPES)[number];
/** Everything the store takes: images, and PDFs (message attachments only, see schemas.ts). */
export type UploadType = ImageType | 'application/pdf';

/** The file extension each accepted type is stored under. */
export const EXTENSIONS: Record<UploadType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};
export const TYPE_NAMES: Record<UploadType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
};

/** Browsers struggle past this; an image claiming more is a decompression bomb or a forgery. */
const MAX_DIMENSION = 20_000;

/** image-size's names for the same formats. */
const SIZE_TYPES: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Checks that the bytes are an image of the declared type: image-size recognises the format from the file's
 * signature, and its header parses to sane dimensions. A script or HTML page renamed .png fails. Returns an
 * error message, or null when fine.
 */
export function checkImage(bytes: Buffer, declared: ImageType): string | null {
  const expected = `The file is not a valid ${TYPE_NAMES[declared]} image`;
  try {
    const { width, height, type } = imageSize(bytes);
    if (type !== SIZE_TYPES[declared] || !width || !height) return expected;
    if (width > MAX_DIMENSION || height > MAX_DIMENSION)
      return `Images may be at most ${MAX_DIMENSION} pixels wide and high`;
  } catch {
    return expected;
  }
  return null;
}

/** A PDF begins with its "%PDF-1.x" header and ends with an end-of-file marker (%%EOF) within its last kilobyte. */
function checkPdf(bytes: Buffer): string | null {
  const header = /^%PDF-\d\.\d/.test(bytes.subarray(0, 8).toString('latin1'));
  const trailer = bytes
    .subarray(Math.max(0, bytes.length - 1024))
    .toString('latin1')
    .includes('%%EOF');
  return header && trailer ? null : 'The file is not a valid PDF';
}

/** checkImage for images, the PDF signature check for PDFs: the bytes must be what the upload declared. */
export function checkFile(bytes: Buffer, declared: UploadType): string | null {
  return declared === 'application/pdf' ? checkPdf(bytes) : checkImage(bytes, declared);
}
