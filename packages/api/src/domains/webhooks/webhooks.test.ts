import { createHmac, timingSafeEqual } from 'node:crypto';
import { cartTotals, centsToDecimalString } from '@wallcraft/shared';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type TestApp } from '../../../test/helpers';
import { registerAs, type Person, travellingNotification } from '../../../test/fixtures';
import { startReceiver } from '../../../test/webhook-receiver';
import { createNotification } from '../notifications/service';
import { addProduct, ADDRESS } from '../shop/test-fixtures';
import { DISABLE_AFTER_FAILURES, MAX_RESPONSE_BYTES, runDeliveryPass } from './delivery';
import { queueWebhookEvent } from './service';

let t: TestApp;
let owner: Person;
let sender: Person;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const env = { NODE_ENV: 'test' as const, WEBHOOK_TIMEOUT_MS: 500 };

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  owner = await registerAs(t.app, 'brand', { firstName: 'Hana', lastName: 'Hooks' });
  sender = await registerAs(t.app, 'artist', { firstName: 'Sam', lastName: 'Sender' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
afterEach(async () => {
  receiver.received.length = 0;
  receiver.answerWith((response) => response.writeHead(200).end('ok'));
  // Nothing left due from one test leaks into the next.
  await t.database.db.deleteFrom('webhook_endpoints').execute();
});

type Endpoint = { id: string; secret: string; enabled: boolean; disabledReason: string | null };

async function createEndpoint(who: Person, payload: Record<string, unknown> = {}) {
  const response = await call(t.app, who.cookie, {
    method: 'POST',
    url: '/api/webhooks',
    payload: { url: receiver.url, eventTypes: ['message.created'], ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<Endpoint>(response);
}

async function sendMessage(content = 'Hello there') {
  const response = await call(t.app, sender.cookie, {
    method: 'POST',
    url: '/api/messages',
    payload: { receiverId: owner.user.id, content },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const deliveries = (endpointId: string) =>
  t.database.db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).execute();

/** Moves every pending delivery's next attempt into the past: the clock the retry tests move. */
const makeDue = () =>
  t.database.db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: sql`now() - interval '1 second'` })
    .where('status', '=', 'pending')
    .execute();

describe('events from committed changes', () => {
  it('a committed message produces exactly one delivery, signed with the endpoint secret', async () => {
    const endpoint = await createEndpoint(owner);
    await sendMessage('Signed hello');
    expect(await deliveries(endpoint.id)).toHaveLength(1);

    expect(await runDeliveryPass(t.database.db, env)).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [arrived] = receiver.received;
    const event = JSON.parse(arrived!.body);
    expect(event).toMatchObject({ type: 'message.created', data: { title: 'New message' } });
    expect(arrived!.headers['wallcraft-event-id']).toBe(event.id);
    expect(arrived!.headers['wallcraft-event-type']).toBe('message.created');
    expect(arrived!.headers['user-agent']).toMatch(/^WallCraft-Webhooks\//);

    // What a receiver does (docs/api.md): recompute the HMAC over "<t>.<raw body>" and compare in constant time.
    const header = String(arrived!.headers['wallcraft-signature']);
    const { t: stamp, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
    expect(Math.abs(Date.now() / 1000 - Number(stamp))).toBeLessThan(300);
    const expected = createHmac('sha256', endpoint.secret).update(`${stamp}.${arrived!.body}`).digest();
    expect(timingSafeEqual(Buffer.from(v1!, 'hex'), expected)).toBe(true);
    const forged = createHmac('sha256', 'whsec_wrong').update(`${stamp}.${arrived!.body}`).digest();
    expect(timingSafeEqual(Buffer.from(v1!, 'hex'), forged)).toBe(false);

    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, last_status_code: 200 });
    expect(await runDeliveryPass(t.database.db, env)).toBe(0);
  });

  it('a rolled-back transaction produces no delivery', async () => {
    const endpoint = await createEndpoint(owner);
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await createNotification(
          trx,
          travellingNotification({
            userId: owner.user.id,
            type: 'message_received',
            title: 'New message',
            message: 'Never committed',
          }),
        );
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await deliveries(endpoint.id)).toHaveLength(0);
  });

  it('queues only for enabled endpoints subscribed to the type, one event id across them', async () => {
    const first = await createEndpoint(owner);
    const second = await createEndpoint(owner, { eventTypes: ['message.created', 'order.paid'] });
    const other = await createEndpoint(owner, { eventTypes: ['order.paid'] });
    const paused = await createEndpoint(owner);
    await call(t.app, owner.cookie, {
      method: 'PATCH',
      url: `/api/webhooks/${paused.id}`,
      payload: { enabled: false },
    });
    const eventId = await t.database.db
      .transaction()
      .execute((trx) => queueWebhookEvent(trx, owner.user.id, 'message.created', { messageId: 'x' }));
    const [a] = await deliveries(first.id);
    const [b] = await deliveries(second.id);
    expect(a?.event_id).toBe(eventId);
    expect(b?.event_id).toBe(eventId);
    expect(await deliveries(other.id)).toHaveLength(0);
    expect(await deliveries(paused.id)).toHaveLength(0);
  });
  it('a paid shop order tells its buyer order.paid, with the order id and total', async () => {
    const endpoint = await createEndpoint(owner, { eventTypes: ['order.paid'] });
    const product = await addProduct(t.database.db, { price_cents: 1_250 });
    const totals = cartTotals([{ priceCents: product.price_cents, quantity: 2 }]);
    const dollars = centsToDecimalString;
    const placed = await call(t.app, owner.cookie, {
      method: 'POST',
      url: '/api/shop/orders',
      payload: {
        items: [{ productId: product.id, title: product.title, quantity: 2, price: dollars(product.price_cents) }],
        subtotal: dollars(totals.subtotalCents),
        tax: dollars(totals.taxCents),
        shipping: dollars(totals.shippingCents),
        total: dollars(totals.totalCents),
        shippingAddress: ADDRESS,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await runDeliveryPass(t.database.db, env);
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: 'order.paid',
      data: { orderId: json(placed).id, totalCents: totals.totalCents },
    });
    expect(await deliveries(endpoint.id)).toHaveLength(1);
  });
});

describe('retries and disabling', () => {
  it('retries with backoff after a 500, then succeeds and logs each attempt', async () => {
    const endpoint = await createEndpoint(owner);
    receiver.answerWith((response) => response.writeHead(500).end('boom'));
    await sendMessage();
    const before = Date.now();
    await runDeliveryPass(t.database.db, env);
    let [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
    const wait = new Date(delivery!.next_attempt_at).getTime() - before;
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThan(65_000);
    expect(await runDeliveryPass(t.database.db, env)).toBe(0);

    await makeDue();
    await runDeliveryPass(t.database.db, env);
    [delivery] = await deliveries(endpoint.id);
    const second = new Date(delivery!.next_attempt_at).getTime() - Date.now();
    expect(second).toBeGreaterThan(4 * 60_000);

    receiver.answerWith((response) => response.writeHead(204).end());
    await makeDue();
    await runDeliveryPass(t.database.db, env);
    const log = await call(t.app, owner.cookie, { method: 'GET', url: `/api/webhooks/${endpoint.id}/deliveries` });
    expect(log.statusCode, log.body).toBe(200);
    const [listed] = json(log).items;
    expect(listed).toMatchObject({ status: 'succeeded', attempts: 3, lastStatusCode: 204 });
    expect(listed.attemptLog.map((attempt: { statusCode: number }) => attempt.statusCode)).toEqual([500, 500, 204]);
    expect(receiver.received.map((r) => r.headers['wallcraft-event-id'])).toEqual(Array(3).fill(listed.eventId));
  });

  it('a receiver that never answers is a failure after the timeout, not a hang', async () => {
    const endpoint = await createEndpoint(owner);
    receiver.answerWith(() => undefined);
    await sendMessage();
    const started = Date.now();
    await runDeliveryPass(t.database.db, env);
    expect(Date.now() - started).toBeLessThan(5_000);
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_status_code: null });
    expect(delivery!.last_error).toMatch(/No complete answer within 500 ms/);
  });

  it('an oversized answer is cut off and counted as a failure', async () => {
    const endpoint = await createEndpoint(owner);
    receiver.answerWith((response) => {
      response.writeHead(200);
      // Writes forever unless cut off: the worker must stop reading at the cap.
      const chunk = Buffer.alloc(16 * 1024, 'x');
      const write = () => {
        if (!response.destroyed && response.write(chunk)) setImmediate(write);
        else if (!response.destroyed) response.once('drain', write);
      };
      write();
    });
    await sendMessage();
    const started = Date.now();
    await runDeliveryPass(t.database.db, env);
    expect(Date.now() - started).toBeLessThan(5_000);
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', last_status_code: 200 });
    expect(delivery!.last_error).toContain(`longer than ${MAX_RESPONSE_BYTES} bytes`);
  });

  it('gives up after the 3-day window and disables the endpoint, telling its owner', async () => {
    const endpoint = await createEndpoint(owner);
    receiver.answerWith((response) => response.writeHead(503).end());
    await sendMessage();
    await t.database.db
      .updateTable('webhook_deliveries')
      .set({ retry_until: sql`now() + interval '10 seconds'` })
      .where('endpoint_id', '=', endpoint.id)
      .execute();
    await runDeliveryPass(t.database.db, env);
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, last_status_code: 503 });

    const listed = json(await call(t.app, owner.cookie, { method: 'GET', url: '/api/webhooks' }));
    expect(listed[0]).toMatchObject({
      id: endpoint.id,
      enabled: false,
      disabledReason: 'A delivery failed for 3 days',
    });
    const notification = await t.database.db
      .selectFrom('notifications')
      .select(['title', 'message'])
      .where('user_id', '=', owner.user.id)
      .where('type', '=', 'webhook_disabled')
      .executeTakeFirstOrThrow();
    expect(notification.message).toContain(receiver.url);
    // And a mail to the owner, under the Webhooks category of their email preferences.
    const mail = await t.database.db
      .selectFrom('email_outbox')
      .select(['category'])
      .where('user_id', '=', owner.user.id)
      .where('template', '=', 'notification')
      .where('category', '=', 'webhooks')
      .executeTakeFirst();
    expect(mail).toBeDefined();
  });

  it(`disables an endpoint after ${DISABLE_AFTER_FAILURES} failed attempts in a row; enabling resumes it`, async () => {
    const endpoint = await createEndpoint(owner);
    receiver.answerWith((response) => response.writeHead(500).end());
    await t.database.db
      .updateTable('webhook_endpoints')
      .set({ consecutive_failures: DISABLE_AFTER_FAILURES - 1 })
      .where('id', '=', endpoint.id)
      .execute();
    await sendMessage();
    await runDeliveryPass(t.database.db, env);
    let listed = json(await call(t.app, owner.cookie, { method: 'GET', url: '/api/webhooks' }));
    expect(listed[0]).toMatchObject({
      enabled: false,
      disabledReason: `${DISABLE_AFTER_FAILURES} delivery attempts in a row failed`,
    });

    // Disabled: nothing is attempted, even when due; redelivering is refused until it is enabled.
    await makeDue();
    expect(await runDeliveryPass(t.database.db, env)).toBe(0);
    const [delivery] = await deliveries(endpoint.id);
    const refused = await call(t.app, owner.cookie, {
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/deliveries/${delivery!.id}/redeliver`,
    });
    expect(refused.statusCode).toBe(409);

    receiver.answerWith((response) => response.writeHead(200).end());
    const enabled = await call(t.app, owner.cookie, {
      method: 'PATCH',
      url: `/api/webhooks/${endpoint.id}`,
      payload: { enabled: true },
    });
    expect(json(enabled)).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
    const [resumed] = await deliveries(endpoint.id);
    expect(new Date(resumed!.retry_until).getTime() - Date.now()).toBeGreaterThan(71 * 3600_000);
    expect(await runDeliveryPass(t.database.db, env)).toBe(1);
    listed = json(await call(t.app, owner.cookie, { method: 'GET', url: '/api/webhooks' }));
    expect(listed[0]).toMatchObject({ enabled: true, consecutiveFailures: 0 });
  });
});

describe('redelivery', () => {
  it('REDELIVER sends a delivered event again now, with the same event id', async () => {
    const endpoint = await createEndpoint(owner);
    await sendMessage();
    await runDeliveryPass(t.database.db, env);
    const [delivery] = await deliveries(endpoint.id);
    const response = await call(t.app, owner.cookie, {
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/deliveries/${delivery!.id}/redeliver`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await runDeliveryPass(t.database.db, env)).toBe(1);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['wallcraft-event-id']).toBe(delivery!.event_id);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
  });
});

describe('who may manage endpoints', () => {
  async function token(scopes: string[]) {
    const response = await call(t.app, owner.cookie, {
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'Hooks', scopes },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { authorization: `Bearer ${json(response).token}` };
  }

  it('a token without webhooks:write is 403; with it, it manages endpoints', async () => {
    const without = await token(['profile:read']);
    const refused = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: without });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('webhooks:write');

    const withScope = await token(['webhooks:write']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: withScope,
      payload: { url: receiver.url, eventTypes: ['application.created'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created).secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: withScope });
    expect(json(listed).map((endpoint: Endpoint) => endpoint.id)).toEqual([json(created).id]);
  });

  it('the OpenAPI document lists the webhook operations under webhooks with their scope', async () => {
    const doc = json(await t.app.inject({ method: 'GET', url: '/api/openapi.json' }));
    for (const [path, method] of [
      ['/webhooks', 'get'],
      ['/webhooks', 'post'],
      ['/webhooks/{id}', 'patch'],
      ['/webhooks/{id}/deliveries', 'get'],
      ['/webhooks/{id}/deliveries/{deliveryId}/redeliver', 'post'],
    ] as const) {
      expect(doc.paths[path][method].tags, `${method} ${path}`).toEqual(['webhooks']);
      expect(doc.paths[path][method]['x-api-token-scopes']).toEqual(['webhooks:write']);
    }
  });

  it("someone else's endpoint is 404 for every action", async () => {
    const endpoint = await createEndpoint(owner);
    const id = endpoint.id;
    const deliveryId = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['PATCH', `/api/webhooks/${id}`, { enabled: false }],
      ['DELETE', `/api/webhooks/${id}`, undefined],
      ['POST', `/api/webhooks/${id}/rotate-secret`, undefined],
      ['GET', `/api/webhooks/${id}/deliveries`, undefined],
      ['POST', `/api/webhooks/${id}/deliveries/${deliveryId}/redeliver`, undefined],
    ] as const) {
      const response = await call(t.app, sender.cookie, { method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
    }
    const listed = json(await call(t.app, sender.cookie, { method: 'GET', url: '/api/webhooks' }));
    expect(listed).toEqual([]);
  });

  it('refuses a change that changes nothing with a 400 saying what to send (the REST fuzz found a 500)', async () => {
    const endpoint = await createEndpoint(owner);
    for (const payload of [{}, 42, null]) {
      const response = await call(t.app, owner.cookie, {
        method: 'PATCH',
        url: `/api/webhooks/${endpoint.id}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain('Send at least one of url, description, eventTypes or enabled');
    }
  });

  it('rotating the secret signs later deliveries with the new one only', async () => {
    const endpoint = await createEndpoint(owner);
    const rotated = json(
      await call(t.app, owner.cookie, { method: 'POST', url: `/api/webhooks/${endpoint.id}/rotate-secret` }),
    );
    expect(rotated.secret).not.toBe(endpoint.secret);
    await sendMessage();
    await runDeliveryPass(t.database.db, env);
    const [arrived] = receiver.received;
    const [stamp, v1] = String(arrived!.headers['wallcraft-signature'])
      .replace(/t=|v1=/g, '')
      .split(',');
    expect(v1).toBe(createHmac('sha256', rotated.secret).update(`${stamp}.${arrived!.body}`).digest('hex'));
  });
});

describe('bad URLs', () => {
  it('refuses anything but https (and http to localhost outside production) with a 400', async () => {
    for (const url of [
      'ftp://example.com/hook',
      'http://example.com/hook',
      'https://user:pw@example.com/hook',
      'not a url',
    ]) {
      const response = await call(t.app, owner.cookie, {
        method: 'POST',
        url: '/api/webhooks',
        payload: { url, eventTypes: ['order.paid'] },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.body).toContain('https://');
    }
  });
});

describe('the worker on the job queue', () => {
  it('delivers a committed event within seconds, with no pass run by hand', async () => {
    const live = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', WEBHOOK_TICK_SECONDS: '1' });
    try {
      const hearer = await registerAs(live.app, 'brand');
      const writer = await registerAs(live.app, 'artist');
      const created = await call(live.app, hearer.cookie, {
        method: 'POST',
        url: '/api/webhooks',
        payload: { url: receiver.url, eventTypes: ['message.created'] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const sent = await call(live.app, writer.cookie, {
        method: 'POST',
        url: '/api/messages',
        payload: { receiverId: hearer.user.id, content: 'Straight through' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      await expect.poll(() => receiver.received.length, { timeout: 15_000, interval: 200 }).toBe(1);
      expect(JSON.parse(receiver.received[0]!.body).type).toBe('message.created');
    } finally {
      await live.close();
    }
  });
});
