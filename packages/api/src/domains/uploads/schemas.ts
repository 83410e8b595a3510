import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, UPLOAD_ATTACHMENT_TYPES, UPLOAD_IMAGE_TYPES } from '@wallcraft/shared';
import { ZImageUrl } from '@wallcraft/shared/schemas';
import { z } from 'zod';

const TYPES_TEXT = UPLOAD_IMAGE_TYPES.join(', ');
const ATTACHMENT_TYPES_TEXT = UPLOAD_ATTACHMENT_TYPES.join(', ');
const ALL_TYPES = [...UPLOAD_IMAGE_TYPES, 'application/pdf'] as const;

export const ZCreateUploadRequest = z
  .object({
    purpose: z
      .enum(['image', 'attachment'], { error: "purpose must be 'image' or 'attachment'" })
      .default('image')
      .describe(
        `image (default): a photo for profiles, walls and projects, public at its objectURL. attachment: a file for a message (${ATTACHMENT_TYPES_TEXT}), served only to the message's two people.`,
      ),
    contentType: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(
        z.enum(ALL_TYPES, {
          error: `contentType must be one of ${TYPES_TEXT} (SVG is not accepted), or for a message attachment ${ATTACHMENT_TYPES_TEXT}`,
        }),
      )
      .describe(
        `The file's MIME type: ${TYPES_TEXT} for images; ${ATTACHMENT_TYPES_TEXT} for attachments. SVG is refused because it can carry script.`,
      ),
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
      .describe('Informational only: the stored name is random (an attachment shows it)'),
  })
  .superRefine((input, ctx) => {
    const allowed: readonly string[] = input.purpose === 'attachment' ? UPLOAD_ATTACHMENT_TYPES : UPLOAD_IMAGE_TYPES;
    if (allowed.includes(input.contentType)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['contentType'],
      message:
        input.purpose === 'attachment'
          ? `A message can carry ${ATTACHMENT_TYPES_TEXT} files, not ${input.contentType}`
          : `A PDF can only be attached to a message (purpose attachment); images must be ${TYPES_TEXT}`,
    });
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
