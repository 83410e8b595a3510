/**
 * vitest globalSetup: one migrated template database for the whole run (see @wallcraft/db/testing), with the job
 * queue's tables in it: pg-boss builds its schema and a table per queue when it first starts, which was half of every
 * test server's start (about 0.6 s, most of it the embedded engine's CPU).
 */
import { prepareTestTemplate } from '@wallcraft/db/testing';
import { API_QUEUES, startJobQueue } from '../src/jobs/queue';

export default () =>
  prepareTestTemplate(async (handle) => {
    const queue = await startJobQueue(handle, console, API_QUEUES);
    await queue.stop();
  });
