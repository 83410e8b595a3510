import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createNotification } from '../domains/notifications/service';
import { publishEvent } from './bus';
import { createTestApp, type TestApp } from '../../test/helpers';
import { registerUser, travellingNotification } from '../../test/fixtures';
import { listenForWebsockets, notify, openTab, subscribeEvents, titles, type Tab } from '../../test/realtime';

let t: TestApp;
let url: string;
const tabs: Tab[] = [];

/** A websocket connection that the test closes for us afterwards. */
function tab(cookie?: string): Tab {
  const opened = openTab(url, cookie);
  tabs.push(opened);
  return opened;
}

beforeAll(async () => {
  t = await createTestApp();
  url = await listenForWebsockets(t.app);
});
afterEach(async () => {
  await Promise.all(tabs.splice(0).map((opened) => opened.close()));
});
afterAll(async () => t.close());

describe('realtime.events over the websocket', () => {
  it('delivers a notification to both of the recipient’s tabs and to nobody else', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const firstTab = subscribeEvents(tab(a.cookie));
    const secondTab = subscribeEvents(tab(a.cookie));
    const other = subscribeEvents(tab(b.cookie));
    await Promise.all([firstTab.started(), secondTab.started(), other.started()]);

    await notify(t.database.db, a.user.id, 'for A');
    const [[inFirst], [inSecond]] = await Promise.all([firstTab.waitFor(1), secondTab.waitFor(1)]);
    expect(inFirst?.data).toMatchObject({
      kind: 'notification',
      notification: { title: 'for A', type: 'application_received', isRead: false },
    });
    expect(inSecond).toEqual(inFirst);

    // Announcements reach the bus in commit order, so once B has its own, A's would have arrived too.
    await notify(t.database.db, b.user.id, 'for B');
    await other.waitFor(1);
    expect(titles(other.events)).toEqual(['for B']);
    expect(titles(firstTab.events)).toEqual(['for A']);
    expect(titles(secondTab.events)).toEqual(['for A']);
  });

  it('refuses a subscription without a session with UNAUTHORIZED', async () => {
    const anonymous = subscribeEvents(tab());
    const error = await anonymous.failure();
    expect(error.data?.code).toBe('UNAUTHORIZED');
    expect(anonymous.events).toEqual([]);
  });

  it('refuses a subscription with an unknown session cookie with UNAUTHORIZED', async () => {
    const forged = subscribeEvents(tab('wc_session=not-a-real-session-token-at-all-0123456789'));
    expect((await forged.failure()).data?.code).toBe('UNAUTHORIZED');
  });

  it('resumes from lastEventId with exactly the events missed while offline, in order', async () => {
    const a = await registerUser(t.app);
    const firstTab = tab(a.cookie);
    const before = subscribeEvents(firstTab);
    await before.started();
    await notify(t.database.db, a.user.id, 'event 1');
    const [first] = await before.waitFor(1);
    before.stop();
    await firstTab.close();

    await notify(t.database.db, a.user.id, 'event 2');
    await notify(t.database.db, a.user.id, 'event 3');

    const after = subscribeEvents(tab(a.cookie), { lastEventId: first?.id });
    const missed = await after.waitFor(2);
    expect(titles(missed)).toEqual(['event 2', 'event 3']);
    expect(Number(missed[0]?.id)).toBeGreaterThan(Number(first?.id));
    expect(Number(missed[1]?.id)).toBeGreaterThan(Number(missed[0]?.id));

    // Live events follow the backlog, and nothing is delivered twice.
    await after.started();
    await notify(t.database.db, a.user.id, 'event 4');
    await after.waitFor(3);
    expect(titles(after.events)).toEqual(['event 2', 'event 3', 'event 4']);
  });

  it('never delivers an event from a rolled-back transaction', async () => {
    const a = await registerUser(t.app);
    const inbox = subscribeEvents(tab(a.cookie));
    await inbox.started();

    const rolledBack = t.database.db.transaction().execute(async (trx) => {
      await createNotification(
        trx,
        travellingNotification({
          userId: a.user.id,
          type: 'application_received',
          title: 'rolled back',
          message: 'never sent',
        }),
      );
      throw new Error('the change failed');
    });
    await expect(rolledBack).rejects.toThrow('the change failed');

    await notify(t.database.db, a.user.id, 'committed');
    await inbox.waitFor(1);
    expect(titles(inbox.events)).toEqual(['committed']);
    const stored = await t.database.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', a.user.id)
      .execute();
    expect(stored.map((row) => row.title)).toEqual(['committed']);
  });

  it('delivers an event too large for NOTIFY by reading it back, still in order', async () => {
    const a = await registerUser(t.app);
    const inbox = subscribeEvents(tab(a.cookie));
    await inbox.started();

    const long = 'x'.repeat(9000);
    await t.database.db
      .transaction()
      .execute((trx) =>
        publishEvent(trx, a.user.id, 'notification', { notification: { title: 'large', message: long } }),
      );
    await notify(t.database.db, a.user.id, 'small');
    await inbox.waitFor(2);
    expect(titles(inbox.events)).toEqual(['large', 'small']);
    expect(inbox.events[0]?.data).toMatchObject({ kind: 'notification', notification: { message: long } });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('realtime.events with concurrent transactions (real Postgres)', () => {
  it('delivers an event whose transaction commits after a later-numbered one', async () => {
    const a = await registerUser(t.app);
    const inbox = subscribeEvents(tab(a.cookie));
    await inbox.started();

    // The first transaction takes the lower event id but commits second.
    let releaseFirst = () => undefined as void;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstInserted = () => undefined as void;
    const firstHasInserted = new Promise<void>((resolve) => (firstInserted = resolve));
    const first = t.database.db.transaction().execute(async (trx) => {
      await createNotification(
        trx,
        travellingNotification({
          userId: a.user.id,
          type: 'application_received',
          title: 'slow',
          message: 'committed last',
        }),
      );
      firstInserted();
      await firstMayCommit;
    });
    await firstHasInserted;
    await notify(t.database.db, a.user.id, 'fast');
    await inbox.waitFor(1);
    releaseFirst();
    await first;

    await inbox.waitFor(2);
    expect(titles(inbox.events)).toEqual(['fast', 'slow']);
  });
});
