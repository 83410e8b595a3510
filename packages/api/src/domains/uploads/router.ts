import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { ZConfirmUploadRequest, ZCreateUploadRequest, ZCreateUploadResponse, ZUpload } from './schemas';
import * as service from './service';

const tags = ['uploads'];

export const uploadsRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/objects/upload',
        tags,
        summary: 'Get a URL to upload one image (or one message attachment) to',
        description:
          "Images (PNG, JPEG, WebP, GIF; at most 10 MB), or with purpose attachment a message's file (PNG, JPEG, WebP or PDF), stored privately for POST /messages. PUT the file to uploadURL with the same Content-Type, then call POST /objects/confirm; objectURL is then the image value. Embedded storage: the URL is signed, bound to this object and type, single use, and expires (UPLOAD_URL_TTL_SECONDS, default 5 minutes); the PUT answers 403 for a bad, used or expired URL, 413 past 10 MB and 415 when the bytes are not the declared type.",
        errorResponses: [400, 401],
      },
    })
    .input(ZCreateUploadRequest)
    .output(ZCreateUploadResponse)
    .mutation(({ ctx, input }) => service.createUpload(ctx.db, ctx.env, ctx.user.id, input)),
  confirm: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/objects/confirm',
        tags,
        summary: 'Confirm an upload once the PUT succeeded',
        description:
          'Checks what was stored (size, type, image bytes); a file that fails is deleted. 409 while nothing was uploaded yet.',
        errorResponses: [400, 401, 404, 409],
      },
    })
    .input(ZConfirmUploadRequest)
    .output(ZUpload)
    .mutation(({ ctx, input }) => service.confirmUpload(ctx, ctx.user.id, input.objectURL)),
});
