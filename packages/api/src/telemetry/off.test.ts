import { trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog, createTestApp, type TestApp } from '../../test/helpers';
import { tracingActive, withSpan } from './tracing';

let test: TestApp;
const log = capturedLog();
beforeAll(async () => {
  test = await createTestApp({}, { log });
});
afterAll(() => test?.close());

describe('tracing, without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('registers nothing: no tracer provider, so no span records, and the helpers hand out none', async () => {
    expect(tracingActive()).toBe(false);
    const span = trace.getTracer('probe').startSpan('probe');
    expect(span.isRecording()).toBe(false);
    expect(span.spanContext().traceId).toBe('0'.repeat(32));
    await expect(withSpan('job probe', {}, async (given) => given)).resolves.toBeUndefined();
  });

  it('still names every request: X-Request-Id on the answer, reqId in its log lines, no trace fields', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/help-articles' });
    expect(response.statusCode).toBe(200);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[\da-f-]{36}$/);
    const lines = log.lines.filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toContain('request completed');
    for (const line of lines) expect(line).not.toHaveProperty('traceId');

    const given = await test.app.inject({
      method: 'GET',
      url: '/nothing-here',
      headers: { 'x-request-id': 'edge.42' },
    });
    expect(given.statusCode).toBe(404);
    expect(given.headers['x-request-id']).toBe('edge.42');
  });
});
