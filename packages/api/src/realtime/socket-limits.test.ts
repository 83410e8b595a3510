import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestApp, type TestApp } from '../../test/helpers';
import { registerUser } from '../../test/fixtures';
import { listenForWebsockets, notify, openTab, subscribeEvents, titles, type Tab } from '../../test/realtime';

const WEB_ORIGIN = 'http://web.wallcraft.test:5173';
const ADMIN_ORIGIN = 'https://admin.wallcraft.test';
const PER_SOCKET = 3;

let t: TestApp;
let url: string;
const tabs: Tab[] = [];

function tab(cookie?: string): Tab {
  const opened = openTab(url, cookie);
  tabs.push(opened);
  return opened;
}

/** Opens a raw websocket to /trpc with the given Origin; answers 'open' or the upgrade's error message. */
function upgrade(origin?: string, host?: string): Promise<string> {
  const headers: Record<string, string> = {};
  if (host) headers.host = host;
  const socket = new WebSocket(url, { headers, ...(origin ? { origin } : {}) });
  return new Promise((resolve) => {
    socket.on('open', () => {
      socket.close();
      resolve('open');
    });
    socket.on('error', (error) => resolve(error.message));
  });
}

beforeAll(async () => {
  t = await createTestApp({
    WEB_ORIGIN,
    ADMIN_ORIGIN,
    WS_SUBSCRIPTIONS_PER_SOCKET: String(PER_SOCKET),
    WS_SUBSCRIPTIONS_PER_USER: String(PER_SOCKET + 1),
  });
  url = await listenForWebsockets(t.app);
});
afterEach(async () => {
  await Promise.all(tabs.splice(0).map((opened) => opened.close()));
});
afterAll(async () => t.close());

describe('the Origin of a websocket upgrade to /trpc', () => {
  it('refuses a foreign origin with 403 before the upgrade', async () => {
    expect(await upgrade('http://evil.example')).toBe('Unexpected server response: 403');
    // Another port of the same host, and a sibling subdomain, are other origins too.
    const { host } = new URL(url);
    expect(await upgrade(`http://${host.split(':')[0]}:1`)).toBe('Unexpected server response: 403');
    expect(await upgrade('http://other.wallcraft.test:5173')).toBe('Unexpected server response: 403');
    expect(await upgrade('null')).toBe('Unexpected server response: 403');
  });

  it("accepts the site's own origin, the configured web and admin origins, and no origin at all", async () => {
    const { host } = new URL(url);
    expect(await upgrade(`http://${host}`)).toBe('open');
    expect(await upgrade(WEB_ORIGIN)).toBe('open');
    // The console opens no socket, and a socket serves every procedure: its origin may not open one.
    expect(await upgrade(ADMIN_ORIGIN)).toBe('Unexpected server response: 403');
    expect(await upgrade()).toBe('open');
  });
});

describe('subscription caps', () => {
  it(`keeps at most ${PER_SOCKET} subscriptions on one socket; the next is refused with TOO_MANY_REQUESTS`, async () => {
    const a = await registerUser(t.app);
    const socket = tab(a.cookie);
    const kept = Array.from({ length: PER_SOCKET }, () => subscribeEvents(socket));
    await Promise.all(kept.map((subscription) => subscription.started()));

    const extra = subscribeEvents(socket);
    expect((await extra.failure()).data?.code).toBe('TOO_MANY_REQUESTS');

    await notify(t.database.db, a.user.id, 'still delivered');
    for (const subscription of kept) expect(titles(await subscription.waitFor(1))).toEqual(['still delivered']);
    expect(extra.events).toEqual([]);

    // A finished subscription frees its place.
    kept[0]?.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await subscribeEvents(socket).started();
  });

  it('caps subscriptions per user across sockets', async () => {
    const a = await registerUser(t.app);
    const first = tab(a.cookie);
    const second = tab(a.cookie);
    const kept = [...Array.from({ length: PER_SOCKET }, () => subscribeEvents(first)), subscribeEvents(second)];
    await Promise.all(kept.map((subscription) => subscription.started()));
    expect((await subscribeEvents(second).failure()).data?.code).toBe('TOO_MANY_REQUESTS');
    // Another user is not affected.
    const b = await registerUser(t.app);
    await subscribeEvents(tab(b.cookie)).started();
  });
});

describe('the size of an HTTP tRPC batch', () => {
  const batch = (calls: number) => {
    const paths = Array.from({ length: calls }, () => 'auth.user').join(',');
    return t.app.inject({ method: 'GET', url: `/trpc/${paths}?batch=1&input=%7B%7D` });
  };

  it('runs a batch of 20 calls', async () => {
    const response = await batch(20);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(20);
  });

  it('refuses a batch of 21 calls with 413 and a clear message, running none of them', async () => {
    const response = await batch(21);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toMatch(/at most 20 calls/);
  });
});

describe('the per-IP request budget over the websocket', () => {
  it('counts each socket call against the same budget as HTTP calls, then answers TOO_MANY_REQUESTS', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
    const limitedUrl = await listenForWebsockets(limited.app);
    const socket = openTab(limitedUrl);
    try {
      for (let i = 0; i < 2; i += 1)
        expect((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      let succeeded = 0;
      let refused: unknown = null;
      for (let i = 0; i < 10 && !refused; i += 1) {
        try {
          await socket.client.auth.user.query();
          succeeded += 1;
        } catch (error) {
          refused = error;
        }
      }
      // Two HTTP calls (and the upgrade) spent part of the five: at most three socket calls fit.
      expect(succeeded).toBeLessThanOrEqual(3);
      expect((refused as { data?: { code?: string } } | null)?.data?.code).toBe('TOO_MANY_REQUESTS');
      expect((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(429);
    } finally {
      await socket.close();
      await limited.close();
    }
  });
});
