import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { receiveUpload, UploadRefused } from '../domains/uploads/receive';
import { originalOfVariant } from '../domains/uploads/service';
import {
  contentTypeOf,
  EMBEDDED_PREFIX,
  EmbeddedStore,
  IMMUTABLE,
  isStoredKey,
  OBJECT_KEY,
  objectStore,
  VARIANT_KEY,
} from '../domains/uploads/storage';
import type { ServerDeps } from '../trpc/context';
import { mediaBudget } from './media';

const ERROR_CODES = {
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
} as const;

/**
 * The embedded object store over HTTP: PUT /media/uploads/<key>?expires&signature takes a signed upload,
 * GET serves it, and GET /media/uploads/<uuid>.w<width>.webp its resized copy (or, until the copy exists,
 * redirects to the original). With S3 configured, objects live there and these routes answer 404.
 */
export async function objectsPlugin(app: FastifyInstance, opts: { deps: ServerDeps }) {
  const { db, env } = opts.deps;
  const store = objectStore(env);

  // Raw bytes of any type reach the handler as a stream, so the size limit holds while they arrive.
  // (Encapsulated: the rest of the API keeps its JSON parsing and 1 MB limit.)
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const notFound = { message: 'No such image', code: 'NOT_FOUND' };
  const budget = mediaBudget(opts.deps.limiters, env.MEDIA_RATE_LIMIT_PER_MINUTE);

  app.put<{ Params: { key: string }; Querystring: { expires?: string; signature?: string } }>(
    '/media/uploads/:key',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!(store instanceof EmbeddedStore) || !isStoredKey(request.params.key))
        return reply.status(404).send(notFound);
      const length = Number(request.headers['content-length']);
      try {
        const stored = await receiveUpload(opts.deps, store, {
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
        // A refused body may still be arriving: plugins/linger.ts reads the rest after the answer.
        return reply.status(error.status).send({ message: error.message, code: ERROR_CODES[error.status] });
      }
    },
  );

  /**
   * Serves a stored file, or says there is none (false) and sends nothing. Keys are never reused, so a copy is
   * valid forever (and revalidates by key). It answers with a boolean, never the reply: an async function that
   * returns the reply (a thenable) waits for the response to finish and resolves to nothing, which read as "no
   * file" and sent a second answer.
   */
  async function serve(store: EmbeddedStore, key: string, request: FastifyRequest, reply: FastifyReply) {
    const etag = `"${key}"`;
    const cacheHeaders = { etag, 'cache-control': IMMUTABLE };
    if (request.headers['if-none-match'] === etag) {
      void reply.status(304).headers(cacheHeaders).send();
      return true;
    }
    const file = await store.open(key);
    if (!file) return false;
    void reply
      .headers({
        ...cacheHeaders,
        'content-type': contentTypeOf(key),
        'content-length': String(file.size),
        'x-content-type-options': 'nosniff',
        // Opened directly, the file still cannot run anything.
        'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
        'cross-origin-resource-policy': 'cross-origin',
      })
      .send(file.stream);
    return true;
  }

  app.get<{ Params: { key: string } }>(
    '/media/uploads/:key',
    { schema: { hide: true }, onRequest: budget },
    async (request, reply) => {
      const { key } = request.params;
      if (!(store instanceof EmbeddedStore)) return reply.status(404).send(notFound);
      if (OBJECT_KEY.test(key))
        return (await serve(store, key, request, reply)) ? reply : reply.status(404).send(notFound);
      const variant = VARIANT_KEY.exec(key);
      if (!variant) return reply.status(404).send(notFound);
      if (await serve(store, key, request, reply)) return reply;
      // No copy (yet): send the browser to the original, the same bytes its own URL serves to anyone.
      const original = await originalOfVariant(db, variant[1] ?? '');
      if (!original) return reply.status(404).send(notFound);
      return reply
        .header('cache-control', original.variants === 'pending' ? 'no-store' : 'public, max-age=3600')
        .redirect(`${EMBEDDED_PREFIX}${original.object_key}`, 302);
    },
  );
}
