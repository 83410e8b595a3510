import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertHelpContent } from '../../../test/help-content';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/fixtures';

/** A small OpenAI-compatible endpoint on 127.0.0.1 that records what it is asked and answers as told. */
type Recorded = {
  url: string | undefined;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
};
let mode: 'answer' | 'error' | 'slow' | 'empty' = 'answer';
let requests: Recorded[] = [];
let fake: Server;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function startFakeModel(): Promise<number> {
  fake = createServer((req, res) => {
    void readBody(req).then((text) => {
      requests.push({
        url: req.url,
        authorization: req.headers.authorization,
        body: JSON.parse(text) as Recorded['body'],
      });
      if (mode === 'error') return void res.writeHead(500).end('{"error":{"message":"overloaded"}}');
      const content = mode === 'empty' ? '' : 'You will need a city permit: start early. See /help/wall-owner-safety';
      const reply = () =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
      if (mode === 'slow') setTimeout(reply, 2_000);
      else reply();
    });
  });
  return new Promise((resolve) => fake.listen(0, '127.0.0.1', () => resolve((fake.address() as AddressInfo).port)));
}

let t: TestApp;
beforeAll(async () => {
  const port = await startFakeModel();
  t = await createTestApp({
    LLM_BASE_URL: `http://127.0.0.1:${port}/v1/`,
    LLM_API_KEY: 'sk-test-key',
    LLM_MODEL: 'fake-model-1',
    LLM_TIMEOUT_MS: '500',
  });
  await insertHelpContent(t.database.db);
});
afterAll(async () => {
  await t.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  mode = 'answer';
  requests = [];
});

const conversation = [
  { role: 'user', content: 'Hi Artie' },
  { role: 'assistant', content: 'Hey! How can I help?' },
  { role: 'user', content: 'Do I need a permit to paint a mural?' },
];

describe('POST /api/chat with an OpenAI-compatible model configured', () => {
  it('asks the model with the key, the model name, the retrieved passages and the whole conversation', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/chat',
      payload: { messages: conversation },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'You will need a city permit: start early. See /help/wall-owner-safety',
      sources: [
        { title: 'Permits, insurance and wall prep', slug: 'wall-owner-safety', url: '/help/wall-owner-safety' },
      ],
    });

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test-key');
    expect(request?.body.model).toBe('fake-model-1');
    const [system, ...rest] = request?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Many cities require a mural permit or design review');
    expect(system?.content).toContain('/help/wall-owner-safety');
    expect(rest).toEqual(conversation);
  });

  it('falls back to the retrieval answer when the model answers with an error', async () => {
    mode = 'error';
    const { cookie } = await registerUser(t.app);
    const reply = (
      await call(t.app, cookie, { method: 'POST', url: '/api/chat', payload: { messages: conversation } })
    ).json();
    expect(requests).toHaveLength(1);
    expect(reply.message).toContain('From our help article "Permits, insurance and wall prep"');
    expect(reply.message).toContain('Many cities require a mural permit');
    expect(reply.sources[0].slug).toBe('wall-owner-safety');
  });

  it('falls back to the retrieval answer when the model does not answer within the timeout', async () => {
    mode = 'slow';
    const { cookie } = await registerUser(t.app);
    const started = Date.now();
    const reply = (
      await call(t.app, cookie, { method: 'POST', url: '/api/chat', payload: { messages: conversation } })
    ).json();
    expect(Date.now() - started).toBeLessThan(1_900);
    expect(reply.message).toContain('Many cities require a mural permit');
  });

  it('falls back to the retrieval answer when the model replies with no text', async () => {
    mode = 'empty';
    const { cookie } = await registerUser(t.app);
    const reply = (
      await call(t.app, cookie, { method: 'POST', url: '/api/chat', payload: { messages: conversation } })
    ).json();
    expect(reply.message).toContain('Many cities require a mural permit');
  });
});
