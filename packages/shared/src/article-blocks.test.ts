import { describe, expect, it } from 'vitest';
import { headingId, parseArticle } from './article-blocks';

describe('parseArticle', () => {
  it("reads '## ' as a heading, '### ' as a subheading, '- ' lines as one list, and other lines as paragraphs", () => {
    const content = [
      '## Escrow in short',
      'Money is held.',
      '### Statuses',
      '- Pending',
      '- Escrowed',
      '',
      'After the list.',
      '- Another list',
    ].join('\n');
    expect(parseArticle(content)).toEqual([
      { kind: 'heading', text: 'Escrow in short' },
      { kind: 'paragraph', text: 'Money is held.' },
      { kind: 'subheading', text: 'Statuses' },
      { kind: 'list', items: ['Pending', 'Escrowed'] },
      { kind: 'paragraph', text: 'After the list.' },
      { kind: 'list', items: ['Another list'] },
    ]);
  });

  it('treats markers without their space, and missing content, as plain text or nothing', () => {
    expect(parseArticle('##No space\n-Not a bullet\r\n#### Deep')).toEqual([
      { kind: 'paragraph', text: '##No space' },
      { kind: 'paragraph', text: '-Not a bullet' },
      { kind: 'paragraph', text: '#### Deep' },
    ]);
    expect(parseArticle(null)).toEqual([]);
  });
});

describe('headingId', () => {
  it('makes a link target of a heading, without its number', () => {
    expect(headingId('4. Escrow and the platform fee')).toBe('escrow-and-the-platform-fee');
    expect(headingId('Cookies & similar tools')).toBe('cookies-similar-tools');
  });
});
