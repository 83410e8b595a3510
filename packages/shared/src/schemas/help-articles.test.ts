import { describe, expect, it } from 'vitest';
import { slugFromTitle, ZCreateHelpArticleRequest } from './help-articles';

describe('slugFromTitle', () => {
  it('makes lowercase words joined by single hyphens, accents dropped to their letters', () => {
    expect(slugFromTitle('Getting paid: escrow & fees')).toBe('getting-paid-escrow-fees');
    expect(slugFromTitle('  Café murals — São Paulo ')).toBe('cafe-murals-sao-paulo');
  });

  it('falls back to "article" for a title without letters or digits, and stays within 100 characters', () => {
    expect(slugFromTitle('!!!')).toBe('article');
    const long = slugFromTitle('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long).not.toMatch(/-$/);
  });
});

describe('ZCreateHelpArticleRequest', () => {
  const base = { title: 'Title', category: 'general', content: 'Text' };

  it('reads the empty fields of the editor as none: no slug (made from the title), no preview, no image', () => {
    expect(ZCreateHelpArticleRequest.parse({ ...base, slug: '', previewText: '', muralImageUrl: '' })).toEqual({
      ...base,
      slug: undefined,
      previewText: null,
      muralImageUrl: null,
    });
  });

  it('checks the image with the one image rule', () => {
    expect(ZCreateHelpArticleRequest.safeParse({ ...base, muralImageUrl: '/media/a.jpg' }).success).toBe(true);
    expect(ZCreateHelpArticleRequest.safeParse({ ...base, muralImageUrl: 'data:image/png;base64,AA' }).success).toBe(
      false,
    );
  });
});
