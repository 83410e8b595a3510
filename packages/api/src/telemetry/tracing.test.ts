import { createTestDatabase } from '@wallcraft/db/testing';
import type { DatabaseHandle } from '@wallcraft/db';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/fixtures';
import { capturedLog, type CapturedLog } from '../../test/helpers';
import { sendOutboxMail } from '../domains/email/service';
import { runDeliveryPass } from '../domains/webhooks/delivery';
import { createEndpoint, queueWebhookEvent } from '../domains/webhooks/service';
import { loadEnv, type Env } from '../env';
import { createServer } from '../server';
import { stopTracing } from './tracing';

/** A span as OTLP/HTTP JSON carries it, with its attributes flattened. */
type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, unknown>;
};
type OtlpAttribute = { key: string; value: Record<string, unknown> };
type OtlpBody = {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: { spans: (Omit<ReceivedSpan, 'attributes'> & { attributes?: OtlpAttribute[] })[] }[];
  }[];
};

const flatten = (attributes: OtlpAttribute[] = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, Object.values(value)[0]]));

/** A local OTLP receiver: what the API exports to <endpoint>/v1/traces, as JSON. */
const received: ReceivedSpan[] = [];
const resources: Record<string, unknown>[] = [];
let receiver: Server;

/** While set, the next statement fails as an unexpected database error would (a 500). */
let failNext = false;
const failing: KyselyPlugin = {
  transformQuery: ({ node }) => {
    if (failNext) {
      failNext = false;
      throw new Error('connection refused at 10.0.0.1');
    }
    return node;
  },
  transformResult: async ({ result }) => result,
};

let database: DatabaseHandle;
let env: Env;
let app: FastifyInstance;
let log: CapturedLog;

beforeAll(async () => {
  receiver = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces' && request.headers['content-type']?.includes('json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as OtlpBody;
        for (const { resource, scopeSpans } of body.resourceSpans) {
          resources.push(flatten(resource.attributes));
          for (const { spans } of scopeSpans)
            for (const span of spans) received.push({ ...span, attributes: flatten(span.attributes) });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  // Export within a tenth of a second instead of five, so the test need not wait.
  process.env.OTEL_BSP_SCHEDULE_DELAY = '100';
  database = await createTestDatabase();
  log = capturedLog();
  env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    ADMIN_USERNAME: 'root',
    ADMIN_PASSWORD: 'root-password-for-tests',
    WEBHOOK_TICK_SECONDS: '0',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`,
  });
  app = await createServer({
    env,
    database: { ...database, db: database.db.withPlugin(failing) },
    logger: { stream: log.stream },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  // Later files in this worker run without tracing, as they would in a process of their own.
  await stopTracing();
  delete process.env.OTEL_BSP_SCHEDULE_DELAY;
  await new Promise((resolve) => receiver?.close(resolve));
});

/** What `find` finds once the spans it needs have arrived (the exporter sends every tenth of a second). */
async function arrived<T>(find: () => T | undefined): Promise<T> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the spans looked for did not arrive; got ${received.length} spans`);
}

/** The request span of a request id, and the spans of its trace, once the request span (ended last) arrived. */
async function traceOfRequest(requestId: unknown): Promise<{ http: ReceivedSpan; spans: ReceivedSpan[] }> {
  const http = await arrived(() => received.find((span) => span.attributes['http.request.id'] === requestId));
  return { http, spans: received.filter((span) => span.traceId === http.traceId) };
}

describe('tracing, with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  it('exports one trace per REST call: the HTTP span, the procedure under it, the statements under that', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/help-articles' });
    expect(response.statusCode).toBe(200);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));

    const { http, spans } = await traceOfRequest(requestId);
    expect(http.name).toBe('GET /api/*');
    expect(http.parentSpanId || null).toBeNull();
    expect(http.attributes).toMatchObject({ 'http.response.status_code': 200, 'url.path': '/api/help-articles' });

    const procedure = spans.find((span) => span.name === 'trpc helpArticles.list')!;
    expect(procedure.parentSpanId).toBe(http.spanId);
    expect(procedure.attributes).toMatchObject({ 'rpc.system': 'trpc', 'trpc.outcome': 'ok', 'trpc.type': 'query' });
    const statements = spans.filter((span) => span.attributes['db.system.name'] === 'postgresql');
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) expect(statement.parentSpanId).toBe(procedure.spanId);
    expect(statements[0]!.name).toBe('SELECT');
    expect(statements[0]!.attributes['db.query.text']).toMatch(/help_articles/);
    expect(resources.at(-1)).toMatchObject({ 'service.name': 'wallcraft-api' });

    // Every line the request logged carries its id and its trace id.
    const lines = log.lines.filter((line) => line.reqId === requestId);
    expect(lines.map((line) => line.msg)).toContain('request completed');
    for (const line of lines) expect(line.traceId).toBe(http.traceId);
  });

  it('continues the trace of an incoming traceparent, whose trace id becomes the request id', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parent = '00f067aa0ba902b7';
    const response = await app.inject({
      method: 'GET',
      url: '/api/walls',
      headers: { traceparent: `00-${traceId}-${parent}-01` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe(traceId);
    const { http, spans } = await traceOfRequest(traceId);
    expect(http).toMatchObject({ traceId, parentSpanId: parent });
    expect(spans.map((span) => span.name)).toContain('trpc walls.list');
  });

  it('names the request id in every answer and in the message of a server error', async () => {
    const notFound = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['x-request-id']).toEqual(expect.any(String));

    failNext = true;
    const rest = await app.inject({ method: 'GET', url: '/api/help-articles', headers: { 'x-request-id': 'lb-1234' } });
    expect(rest.statusCode).toBe(500);
    expect(rest.headers['x-request-id']).toBe('lb-1234');
    expect(rest.json().message).toBe(
      'Something went wrong on our side. If it keeps happening, contact support with request id lb-1234.',
    );

    failNext = true;
    const rpc = await app.inject({ method: 'GET', url: '/trpc/helpArticles.list?input=%7B%7D' });
    expect(rpc.statusCode).toBe(500);
    const id = rpc.headers['x-request-id'];
    expect(rpc.json().error.message).toContain(`contact support with request id ${String(id)}.`);
    // A failed procedure's span says so.
    const { spans } = await traceOfRequest(id);
    expect(spans.find((span) => span.name === 'trpc helpArticles.list')?.attributes).toMatchObject({
      'trpc.outcome': 'INTERNAL_SERVER_ERROR',
    });
  });

  it('refuses an unsafe X-Request-Id or a malformed traceparent and makes its own id', async () => {
    const unsafe = await app.inject({
      method: 'GET',
      url: '/api/help-articles',
      headers: { 'x-request-id': 'a b\u0007c', traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' },
    });
    const id = unsafe.headers['x-request-id'];
    expect(id).toMatch(/^[\da-f-]{36}$/);
  });

  it('gives background work traces of its own: a webhook delivery and a mail sent, with their statements', async () => {
    const { user } = await registerUser(app);
    const { db } = database;
    const port = (receiver.address() as AddressInfo).port;
    await createEndpoint(db, env, user.id, {
      url: `http://127.0.0.1:${port}/hooks`,
      description: 'traced',
      eventTypes: ['message.created'],
    });
    await queueWebhookEvent(db, user.id, 'message.created', { title: 'New message' });
    expect(await runDeliveryPass(db, env)).toBe(1);
    const delivery = await arrived(() => received.find((span) => span.name === 'webhook deliver'));
    expect(delivery.attributes).toMatchObject({
      'webhook.event_type': 'message.created',
      'server.address': '127.0.0.1',
      'http.response.status_code': 200,
    });
    // Its attempt is recorded under it.
    await arrived(() => received.find((span) => span.parentSpanId === delivery.spanId && span.name === 'INSERT'));

    const { id } = await db
      .insertInto('email_outbox')
      .values({ user_id: user.id, category: 'account', template: 'confirm' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sent: string[] = [];
    await sendOutboxMail(db, env, { send: async (mail) => void sent.push(mail.to) }, id);
    expect(sent).toHaveLength(1);
    // Registering queued a mail of its own, which the job queue may send meanwhile: this one is found by its id.
    const mail = await arrived(() =>
      received.find((span) => span.name === 'mail send' && span.attributes['mail.outbox_id'] === id),
    );
    expect(mail.attributes).toMatchObject({ 'mail.outbox_id': id, 'mail.category': 'account' });
  });
});
