import { PLATFORM_FEE_PERCENT, VERIFICATION_FEE_CENTS } from '@wallcraft/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHelpContent } from '../../../test/help-content';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/fixtures';
import { NO_MATCH_REPLY } from './service';

const RATE_LIMIT = 4;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
  await insertHelpContent(t.database.db);
});
afterAll(async () => t.close());

type Message = { role: 'user' | 'assistant'; content: string };
const ask = (cookie: string | undefined, messages: Message[]) =>
  call(t.app, cookie, { method: 'POST', url: '/api/chat', payload: { messages } });
const question = (content: string): Message[] => [{ role: 'user', content }];

describe('POST /api/chat answers from the help content', () => {
  it('answers a question covered by a help article with its best section and a link to the article', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await ask(cookie, question('Do I need a permit to paint a mural?'));
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.message).toContain('Many cities require a mural permit or design review');
    expect(reply.message).toContain('/help/wall-owner-safety');
    expect(reply.message).not.toContain('## ');
    expect(reply.sources).toEqual([
      { title: 'Permits, insurance and wall prep', slug: 'wall-owner-safety', url: '/help/wall-owner-safety' },
    ]);
  });

  it('answers a question the FAQ covers with the curated answer, its facts taken from the shared constants', async () => {
    const { cookie } = await registerUser(t.app);
    const fee = (await ask(cookie, question('How much is the platform fee?'))).json();
    expect(fee.message).toContain(`flat ${PLATFORM_FEE_PERCENT}% platform fee`);
    expect(fee.sources.map((s: { slug: string }) => s.slug)).toEqual(['payments-and-escrow']);
    const verification = (await ask(cookie, question('what does verification cost'))).json();
    expect(verification.message).toContain(`$${(VERIFICATION_FEE_CENTS / 100).toFixed(2)}`);
  });

  it('points to the help center and the contact page when nothing matches', async () => {
    const { cookie } = await registerUser(t.app);
    const reply = (await ask(cookie, question('What is the weather like in Paris today?'))).json();
    expect(reply).toEqual({ message: NO_MATCH_REPLY, sources: [] });
    expect(reply.message).toContain('/help-center');
    expect(reply.message).toContain('/contact');
  });

  it('reads a follow-up without topic words in the context of the previous question', async () => {
    const { cookie } = await registerUser(t.app);
    const reply = (
      await ask(cookie, [
        { role: 'user', content: 'Tell me about referrals' },
        { role: 'assistant', content: 'Share your personal code from the Referrals page.' },
        { role: 'user', content: 'and then what?' },
      ])
    ).json();
    expect(reply.sources.map((s: { slug: string }) => s.slug)).toEqual(['referrals']);
  });

  it('keeps odd characters in a question from breaking the search', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await ask(cookie, question("escrow?! ' \\ & | ! :* <-> () ''"));
    expect(response.statusCode).toBe(200);
    expect(response.json().sources.map((s: { slug: string }) => s.slug)).toEqual(['payments-and-escrow']);
  });
});

describe('POST /api/chat limits', () => {
  it('refuses a message over 2,000 characters with 400 naming the field', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await ask(cookie, question('a'.repeat(2001)));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('messages.0.content: Each message must be at most 2,000 characters');
  });

  it('refuses a conversation of more than 30 messages with 400', async () => {
    const { cookie } = await registerUser(t.app);
    const messages: Message[] = Array.from({ length: 31 }, (_, i) => ({
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: `message ${i}`,
    }));
    const response = await ask(cookie, messages);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^messages: A conversation holds at most 30 messages/);
  });

  it('refuses a blank last message, a last message that is not the user’s, and an empty conversation with 400', async () => {
    const { cookie } = await registerUser(t.app);
    const blank = await ask(cookie, question('   \n '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('messages.0.content: Write a question first');
    const assistantLast = await ask(cookie, [...question('Hi'), { role: 'assistant', content: 'Hello!' }]);
    expect(assistantLast.statusCode).toBe(400);
    expect(assistantLast.json().message).toBe('messages.1.role: The last message must be from the user');
    expect((await ask(cookie, [])).json().message).toBe('messages: Send at least one message');
  });

  it('answers 401 to a signed-out visitor', async () => {
    expect((await ask(undefined, question('How much is the platform fee?'))).statusCode).toBe(401);
  });

  it('answers 429 once a user goes over the per-minute limit, without slowing down anyone else', async () => {
    const alice = await registerUser(t.app);
    for (let i = 0; i < RATE_LIMIT; i += 1) expect((await ask(alice.cookie, question('escrow'))).statusCode).toBe(200);
    const limited = await ask(alice.cookie, question('escrow'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/too fast/);
    const bob = await registerUser(t.app);
    expect((await ask(bob.cookie, question('escrow'))).statusCode).toBe(200);
  });
});
