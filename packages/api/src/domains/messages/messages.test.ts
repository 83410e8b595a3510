import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp, json } from '../../../test/helpers';
import { registerAs, type Person } from '../../../test/fixtures';
import { listenForWebsockets, openTab, subscribeEvents, type Tab } from '../../../test/realtime';

let t: TestApp;
let url: string;
const tabs: Tab[] = [];
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  url = await listenForWebsockets(t.app);
});
afterEach(async () => {
  await Promise.all(tabs.splice(0).map((tab) => tab.close()));
});
afterAll(async () => t.close());

const send = (from: Person, receiverId: string, content: string) =>
  call(t.app, from.cookie, { method: 'POST', url: '/api/messages', payload: { receiverId, content } });
const get = (who: Person, path: string) => call(t.app, who.cookie, { method: 'GET', url: path });
const contents = (response: LightMyRequestResponse) => json(response).items.map((m: { content: string }) => m.content);

async function storedMessages(userId: string) {
  return t.database.db
    .selectFrom('messages')
    .select(['content'])
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('receiver_id', '=', userId)]))
    .execute();
}

describe('POST /api/messages', () => {
  it('stores the trimmed message with both people embedded and notifies the receiver', async () => {
    const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
    const brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
    const response = await send(artist, brand.user.id, '  Hello there!  ');
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      senderId: artist.user.id,
      receiverId: brand.user.id,
      content: 'Hello there!',
      status: 'unread',
      sender: { id: artist.user.id, firstName: 'Frida', lastName: 'Kahlo', userType: 'artist', profileImageUrl: null },
      receiver: { id: brand.user.id, userType: 'brand' },
    });
    expect(json(response).sender).not.toHaveProperty('email');
    const notifications = await t.database.db
      .selectFrom('notifications')
      .select(['type', 'title', 'message'])
      .where('user_id', '=', brand.user.id)
      .execute();
    expect(notifications).toEqual([
      { type: 'message_received', title: 'New message', message: 'Frida Kahlo sent you a message.' },
    ]);
    // The notification names its sender, so it can lead to the conversation.
    const listed = json(await get(brand, '/api/notifications'));
    expect(listed.items).toMatchObject([{ type: 'message_received', senderId: artist.user.id }]);
  });

  it('refuses empty, blank and oversize messages with 400 naming the field, storing nothing', async () => {
    const a = await registerAs(t.app, 'artist');
    const b = await registerAs(t.app, 'brand');
    for (const content of ['', '   \n ']) {
      const response = await send(a, b.user.id, content);
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe('content: Write a message or attach a file');
    }
    const long = await send(a, b.user.id, 'x'.repeat(5001));
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toBe('content: Message must be at most 5000 characters');
    expect(await storedMessages(a.user.id)).toEqual([]);
    expect((await send(a, b.user.id, 'y'.repeat(5000))).statusCode).toBe(201);
  });

  it('refuses messaging yourself (400), an unknown receiver (404) and a malformed id (400)', async () => {
    const a = await registerAs(t.app, 'artist');
    const self = await send(a, a.user.id, 'Note to self');
    expect(self.statusCode).toBe(400);
    expect(json(self).message).toBe('receiverId: You cannot message yourself');
    const unknown = await send(a, '00000000-0000-4000-8000-000000000000', 'Anyone?');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Recipient not found');
    const malformed = await send(a, 'bob', 'Hi');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).message).toBe('receiverId: receiverId must be a user id');
    expect(await storedMessages(a.user.id)).toEqual([]);
  });

  it('limits a sender to 30 messages a minute, then answers 429', async () => {
    const a = await registerAs(t.app, 'artist');
    const b = await registerAs(t.app, 'brand');
    for (let i = 0; i < 30; i += 1) expect((await send(a, b.user.id, `message ${i}`)).statusCode).toBe(201);
    const refused = await send(a, b.user.id, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toBe(
      'You are sending messages too fast (at most 30 a minute). Wait a minute and try again',
    );
    expect(await storedMessages(a.user.id)).toHaveLength(30);
    expect((await send(b, a.user.id, 'b is not limited by a')).statusCode).toBe(201);
  });

  it('answers 401 when signed out', async () => {
    const b = await registerAs(t.app, 'brand');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/messages', payload: { receiverId: b.user.id, content: 'hi' } }))
        .statusCode,
    ).toBe(401);
  });

  it("pushes the message to the receiver's tabs and the sender's other tabs, and to nobody else", async () => {
    const a = await registerAs(t.app, 'artist');
    const b = await registerAs(t.app, 'brand');
    const bystander = await registerAs(t.app, 'brand');
    const open = (who: Person) => {
      const tab = openTab(url, who.cookie);
      tabs.push(tab);
      return subscribeEvents(tab);
    };
    const [receiverTab, senderOtherTab, bystanderTab] = [open(b), open(a), open(bystander)];
    await Promise.all([receiverTab.started(), senderOtherTab.started(), bystanderTab.started()]);

    const message = json(await send(a, b.user.id, 'Live!'));
    const [first, second] = await receiverTab.waitFor(2);
    expect(first?.data).toMatchObject({
      kind: 'message',
      message: { id: message.id, content: 'Live!', sender: { id: a.user.id } },
    });
    expect(second?.data).toMatchObject({
      kind: 'notification',
      notification: { type: 'message_received', senderId: a.user.id },
    });
    const [echo] = await senderOtherTab.waitFor(1);
    expect(echo?.data).toMatchObject({ kind: 'message', message: { id: message.id } });

    // Events reach the bus in commit order: once the bystander's own arrives, any stray one would have too.
    await send(a, bystander.user.id, 'for the bystander');
    await bystanderTab.waitFor(2);
    expect(bystanderTab.events.map((event) => event.data.kind)).toEqual(['message', 'notification']);
    expect(bystanderTab.events[0]?.data).toMatchObject({ message: { content: 'for the bystander' } });
    expect(json(await get(bystander, '/api/messages')).items).toHaveLength(1);
  });
});

describe('GET /api/messages', () => {
  it('lists only your own messages, newest first, and with userId only that conversation', async () => {
    const a = await registerAs(t.app, 'artist');
    const b = await registerAs(t.app, 'brand');
    const c = await registerAs(t.app, 'wall_owner');
    await send(a, b.user.id, 'a→b 1');
    await send(b, a.user.id, 'b→a');
    await send(a, c.user.id, 'a→c');
    await send(b, c.user.id, 'b→c');

    expect(contents(await get(a, '/api/messages'))).toEqual(['a→c', 'b→a', 'a→b 1']);
    expect(contents(await get(a, `/api/messages?userId=${b.user.id}`))).toEqual(['b→a', 'a→b 1']);
    // C asking for the A–B conversation only sees what C exchanged with A.
    expect(contents(await get(c, `/api/messages?userId=${a.user.id}`))).toEqual(['a→c']);
    expect(contents(await get(c, '/api/messages'))).toEqual(['b→c', 'a→c']);
    expect((await t.app.inject({ method: 'GET', url: '/api/messages' })).statusCode).toBe(401);
  });

  it('pages with nextCursor, without overlap', async () => {
    const a = await registerAs(t.app, 'artist');
    const b = await registerAs(t.app, 'brand');
    for (let i = 1; i <= 5; i += 1) await send(a, b.user.id, `m${i}`);
    const first = json(await get(b, '/api/messages?limit=2'));
    const second = json(await get(b, `/api/messages?limit=2&cursor=${first.nextCursor}`));
    const third = json(await get(b, `/api/messages?limit=2&cursor=${second.nextCursor}`));
    expect([first, second, third].flatMap((page) => page.items.map((m: { content: string }) => m.content))).toEqual([
      'm5',
      'm4',
      'm3',
      'm2',
      'm1',
    ]);
    expect(third.nextCursor).toBeNull();
    expect((await get(b, '/api/messages?limit=0')).statusCode).toBe(400);
  });
});

describe('GET /api/messages/conversations and POST /api/messages/seen', () => {
  it('gives one row per person with the latest message and unread count; opening a conversation clears it', async () => {
    const a = await registerAs(t.app, 'artist');
    const b = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
    const c = await registerAs(t.app, 'wall_owner');
    await send(b, a.user.id, 'b1');
    await send(b, a.user.id, 'b2');
    await send(a, c.user.id, 'to c');
    await send(c, a.user.id, 'from c');

    const conversations = json(await get(a, '/api/messages/conversations'));
    expect(
      conversations.items.map(
        (row: { user: { id: string }; lastMessage: { content: string }; unreadCount: number }) => [
          row.user.id,
          row.lastMessage.content,
          row.unreadCount,
        ],
      ),
    ).toEqual([
      [c.user.id, 'from c', 1],
      [b.user.id, 'b2', 2],
    ]);
    expect(conversations.items[1].user).toMatchObject({ firstName: 'Bea', userType: 'brand' });

    const seen = await call(t.app, a.cookie, {
      method: 'POST',
      url: '/api/messages/seen',
      payload: { userId: b.user.id },
    });
    expect(seen.statusCode).toBe(200);
    expect(json(seen)).toEqual({ updated: 2 });
    const after = json(await get(a, '/api/messages/conversations'));
    expect(after.items.map((row: { unreadCount: number }) => row.unreadCount)).toEqual([1, 0]);
    expect(contents(await get(a, `/api/messages?userId=${b.user.id}`))).toEqual(['b2', 'b1']);
    expect(
      json(await get(a, `/api/messages?userId=${b.user.id}`)).items.map((m: { status: string }) => m.status),
    ).toEqual(['seen', 'seen']);
    // B's view: B's own sent messages are seen now; nothing B received changed.
    expect(json(await get(b, '/api/messages/conversations')).items).toMatchObject([
      { user: { id: a.user.id }, lastMessage: { status: 'seen' }, unreadCount: 0 },
    ]);
  });

  it("marks read the NEW MESSAGE notifications of that conversation only, and no one else's", async () => {
    const a = await registerAs(t.app, 'artist');
    const b = await registerAs(t.app, 'brand');
    const c = await registerAs(t.app, 'wall_owner', { firstName: 'Cora', lastName: 'Wall' });
    await send(b, a.user.id, 'from b');
    await send(c, a.user.id, 'from c');
    await send(a, b.user.id, 'to b');
    const unreadMessageNotices = async (who: Person) =>
      json(await get(who, '/api/notifications/unread'))
        .filter((n: { type: string }) => n.type === 'message_received')
        .map((n: { message: string }) => n.message);
    expect(await unreadMessageNotices(a)).toHaveLength(2);

    await call(t.app, a.cookie, { method: 'POST', url: '/api/messages/seen', payload: { userId: b.user.id } });
    const left = await unreadMessageNotices(a);
    expect(left).toHaveLength(1);
    expect(left[0]).toContain('Cora Wall');
    // B's notification about A's message is B's to read.
    expect(await unreadMessageNotices(b)).toHaveLength(1);
  });

  it("never marks the other person's copy: seen only touches messages you received", async () => {
    const a = await registerAs(t.app, 'artist');
    const b = await registerAs(t.app, 'brand');
    await send(a, b.user.id, 'from a');
    const response = await call(t.app, a.cookie, {
      method: 'POST',
      url: '/api/messages/seen',
      payload: { userId: b.user.id },
    });
    expect(json(response)).toEqual({ updated: 0 });
    expect(json(await get(b, '/api/messages/conversations')).items[0].unreadCount).toBe(1);
  });

  it('pages conversations with nextCursor', async () => {
    const a = await registerAs(t.app, 'artist');
    const others = [
      await registerAs(t.app, 'brand'),
      await registerAs(t.app, 'brand'),
      await registerAs(t.app, 'brand'),
    ];
    for (const other of others) await send(other, a.user.id, `hi from ${other.user.id}`);
    const first = json(await get(a, '/api/messages/conversations?limit=2'));
    const second = json(await get(a, `/api/messages/conversations?limit=2&cursor=${first.nextCursor}`));
    const ids = [...first.items, ...second.items].map((row: { user: { id: string } }) => row.user.id);
    expect(ids).toEqual(others.map((other) => other.user.id).reverse());
    expect(second.nextCursor).toBeNull();
  });
});
