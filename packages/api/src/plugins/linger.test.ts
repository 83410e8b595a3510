import { MAX_UPLOAD_BYTES, REQUEST_BODY_LIMIT_BYTES } from '@wallcraft/shared';
import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers';
import { registerUser } from '../../test/fixtures';
import { LINGER_BYTES } from './linger';

/**
 * A body over the limit gets its 413 while the client is still sending, and the connection stays open while the
 * rest arrives: the client can finish, read the answer and even send its next request on the same socket. (Closing
 * at once made the client's kernel reset the connection, and browsers showed a network error instead.)
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wallcraft-linger-')) });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

/** A raw connection: what was received so far, whether the server closed it, and a way to write more. */
async function open() {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const state = { received: '', closed: false, error: null as string | null };
  socket.on('data', (chunk) => (state.received += chunk.toString('latin1')));
  socket.on('close', () => (state.closed = true));
  socket.on('error', (error) => (state.error = error.message));
  const write = (data: string | Buffer) =>
    new Promise<void>((resolve, reject) => socket.write(data, (error) => (error ? reject(error) : resolve())));
  const until = async (done: () => boolean, what: string) => {
    for (let waited = 0; !done(); waited += 10) {
      if (waited > 5000) throw new Error(`waited 5 s for ${what}; received: ${JSON.stringify(state)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { socket, state, write, until };
}

/** A signed upload URL for a small image, to send a body far over the upload limit to. */
async function uploadURL(): Promise<string> {
  const { cookie } = await registerUser(t.app);
  const ticket = await call(t.app, cookie, {
    method: 'POST',
    url: '/api/objects/upload',
    payload: { contentType: 'image/png', size: 1000, fileName: 'wall.png' },
  });
  return ticket.json<{ uploadURL: string }>().uploadURL;
}

const answers = (text: string) => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];

describe('a body over the limit', () => {
  it.each([
    ['POST /api/auth/login', 'POST', async () => '/api/auth/login', 'application/json', 2 * REQUEST_BODY_LIMIT_BYTES],
    ['a tRPC call', 'POST', async () => '/trpc/auth.login', 'application/json', 2 * REQUEST_BODY_LIMIT_BYTES],
    ['an upload URL', 'PUT', uploadURL, 'image/png', MAX_UPLOAD_BYTES + REQUEST_BODY_LIMIT_BYTES],
  ])(
    'to %s is answered 413 first, then read to its end on a connection that stays usable',
    async (_name, method, path, type, size) => {
      const client = await open();
      await client.write(
        `${method} ${await path()} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${size}\r\n\r\n`,
      );
      const chunk = Buffer.alloc(64 * 1024, 97);
      let sent = 0;
      // Part of the body, then the answer comes while the client is still sending.
      while (sent < REQUEST_BODY_LIMIT_BYTES / 2) {
        await client.write(chunk);
        sent += chunk.length;
      }
      await client.until(() => client.state.received.includes('PAYLOAD_TOO_LARGE'), 'the 413');
      expect(answers(client.state.received)).toEqual(['HTTP/1.1 413']);
      expect(client.state.received.toLowerCase()).not.toContain('connection: close');

      // The rest of the body goes through, and the same connection serves the next request.
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        await client.write(part);
        sent += part.length;
      }
      await client.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await client.until(() => answers(client.state.received).length === 2, 'the second answer');
      expect(answers(client.state.received)).toEqual(['HTTP/1.1 413', 'HTTP/1.1 200']);
      expect(client.state).toMatchObject({ closed: false, error: null });
      client.socket.destroy();
    },
  );

  it('that goes on past LINGER_BYTES is cut', async () => {
    const client = await open();
    await client.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${4 * LINGER_BYTES}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(256 * 1024, 97);
    try {
      for (let sent = 0; sent < 2 * LINGER_BYTES && !client.state.closed; sent += chunk.length)
        await client.write(chunk);
    } catch {
      // The server cut the connection while this was writing: what the test waits for.
    }
    await client.until(() => client.state.closed, 'the server to cut the connection');
    expect(answers(client.state.received)).toEqual(['HTTP/1.1 413']);
  });
});
