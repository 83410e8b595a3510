import { expect, it } from 'vitest';
import { describeOnPostgres, usePostgresApps } from '../../../test/postgres';
import { registerAs } from '../../../test/fixtures';
import { call } from '../../../test/helpers';
import { startReceiver } from '../../../test/webhook-receiver';
import { runDeliveryPass } from './delivery';

const env = { NODE_ENV: 'test' as const, WEBHOOK_TIMEOUT_MS: 5_000 };

describeOnPostgres('webhook delivery from two API processes on one Postgres database', () => {
  const pg = usePostgresApps({ apps: 2, env: { WEBHOOK_TICK_SECONDS: '0' } });

  it('delivers each committed event once, however the two workers race for it', async () => {
    const receiver = await startReceiver();
    try {
      const one = pg.instance(0);
      const two = pg.instance(1);
      const owner = await registerAs(one.app, 'brand');
      const sender = await registerAs(one.app, 'artist');
      const created = await call(one.app, owner.cookie, {
        method: 'POST',
        url: '/api/webhooks',
        payload: { url: receiver.url, eventTypes: ['message.created'] },
      });
      expect(created.statusCode, created.body).toBe(201);

      // Messages sent through both processes: each commits one event.
      const sent = 30;
      await Promise.all(
        Array.from({ length: sent }, (_, i) =>
          call((i % 2 ? one : two).app, sender.cookie, {
            method: 'POST',
            url: '/api/messages',
            payload: { receiverId: owner.user.id, content: `Message ${i}` },
          }).then((response) => expect(response.statusCode, response.body).toBe(201)),
        ),
      );

      // Both processes' workers pass side by side, with small batches, until nothing is due.
      for (let round = 0; round < 20; round += 1) {
        const [a, b] = await Promise.all([
          runDeliveryPass(one.handle.db, env, { limit: 4 }),
          runDeliveryPass(two.handle.db, env, { limit: 4 }),
        ]);
        if (a + b === 0) break;
      }
      const ids = receiver.received.map((request) => request.headers['wallcraft-event-id']);
      expect(ids).toHaveLength(sent);
      expect(new Set(ids).size).toBe(sent);
    } finally {
      await receiver.close();
    }
  });
});
