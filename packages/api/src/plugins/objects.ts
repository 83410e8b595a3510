import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { receiveUpload, UploadRefused } from '../domains/uploads/receive';
import { EmbeddedStore, OBJECT_KEY, objectStore } from '../domains/uploads/storage';
import type { ServerDeps } from '../trpc/context';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};
const ERROR_CODES = {
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
} as const;

/**
 * The embedded object store over HTTP: PUT /media/uploads/<key>?expires&signature takes a signed upload,
 * GET serves it. With S3 configured, objects live there and these routes answer 404.
 */
export async function objectsPlugin(app: FastifyInstance, opts: { deps: ServerDeps }) {
  const { db, env } = opts.deps;
  const store = objectStore(env);

  // Raw bytes of any type reach the handler as a stream, so the size limit holds while they arrive.
  // (Encapsulated: the rest of the API keeps its JSON parsing and 1 MB limit.)
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const notFound = { message: 'No such image', code: 'NOT_FOUND' };

  app.put<{ Params: { key: string }; Querystring: { expires?: string; signature?: string } }>(
    '/media/uploads/:key',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!(store instanceof EmbeddedStore) || !OBJECT_KEY.test(request.params.key))
        return reply.status(404).send(notFound);
      const length = Number(request.headers['content-length']);
      try {
        const stored = await receiveUpload(db, env, store, {
          key: request.params.key,
          expires: request.query.expires,
          signature: request.query.signature,
          contentType: request.headers['content-type'],
          contentLength: Number.isFinite(length) ? length : undefined,
          body: request.body as Readable | undefined,
        });
        return reply.status(200).send(stored);
      } catch (error) {
        if (!(error instanceof UploadRefused)) throw error;
        // A refused body may still be arriving: close the connection rather than read the rest.
        if (error.status === 413) reply.header('connection', 'close');
        return reply.status(error.status).send({ message: error.message, code: ERROR_CODES[error.status] });
      }
    },
  );

  app.get<{ Params: { key: string } }>('/media/uploads/:key', { schema: { hide: true } }, async (request, reply) => {
    const { key } = request.params;
    if (!(store instanceof EmbeddedStore) || !OBJECT_KEY.test(key)) return reply.status(404).send(notFound);
    // Keys are never reused, so a copy is valid forever.
    const etag = `"${key}"`;
    const cacheHeaders = { etag, 'cache-control': 'public, max-age=31536000, immutable' };
    if (request.headers['if-none-match'] === etag) return reply.status(304).headers(cacheHeaders).send();
    const file = await store.open(key);
    if (!file) return reply.status(404).send(notFound);
    return reply
      .headers({
        ...cacheHeaders,
        'content-type': CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream',
        'content-length': String(file.size),
        'x-content-type-options': 'nosniff',
        // Opened directly, the file still cannot run anything.
        'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
        'cross-origin-resource-policy': 'cross-origin',
      })
      .send(file.stream);
  });
}
