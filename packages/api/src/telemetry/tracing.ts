import { SpanKind, SpanStatusCode, context, propagation, trace, type Attributes, type Span } from '@opentelemetry/api';
import { observeQueries } from '@wallcraft/db';
import type { FastifyPluginCallback } from 'fastify';

/**
 * Traces, exported as OTLP/HTTP JSON to OTEL_EXPORTER_OTLP_ENDPOINT. Unset, the SDK is never loaded, no provider is
 * registered, and every helper here returns straight to the work it wraps: tracing costs a flag check.
 *
 * What a request's trace holds: the HTTP server span of @fastify/otel (named after method and route), one span per
 * tRPC procedure under it (REST calls are procedures too), one per SQL statement under that. Background work has
 * traces of its own: a job run (pg-boss' `process <queue>` span), a webhook delivery, a mail sent.
 */

const tracer = trace.getTracer('wallcraft-api');

type Tracing = { fastifyPlugin: FastifyPluginCallback; shutdown: () => Promise<void> };

/** Started once per process (tests build many servers); null while tracing is off. */
let tracing: Promise<Tracing> | null = null;
let active = false;

/** Whether spans are recorded in this process. */
export function tracingActive(): boolean {
  return active;
}

/**
 * Starts the OpenTelemetry SDK when an endpoint is given (once: later calls get the same one); resolves null when
 * none is, without loading any of it. The SDK reads the other OTEL_* settings itself (sampler, batch sizes,
 * headers, resource attributes); the service is called OTEL_SERVICE_NAME, by default wallcraft-api.
 */
export function startTracing(settings: { endpoint?: string; serviceName: string }): Promise<Tracing | null> {
  const { endpoint } = settings;
  if (!endpoint) return Promise.resolve(null);
  tracing ??= load(endpoint, settings.serviceName);
  return tracing;
}

async function load(endpoint: string, serviceName: string): Promise<Tracing> {
  const [{ NodeSDK }, { OTLPTraceExporter }, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@fastify/otel'),
  ]);
  const fastifyOtel = new FastifyOtelInstrumentation({
    // A span per hook would be a dozen per request (security, rate limit, metrics…), and the handler's would only
    // wrap the procedure's: the request span alone, its procedure and statements under it.
    instrumentHooks: false,
    instrumentHandler: false,
    requestHook: (span, request) => {
      span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`);
      span.setAttribute('http.request.id', request.id);
    },
  });
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }),
    instrumentations: [fastifyOtel],
    // Traces only: the metrics are Prometheus' (plugins/metrics.ts), the logs pino's on stdout.
    logRecordProcessors: [],
  });
  sdk.start();
  observeQueries((sql, run) => {
    // A statement outside a request or a job (migrations, the event bus, pg-boss' upkeep) would be a trace alone.
    if (!trace.getSpan(context.active())) return run();
    const operation = /^\s*(?:\/\*.*?\*\/\s*)?(\w+)/s.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
    return withSpan(
      operation,
      {
        kind: SpanKind.CLIENT,
        attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': sql },
      },
      run,
    );
  });
  active = true;
  return {
    fastifyPlugin: fastifyOtel.plugin(),
    shutdown: async () => {
      active = false;
      observeQueries(null);
      await sdk.shutdown();
      // Unregistered, so the process is as if tracing never started (and a later start may register again).
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/** The @fastify/otel plugin when tracing is on, registered first so it sees every route and request. */
export async function tracingPlugin(): Promise<FastifyPluginCallback | null> {
  return tracing ? (await tracing).fastifyPlugin : null;
}

/** Flushes the spans not yet exported and stops the SDK (main.ts, at exit). */
export async function stopTracing(): Promise<void> {
  const started = tracing;
  tracing = null;
  if (started) await (await started).shutdown();
}

/**
 * Runs `work` in a span that ends with it: a throw marks the span failed (and is thrown on). Without tracing,
 * `work` runs as it is and gets no span.
 */
export function withSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes },
  work: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (!active) return work(undefined);
  return tracer.startActiveSpan(name, options, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Marks a span failed with the error that failed it. */
export function failSpan(span: Span | undefined, error: unknown): void {
  if (!span) return;
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/** The trace and span ids of what is running now, for log lines; empty without tracing. */
export function traceFields(): { traceId?: string; spanId?: string } {
  const span = active ? trace.getActiveSpan() : undefined;
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

export { SpanKind };
