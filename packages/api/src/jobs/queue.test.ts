import type { DatabaseHandle } from '@wallcraft/db';
import { createTestDatabase } from '@wallcraft/db/testing';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobQueue, type JobQueue } from './queue';

type TestJobs = { 'test.count': { n: number } };

const silent = { error: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

async function waitUntil(done: () => boolean, ms = 20_000): Promise<void> {
  for (const start = Date.now(); !done();) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the job queue', () => {
  let database: DatabaseHandle;
  let queues: JobQueue<TestJobs>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // Two queues on one database, as two API processes would have.
    queues = [
      await startJobQueue<TestJobs>(database, silent, { 'test.count': { policy: 'standard' } }),
      await startJobQueue<TestJobs>(database, silent, { 'test.count': { policy: 'standard' } }),
    ];
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await database?.close();
  });

  it('does each job sent exactly once, whichever worker takes it', async () => {
    const done: number[] = [];
    for (const queue of queues)
      await queue.work('test.count', async ({ n }) => void done.push(n), { pollingIntervalSeconds: 0.5 });
    const sent = Array.from({ length: 20 }, (_, n) => n);
    for (const n of sent) await queues[0]!.send('test.count', { n });

    await waitUntil(() => done.length >= sent.length);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([...done].sort((a, b) => a - b)).toEqual(sent);
  });
});
