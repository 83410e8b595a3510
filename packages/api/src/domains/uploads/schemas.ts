import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, UPLOAD_IMAGE_TYPES } from '@wallcraft/shared';
import { ZImageUrl } from '@wallcraft/shared/schemas';
import { z } from 'zod';

const TYPES_TEXT = UPLOAD_IMAGE_TYPES.join(', ');

export const ZCreateUploadRequest = z.object({
  contentType: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(UPLOAD_IMAGE_TYPES, { error: `contentType must be one of ${TYPES_TEXT} (SVG is not accepted)` }))
    .describe(`The file's MIME type: ${TYPES_TEXT}. SVG is refused because it can carry script.`),
  size: z
    .number({ error: 'size must be the file size in bytes' })
    .int('size must be a whole number of bytes')
    .positive('size must be more than 0 bytes')
    .max(MAX_UPLOAD_BYTES, `File size must be less than ${MAX_UPLOAD_MB}MB`)
    .describe(`The file size in bytes, at most ${MAX_UPLOAD_BYTES} (${MAX_UPLOAD_MB} MB)`),
  fileName: z
    .string()
    .max(255, 'fileName must be at most 255 characters')
    .optional()
    .describe('Informational only: the stored name is random'),
});
export type TCreateUploadRequest = z.infer<typeof ZCreateUploadRequest>;

export const ZCreateUploadResponse = z
  .object({
    uploadURL: z
      .string()
      .describe(
        'PUT the file here with the same Content-Type header. Embedded storage: a path on this API (signed, single use, expiring). S3: an absolute presigned URL.',
      ),
    objectURL: z
      .string()
      .describe('The image value to store in profiles, walls and projects once the upload is confirmed'),
    expiresAt: z.string().describe('ISO 8601: the upload URL stops working at this time'),
  })
  .meta({ id: 'UploadTicket' });

export const ZConfirmUploadRequest = z.object({
  objectURL: ZImageUrl.describe('The objectURL returned by POST /objects/upload'),
});

export const ZUpload = z
  .object({
    objectURL: z.string(),
    contentType: z.string(),
    size: z.number().int().describe('Bytes actually stored'),
  })
  .meta({ id: 'Upload' });
export type TUpload = z.infer<typeof ZUpload>;
