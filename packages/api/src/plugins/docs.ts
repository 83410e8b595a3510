import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi';

/** GET /api/openapi.json and the reference page at /api/docs (assets served locally: works offline). */
export async function docsPlugin(app: FastifyInstance, opts: { baseUrl: string }) {
  const document = buildOpenApiDocument(opts.baseUrl);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles; allow those, nothing else.
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
    // AUTHORIZE takes a personal API token (bearerAuth) for TRY IT OUT, kept across reloads of the page.
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
  });
}
