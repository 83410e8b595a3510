import { CHAT_MAX_MESSAGES } from '@wallcraft/shared';
import { describe, expect, it } from 'vitest';
import { historyToSend, splitLinks, type ChatEntry } from './conversation';

describe('historyToSend', () => {
  it('sends the whole conversation but leaves out the local connection-error notes', () => {
    const entries: ChatEntry[] = [
      { id: 1, role: 'assistant', content: 'Hey!' },
      { id: 2, role: 'user', content: 'Fees?' },
      { id: 3, role: 'assistant', content: 'SORRY', local: true },
      { id: 4, role: 'user', content: 'Fees?' },
    ];
    expect(historyToSend(entries)).toEqual([
      { role: 'assistant', content: 'Hey!' },
      { role: 'user', content: 'Fees?' },
      { role: 'user', content: 'Fees?' },
    ]);
  });

  it('keeps only the newest messages the API accepts, ending with the latest question', () => {
    const entries: ChatEntry[] = Array.from({ length: 41 }, (_, i) => ({
      id: i,
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: `m${i}`,
    }));
    const sent = historyToSend(entries);
    expect(sent).toHaveLength(CHAT_MAX_MESSAGES);
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'm40' });
  });
});

describe('splitLinks', () => {
  it('finds in-app paths in a reply and leaves the rest as text', () => {
    expect(splitLinks('Read the full article: /help/payments-and-escrow. Or try /contact!')).toEqual([
      { kind: 'text', text: 'Read the full article: ' },
      { kind: 'link', to: '/help/payments-and-escrow', label: '/help/payments-and-escrow', external: false },
      { kind: 'text', text: '. Or try ' },
      { kind: 'link', to: '/contact', label: '/contact', external: false },
      { kind: 'text', text: '!' },
    ]);
  });

  it('turns markdown links into links with their label, in-app or external', () => {
    expect(
      splitLinks(
        'More in [Refunds and disputes](/help/refunds-and-disputes), or see [Stripe](https://stripe.com/docs).',
      ),
    ).toEqual([
      { kind: 'text', text: 'More in ' },
      { kind: 'link', to: '/help/refunds-and-disputes', label: 'Refunds and disputes', external: false },
      { kind: 'text', text: ', or see ' },
      { kind: 'link', to: 'https://stripe.com/docs', label: 'Stripe', external: true },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves brackets that are not links, and other schemes, as text', () => {
    expect(splitLinks('[draft] and [x](javascript:alert(1))')).toEqual([
      { kind: 'text', text: '[draft] and [x](javascript:alert(1))' },
    ]);
  });

  it('does not mistake slashes inside words or numbers for links', () => {
    expect(splitLinks('and/or 1/2 https://example.com/x')).toEqual([
      { kind: 'text', text: 'and/or 1/2 https://example.com/x' },
    ]);
  });
});
