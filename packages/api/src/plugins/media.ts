import { renderSeedSvg } from '@wallcraft/db/art';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Limiters } from '../trpc/context';

/**
 * The budget of images one address may fetch a minute (MEDIA_RATE_LIMIT_PER_MINUTE), for every route that serves
 * images: they are read without a session, so like the API's reads they are counted per address.
 */
export function mediaBudget(limiters: Pick<Limiters, 'mediaPerIp'>, perMinute: number): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (await limiters.mediaPerIp.take(request.ip)) return;
    return reply
      .status(429)
      .header('retry-after', '60')
      .send({ message: `More than ${perMinute} images a minute; try again in a minute`, code: 'TOO_MANY_REQUESTS' });
  };
}

/** The demo data's images, drawn on request so they work offline and cost nothing to store. */
export async function mediaPlugin(app: FastifyInstance, opts: { limiters: Limiters; perMinute: number }) {
  app.addHook('onRequest', mediaBudget(opts.limiters, opts.perMinute));
  app.get<{ Params: { name: string } }>('/media/seed/:name', { schema: { hide: true } }, async (request, reply) => {
    const svg = renderSeedSvg(request.params.name);
    if (!svg) return reply.status(404).send({ message: 'No such image', code: 'NOT_FOUND' });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400, immutable').send(svg);
  });
}
