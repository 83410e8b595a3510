import { PLATFORM_FEE_PERCENT, VERIFICATION_FEE_CENTS } from '@wallcraft/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHelpContent } from '../../../test/help-content';
import { registerUser } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: '100' });
  await insertHelpContent(t.database.db);
  ({ cookie } = await registerUser(t.app));
});
afterAll(async () => t.close());

const ask = async (content: string) => {
  const response = await call(t.app, cookie, {
    method: 'POST',
    url: '/api/chat',
    payload: { messages: [{ role: 'user', content }] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<Outputs['chat']['send']>(response);
};

/** A markdown link to the help article, as the chat renders links. */
const linkTo = (slug: string) => new RegExp(`\\[[^\\]]+\\]\\(/help/${slug}\\)`);

describe('the assistant answers the common questions from the help content, with a link', () => {
  it('refunds: the whole amount back before the work starts, the fee only taken on release', async () => {
    const reply = await ask('How do refunds work?');
    expect(reply.message).toContain('refunded while the project has not started');
    expect(reply.message).toContain(`the ${PLATFORM_FEE_PERCENT}% fee is only taken when money is released`);
    expect(reply.message).toMatch(linkTo('refunds-and-disputes'));
    expect(reply.sources.map((source) => source.slug)).toEqual(['refunds-and-disputes']);
  });

  it('fees: the 5% platform fee with a worked example', async () => {
    const reply = await ask('What fees does WallCraft charge?');
    expect(reply.message).toContain(`flat ${PLATFORM_FEE_PERCENT}% platform fee`);
    expect(reply.message).toContain('$3,800');
    expect(reply.message).toMatch(linkTo('payments-and-escrow'));
  });

  it('payouts: released after both reviews or 14 days, minus the fee', async () => {
    const reply = await ask('When do I get my payout?');
    expect(reply.message).toContain('14 days after completion');
    expect(reply.message).toContain(`minus the ${PLATFORM_FEE_PERCENT}% platform fee`);
    expect(reply.message).toMatch(linkTo('getting-paid'));
  });

  it('disputes: opened within 14 days while the money is in escrow, decided by an operator', async () => {
    const reply = await ask('How do I open a dispute?');
    expect(reply.message).toContain('within 14 days of completion');
    expect(reply.message).toContain('operator');
    expect(reply.message).toMatch(linkTo('refunds-and-disputes'));
  });

  it('verification: the one-off fee and how long the check takes', async () => {
    const reply = await ask('How does verification work?');
    expect(reply.message).toMatch(
      new RegExp(`\\$${(VERIFICATION_FEE_CENTS / 100).toFixed(2).replace('.', '\\.')}|two business days`),
    );
    expect(reply.message).toMatch(linkTo('brand-verification'));
  });
});
