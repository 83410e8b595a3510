import Fastify, { LogController } from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { requestLogPlugin } from './request-log';

async function logged(sample: number) {
  const lines: { level: number; msg: string; res?: { statusCode: number } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  await app.register(requestLogPlugin, { sample });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/broken', async (_request, reply) => reply.status(503).send({ ok: false }));
  for (let i = 0; i < 20; i += 1) await app.inject({ method: 'GET', url: '/ok' });
  await app.inject({ method: 'GET', url: '/broken' });
  await app.close();
  return lines.filter((line) => line.msg === 'request completed');
}

describe('request logs', () => {
  it('log every request in one line when the sample is all of them', async () => {
    const lines = await logged(1);
    expect(lines).toHaveLength(21);
    expect(lines.filter((line) => line.level === 40).map((line) => line.res?.statusCode)).toEqual([503]);
  });

  it('always log a 5xx, at warn, when ordinary requests are not sampled', async () => {
    const lines = await logged(0);
    expect(lines.map((line) => [line.level, line.res?.statusCode])).toEqual([[40, 503]]);
  });
});
