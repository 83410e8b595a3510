import Fastify from 'fastify';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from '../plugins/errors';
import { requestId, requestIdPlugin, traceIdOf } from './request-id';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const idOf = (headers: Record<string, string>) => requestId({ headers } as unknown as IncomingMessage);

describe('request ids', () => {
  it('take the trace id of a valid traceparent, else a safe X-Request-Id, else a new one', () => {
    expect(idOf({ traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01`, 'x-request-id': 'lb-1' })).toBe(TRACE_ID);
    expect(idOf({ 'x-request-id': 'lb-1.A_b' })).toBe('lb-1.A_b');
    for (const unsafe of ['', 'a b', 'x'.repeat(65), 'line\nbreak', 'é'])
      expect(idOf({ 'x-request-id': unsafe })).toMatch(/^[\da-f-]{36}$/);
    expect(idOf({})).not.toBe(idOf({}));
  });

  it('refuse a traceparent that W3C trace context calls invalid', () => {
    expect(traceIdOf(`00-${'0'.repeat(32)}-00f067aa0ba902b7-01`)).toBeNull();
    expect(traceIdOf(`00-${TRACE_ID}-${'0'.repeat(16)}-01`)).toBeNull();
    expect(traceIdOf(`ff-${TRACE_ID}-00f067aa0ba902b7-01`)).toBeNull();
    expect(traceIdOf(`00-${TRACE_ID.toUpperCase()}-00f067aa0ba902b7-01`)).toBeNull();
    expect(traceIdOf(undefined)).toBeNull();
  });

  it('are on every answer, a thrown error’s and a 404 too, and a 500 names its id', async () => {
    const app = Fastify({ logger: false, genReqId: requestId });
    await app.register(requestIdPlugin);
    await app.register(errorsPlugin);
    app.get('/broken', async () => {
      throw new Error('connection refused at 10.0.0.1');
    });
    try {
      const broken = await app.inject({ method: 'GET', url: '/broken', headers: { 'x-request-id': 'lb-7' } });
      expect(broken.statusCode).toBe(500);
      expect(broken.headers['x-request-id']).toBe('lb-7');
      expect(broken.json().message).toContain('contact support with request id lb-7.');
      const missing = await app.inject({ method: 'GET', url: '/missing' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-request-id']).toMatch(/^[\da-f-]{36}$/);
    } finally {
      await app.close();
    }
  });
});
