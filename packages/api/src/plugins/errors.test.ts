import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DISK_FULL_MESSAGE } from '../trpc/errors';
import { errorsPlugin } from './errors';

describe('errors outside tRPC', () => {
  it('answer a file write refused for lack of space (an upload) with 503 and a clear message', async () => {
    const app = Fastify({ logger: false, genReqId: () => 'req-1' });
    await app.register(errorsPlugin);
    app.put('/upload', async () => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
    });
    app.get('/broken', async () => {
      throw new Error('connection refused at 10.0.0.1');
    });
    try {
      const full = await app.inject({ method: 'PUT', url: '/upload' });
      expect(full.statusCode).toBe(503);
      expect(full.json()).toEqual({ message: DISK_FULL_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
      const other = await app.inject({ method: 'GET', url: '/broken' });
      expect(other.statusCode).toBe(500);
      expect(other.json()).toEqual({
        message: 'Something went wrong on our side. If it keeps happening, contact support with request id req-1.',
        code: 'INTERNAL_SERVER_ERROR',
      });
    } finally {
      await app.close();
    }
  });
});
