import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createOpenApiNodeHttpHandler, generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { REQUEST_BODY_LIMIT_BYTES } from '@wallcraft/shared';
import { appRouter } from '../router';
import { exportOpenApiPaths } from '../domains/admin/export/service';
import { ADMIN_SESSION_COOKIE, SESSION_COOKIE } from '../domains/auth/sessions';
import { AppError, ERROR_STATUS_DESCRIPTIONS, describeIssues } from '../trpc/errors';
import type { Meta } from '../trpc/init';
import type { makeCreateContext } from '../trpc/create-context';
import { noteServerError } from './server-errors';

const TAGS: { name: string; description: string }[] = [
  { name: 'auth', description: 'Sign up, sign in, the current user and the active profile' },
  { name: 'accounts', description: "A user's profiles (at most one per type)" },
  { name: 'users', description: 'User records and public profiles' },
  { name: 'api-tokens', description: 'Personal API tokens for scripts (managed with a session only)' },
  { name: 'webhooks', description: 'Signed event deliveries to your endpoints, with their log and redelivery' },
  { name: 'artists', description: 'Artist profiles, galleries and availability' },
  { name: 'brands', description: 'Brand profiles' },
  { name: 'uploads', description: 'Presigned image uploads' },
  { name: 'verification', description: 'Paid background verification' },
  { name: 'walls', description: 'Walls listed by wall owners' },
  { name: 'projects', description: 'Brand projects' },
  { name: 'wall-projects', description: 'Wall projects (posted by wall owners on their walls)' },
  { name: 'saved', description: "The signed-in user's saved items" },
  { name: 'my-projects', description: "The signed-in user's projects, bucketed current, future and past" },
  { name: 'insights', description: 'Metrics for the signed-in user' },
  { name: 'discover', description: 'Search and filters across artists, walls, brands and projects' },
  { name: 'dashboard', description: 'Matches for the dashboard' },
  { name: 'recently-viewed', description: 'Items the signed-in user opened recently' },
  { name: 'applications', description: 'Artists applying to projects, and owners deciding' },
  { name: 'invitations', description: 'Owners inviting artists to projects, and artists answering' },
  { name: 'messages', description: 'Direct messages (also pushed over the websocket)' },
  { name: 'notifications', description: 'Notifications for the signed-in user (also pushed over the websocket)' },
  { name: 'chat', description: 'The support assistant' },
  { name: 'help', description: 'Help center articles' },
  { name: 'shop', description: 'The supplies shop: products, the cart, orders and the paint estimator' },
  { name: 'admin', description: "The operators' console (admin session cookie)" },
  { name: 'health', description: 'Service health' },
];

type Operation = {
  tags?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  'x-api-token-scopes'?: string[];
};

/** The scopes an API token needs, by `METHOD /path` as the document names operations. */
function scopesByOperation(): Map<string, string[]> {
  const byOperation = new Map<string, string[]>();
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: Meta } }>;
  for (const { _def } of Object.values(procedures)) {
    const { openapi, scopes } = _def.meta ?? {};
    if (openapi && scopes?.length) byOperation.set(`${openapi.method.toLowerCase()} ${openapi.path}`, scopes);
  }
  return byOperation;
}

/**
 * The REST document: every procedure with openapi meta. Security is per operation: admin operations
 * take the admin cookie, the others the user session cookie. Error responses share one schema.
 */
export function buildOpenApiDocument(baseUrl: string): OpenAPIObject {
  const doc = generateOpenApiDocument(appRouter, {
    title: 'WallCraft API',
    description:
      'The marketplace for murals. The same procedures the web app calls over tRPC, as REST. Errors are JSON {message, code, issues?, details?}.',
    version: '1.0.0',
    baseUrl,
    tags: TAGS.map((tag) => tag.name),
    securitySchemes: {
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'Set by POST /auth/login or /auth/register',
      },
      adminSessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: ADMIN_SESSION_COOKIE,
        description: 'Set by POST /admin/login',
      },
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        description:
          'A personal API token, `wc_` and 43 base64url characters, created with POST /tokens (shown once). It acts as its user, only on operations that list the scope it needs; elsewhere 403. Calls answer with RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset headers, and 429 with Retry-After beyond the limit.',
      },
    },
  });
  // The console's CSV exports are plain routes (CSV, not JSON), described here beside the procedures.
  doc.paths = { ...doc.paths, ...(exportOpenApiPaths() as OpenAPIObject['paths']) };
  doc.info.license = { name: 'Proprietary', url: 'https://wallcraft.example/terms' };
  doc.tags = TAGS;
  // Every operation names its own (cookie) security; the root says a call may instead carry an API token,
  // whose scopes each operation lists in x-api-token-scopes.
  doc.security = [{ sessionCookie: [] }, { bearerAuth: [] }];
  doc.components = {
    ...doc.components,
    schemas: {
      ...doc.components?.schemas,
      Error: {
        type: 'object',
        required: ['message', 'code'],
        properties: {
          message: { type: 'string', description: 'What went wrong, for a person' },
          code: { type: 'string', description: 'tRPC error code, e.g. BAD_REQUEST, UNAUTHORIZED, CONFLICT' },
          issues: { type: 'array', items: { type: 'object' }, description: 'Validation issues, for 400' },
          details: {
            type: 'object',
            description:
              "What the client needs to put things right, where the operation says so (a refused order: the server's prices and totals)",
          },
        },
      },
    },
  };
  const scopes = scopesByOperation();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      // The scopes go in the text (and x-api-token-scopes) rather than in security, which names the session a
      // browser needs: clients generated from the document keep their cookie handling as it is.
      const needed = scopes.get(`${method} ${path}`);
      if (needed) {
        const line = `API tokens (bearerAuth): needs ${needed.join(', ')}.`;
        operation.description = operation.description ? `${operation.description}\n\n${line}` : line;
        operation['x-api-token-scopes'] = needed;
      }
      if (operation.security) {
        const scheme = operation.tags?.includes('admin') ? 'adminSessionCookie' : 'sessionCookie';
        operation.security = [{ [scheme]: [] }];
      } else {
        operation.security = []; // public: say so explicitly
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (Number(status) < 400) continue;
        operation.responses![status] = {
          description:
            ERROR_STATUS_DESCRIPTIONS[Number(status)] ?? (response as { description?: string }).description ?? 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        };
      }
    }
  }
  // The generator adds one schema per error code; the shared Error schema replaces them.
  for (const name of Object.keys(doc.components.schemas ?? {})) {
    if (name.startsWith('error.')) delete doc.components.schemas?.[name];
  }
  return doc;
}

function procedureMeta(path: string | undefined): Meta | undefined {
  if (!path) return undefined;
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: Meta } }>;
  return procedures[path]?._def.meta;
}

/** trpc-to-openapi's error body, with the message naming the field a validation error is about. */
function describedError(payload: string): string {
  try {
    const body = JSON.parse(payload) as {
      message?: string;
      code?: string;
      issues?: { path?: (string | number)[]; message: string }[];
      data?: { issues?: unknown; details?: Record<string, unknown> };
    };
    const issues = body.issues?.length ? body.issues : undefined;
    const message = issues ? describeIssues(issues) : body.message;
    const details = body.data?.details;
    return JSON.stringify({
      message,
      code: body.code,
      ...(issues ? { issues } : {}),
      ...(details ? { details } : {}),
    });
  } catch {
    return payload;
  }
}

/** Serves the procedures as REST under /api, with 201/204 where the procedure says so. */
export async function openApiPlugin(
  app: FastifyInstance,
  opts: { createContext: ReturnType<typeof makeCreateContext> },
) {
  // trpc-to-openapi answers validation errors with a generic message; name the field instead. This plugin
  // is encapsulated, so the hook sees only the REST route (whose handler rewrites request.url).
  app.addHook('onSend', (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    done(null, reply.statusCode < 400 || typeof payload !== 'string' ? payload : describedError(payload));
  });

  // Clients send a content type only when they send a body; trpc-to-openapi
  // refuses any POST/PATCH/PUT/DELETE without one. A bodiless call is an empty JSON input, so say so.
  app.addHook('preHandler', (request: FastifyRequest, _reply, done) => {
    if (request.method !== 'GET' && request.body === undefined && !request.headers['content-type']) {
      request.headers['content-type'] = 'application/json';
    }
    done();
  });

  const handle = createOpenApiNodeHttpHandler({
    router: appRouter,
    createContext: ({ req, res }: { req: FastifyRequest; res: RestResponse }) =>
      opts.createContext({ req, res: res.reply }),
    maxBodySize: REQUEST_BODY_LIMIT_BYTES,
    responseMeta: ({ paths, errors }: { paths?: string[]; errors: unknown[] }) => {
      const [error] = errors;
      if (error instanceof AppError && error.retryAfterSeconds)
        return { headers: { 'retry-after': String(error.retryAfterSeconds) } };
      if (errors.length) return {};
      const status = procedureMeta(paths?.[0])?.successStatus;
      return status ? { status } : {};
    },
    onError: ({ error, path, req }: { error: { code: string }; path?: string; req?: FastifyRequest }) => {
      noteServerError(req, error, path);
      if (error.code === 'INTERNAL_SERVER_ERROR') (req?.log ?? app.log).error({ err: error, path }, 'REST call failed');
    },
  } as never);

  app.route({
    method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    url: `${REST_BASE}/*`,
    handler: async (request, reply) => {
      // The handler matches the documented paths, which are relative to the base.
      request.raw.url = request.url.slice(REST_BASE.length);
      await handle(request as never, new RestResponse(reply) as never);
      // The reply was sent above: returning it tells Fastify so, or an async onSend hook could see it sent twice.
      return reply;
    },
  });
}

const REST_BASE = '/api';

/**
 * What trpc-to-openapi's handler writes its answer to, over Fastify's reply. Its own Fastify adapter instead
 * redefines `statusCode` and binds a dozen methods onto every reply, which leaves each reply an object V8 cannot
 * optimise; this small object is made per call and dropped. `once` and `writableFinished` serve the abort signal
 * (patches/trpc-to-openapi@3.3.0.patch: aborted when the client leaves before the answer is written).
 *
 * A class, not an object literal: a literal with getters and setters makes new accessor functions each time, so
 * V8 gives every such object a hidden class of its own, made in the old generation and pointing at the young
 * accessors, which hold the reply. Until the next full collection those pointers kept each call's reply, request
 * and answer alive through every scavenge of the young generation: 8 KB a call copied and promoted, and scavenges
 * 4x as long (bench/README.md, "Where the CPU goes").
 */
class RestResponse {
  constructor(readonly reply: FastifyReply) {}

  get statusCode(): number {
    return this.reply.statusCode;
  }

  set statusCode(code: number) {
    void this.reply.code(code);
  }

  setHeader(name: string, value: string): void {
    void this.reply.header(name, value);
  }

  end(body?: string): void {
    if (!this.reply.sent) void this.reply.send(body);
  }

  get writableFinished(): boolean {
    return this.reply.raw.writableFinished;
  }

  once(event: 'close', listener: () => void): void {
    this.reply.raw.once(event, listener);
  }
}
