import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type TestApp } from '../../../test/helpers';
import { registerAs, type Person } from '../../../test/fixtures';
import { startReceiver } from '../../../test/webhook-receiver';
import { isPrivateAddress, productionRefusal } from './address';
import { post } from './delivery';

describe('which addresses are private', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '[::1]',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    // Not global unicast, though the old list of private ranges let them by: SIIT-translated loopback, an
    // IPv4-compatible loopback, local-use NAT64 of the metadata address, the documentation (TEST-NET) ranges.
    '::ffff:0:127.0.0.1',
    '[::ffff:0:7f00:1]',
    '::7f00:1',
    '[::7f00:1]',
    '64:ff9b:1::a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    '192.0.2.10',
    '198.51.100.7',
    '203.0.113.200',
    '2001:db8::1',
    '255.255.255.255',
  ])('%s is private', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', 'example.com'])('%s is not', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );

  it('judges the address a URL parser makes of a disguised one', () => {
    expect(productionRefusal('https://2130706433/hook')).toMatch(/private/);
    expect(productionRefusal('https://0x7f.1/hook')).toMatch(/private/);
    expect(productionRefusal('https://LOCALHOST./hook')).toMatch(/localhost/);
    expect(productionRefusal('https://hooks.example.com/in')).toBeNull();
    expect(productionRefusal('https://[::ffff:0:127.0.0.1]/hook')).toMatch(/private/);
    expect(productionRefusal('https://[::7f00:1]/hook')).toMatch(/private/);
    expect(productionRefusal('https://[64:ff9b:1::a9fe:a9fe]/hook')).toMatch(/private/);
    expect(productionRefusal('https://192.0.2.1/hook')).toMatch(/private/);
  });
});

describe('in production', () => {
  let t: TestApp;
  let user: Person;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', AUTH_RATE_LIMIT_PER_IP: '1000' });
    user = await registerAs(t.app, 'artist');
  });
  afterAll(async () => t.close());

  it.each([
    ['https://10.0.0.5/hook', 'private'],
    ['https://169.254.169.254/latest/meta-data', 'private'],
    ['https://[::1]/hook', 'private'],
    ['https://localhost/hook', 'localhost'],
    ['http://localhost:8080/hook', 'https://'],
    ['http://127.0.0.1/hook', 'https://'],
  ])('refuses %s with a 400 saying why', async (url, why) => {
    const response = await call(t.app, user.cookie, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url, eventTypes: ['order.paid'] },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response).message).toContain(why);
  });

  it('refuses the same on update', async () => {
    const created = await call(t.app, user.cookie, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: 'https://hooks.example.com/in', eventTypes: ['order.paid'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await call(t.app, user.cookie, {
      method: 'PATCH',
      url: `/api/webhooks/${json(created).id}`,
      payload: { url: 'https://192.168.0.10/hook' },
    });
    expect(response.statusCode).toBe(400);
  });

  it.each(['[::7f00:1]', '[::ffff:0:7f00:1]', '[64:ff9b:1::a9fe:a9fe]', '192.0.2.1'])(
    'refuses at delivery the literal address %s, without connecting',
    async (host) => {
      const outcome = await post(
        { NODE_ENV: 'production', WEBHOOK_TIMEOUT_MS: 2000 },
        { url: `https://${host}/hooks`, secret: 'whsec_x', eventId: 'e', eventType: 'order.paid' },
        '{}',
      );
      expect(outcome).toEqual({ statusCode: null, error: 'The URL is not a public https address; refused' });
    },
  );

  it('refuses at delivery a name that resolves to a private address, without sending anything', async () => {
    const receiver = await startReceiver();
    try {
      const port = new URL(receiver.url).port;
      const outcome = await post(
        { NODE_ENV: 'production', WEBHOOK_TIMEOUT_MS: 2000 },
        { url: `https://localhost:${port}/hooks`, secret: 'whsec_x', eventId: 'e', eventType: 'order.paid' },
        '{}',
      );
      expect(outcome.statusCode).toBeNull();
      expect(outcome.error).toMatch(/private address/);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});
