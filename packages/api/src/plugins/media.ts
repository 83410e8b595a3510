import { renderSeedSvg } from '@wallcraft/db/art';
import type { FastifyInstance } from 'fastify';

/** The demo data's images, drawn on request so they work offline and cost nothing to store. */
export async function mediaPlugin(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>('/media/seed/:name', { schema: { hide: true } }, async (request, reply) => {
    const svg = renderSeedSvg(request.params.name);
    if (!svg) return reply.status(404).send({ message: 'No such image', code: 'NOT_FOUND' });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400, immutable').send(svg);
  });
}
