import type { DatabaseHandle } from '@wallcraft/db';
import { createTestDatabase } from '@wallcraft/db/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverErrorsPlugin } from './server-errors';

let database: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify({ logger: false });
  await app.register(serverErrorsPlugin, { db: database.db });
  app.get('/boom/:id', async () => {
    throw new Error('the wall fell over');
  });
  app.get('/api/health/ready', async (_request, reply) => reply.status(503).send({ message: 'Not ready' }));
  app.get('/teapot', async (_request, reply) => reply.status(418).send({ message: 'short and stout' }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const rows = () => database.db.selectFrom('server_errors').selectAll().orderBy('id').execute();

async function settled(count: number) {
  const deadline = Date.now() + 5000;
  while ((await rows()).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return rows();
}

describe('recording server errors', () => {
  it('records a thrown 500 by request id, route pattern and message; not 4xx nor health probes', async () => {
    await app.inject({ method: 'GET', url: '/teapot' });
    await app.inject({ method: 'GET', url: '/api/health/ready' });
    const failed = await app.inject({ method: 'GET', url: '/boom/1234?secret=x' });
    expect(failed.statusCode).toBe(500);
    const [row, ...more] = await settled(1);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      request_id: expect.any(String),
      method: 'GET',
      route: '/boom/:id',
      status: 500,
      message: 'the wall fell over',
      procedure: null,
    });
  });

  it('answers as usual when the record cannot be written', async () => {
    const broken = Fastify({ logger: false });
    const failingDb = {
      insertInto: () => ({ values: () => ({ execute: () => Promise.reject(new Error('database down')) }) }),
    };
    await broken.register(serverErrorsPlugin, { db: failingDb as never });
    broken.get('/boom', async () => {
      throw new Error('nope');
    });
    const response = await broken.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    await broken.close();
  });
});
