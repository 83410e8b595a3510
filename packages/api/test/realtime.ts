import { createTRPCClient, createWSClient, wsLink, type TRPCClientError } from '@trpc/client';
import type { DB } from '@wallcraft/db';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { WebSocket as NodeWebSocket } from 'ws';
import { createNotification } from '../src/domains/notifications/service';
import type { AppRouter } from '../src/router';
import { travellingNotification } from './fixtures';

type WebSocketClass = NonNullable<Parameters<typeof createWSClient>[0]['WebSocket']>;

export type RealtimeData = { kind: string; notification?: { id: string; title: string } };
export type Received = { id: string; data: RealtimeData };

/** Listens on a free local port and answers the websocket URL of its tRPC endpoint. */
export async function listenForWebsockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/trpc`;
}

/** A browser tab: one websocket that sends the session cookie on upgrade, as a browser does. */
export function openTab(url: string, cookie?: string) {
  class CookieWebSocket extends NodeWebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, cookie ? { headers: { cookie } } : {});
    }
  }
  const wsClient = createWSClient({
    url,
    WebSocket: CookieWebSocket as unknown as WebSocketClass,
    retryDelayMs: () => 100,
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
  return { client, close: () => wsClient.close() };
}

export type Tab = ReturnType<typeof openTab>;

/**
 * A `realtime.events` subscription that records what arrives. `started()` resolves once the server has
 * registered it (the procedure joins the bus before the server answers "started"), `waitFor(n)` once n
 * events are in; both reject on a subscription error.
 */
export function subscribeEvents(tab: Tab, input: { lastEventId?: string | null } = {}, timeoutMs = 10_000) {
  const events: Received[] = [];
  let started = false;
  let error: TRPCClientError<AppRouter> | null = null;
  let checks: Array<() => void> = [];
  const recheck = () => {
    const pending = checks;
    checks = [];
    for (const check of pending) check();
  };
  const subscription = tab.client.realtime.events.subscribe(input, {
    onStarted: () => {
      started = true;
      recheck();
    },
    onData: (event) => {
      events.push(event as Received);
      recheck();
    },
    onError: (cause) => {
      error = cause;
      recheck();
    },
  });

  /** Resolves when `test` answers a value, rejects when it throws or after the timeout. */
  const until = <T>(what: string, test: () => T | undefined) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting for ${what}; received ${JSON.stringify(events)}`)),
        timeoutMs,
      );
      const check = () => {
        try {
          const value = test();
          if (value === undefined) return void checks.push(check);
          clearTimeout(timer);
          resolve(value);
        } catch (cause) {
          clearTimeout(timer);
          reject(cause);
        }
      };
      check();
    });
  const failIfErrored = () => {
    if (error) throw error;
  };

  return {
    events,
    started: () => until('the subscription to start', () => (failIfErrored(), started || undefined)),
    /** The first `count` events, once they are in. */
    waitFor: (count: number) =>
      until(`${count} event(s)`, () => (failIfErrored(), events.length >= count ? events.slice(0, count) : undefined)),
    failure: () => until('a subscription error', () => error ?? undefined),
    stop: () => subscription.unsubscribe(),
  };
}

/** A committed notification for a user; answers the notification's title for matching. */
export async function notify(db: DB, userId: string, title: string): Promise<string> {
  await db
    .transaction()
    .execute((trx) =>
      createNotification(
        trx,
        travellingNotification({ userId, type: 'application_received', title, message: `${title} (message)` }),
      ),
    );
  return title;
}

export const titles = (events: Received[]) => events.map((event) => event.data.notification?.title);

type RawMessage = {
  id: number | null;
  result?: { type: 'started' | 'stopped' | 'data'; data?: unknown };
  error?: { message: string; data?: { code?: string; httpStatus?: number } };
};

/**
 * A bare websocket to /trpc speaking tRPC's protocol, without the client's reconnects: shows exactly what the
 * server answers, and when and how it closes the socket.
 */
export async function openRawSocket(url: string, cookie?: string, headers: Record<string, string> = {}) {
  const ws = new NodeWebSocket(url, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  const messages: RawMessage[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as RawMessage));
  const closed = new Promise<{ code: number; reason: string; at: number }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString(), at: Date.now() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let lastId = 0;

  /** Sends one call; resolves with the server's first answer to it (for a subscription: started, or an error). */
  const send = async (method: 'query' | 'mutation' | 'subscription', path: string, input?: unknown) => {
    const id = (lastId += 1);
    ws.send(JSON.stringify({ id, method, params: { path, input } }));
    for (let waited = 0; waited < 5000; waited += 10) {
      const answer = messages.find((message) => message.id === id);
      if (answer) return answer;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no answer to ${path}`);
  };

  return {
    messages,
    closed,
    send,
    /** The data a subscription has received so far. */
    dataOf: (answer: RawMessage) =>
      messages.filter((message) => message.id === answer.id && message.result?.type === 'data'),
    close: () => ws.close(),
  };
}
