import { HELP_ARTICLES } from '@wallcraft/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHelpContent } from '../../../test/help-content';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertHelpContent(t.database.db);
});
afterAll(async () => t.close());

const list = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/help-articles${query}` });
  const json = response.json();
  // A page's items, or the error.
  return {
    status: response.statusCode,
    body: response.statusCode === 200 ? json.items : json,
    nextCursor: json.nextCursor as string | null,
  };
};
const slugs = (articles: { slug: string }[]) => articles.map((a) => a.slug);

describe('GET /api/help-articles', () => {
  it('lists every article as a card (no content) by title, open to signed-out visitors', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toHaveLength(HELP_ARTICLES.length);
    expect(body.map((a: { title: string }) => a.title)).toEqual(HELP_ARTICLES.map((a) => a.title).sort());
    expect(Object.keys(body[0]).sort()).toEqual(['category', 'id', 'muralImageUrl', 'previewText', 'slug', 'title']);
  });

  it('filters by category', async () => {
    const { body } = await list('?category=walls');
    expect(slugs(body).sort()).toEqual(
      HELP_ARTICLES.filter((a) => a.category === 'walls')
        .map((a) => a.slug)
        .sort(),
    );
  });

  it('searches titles and content with every word required, best match first', async () => {
    expect(slugs((await list('?search=escrow')).body)[0]).toBe('payments-and-escrow');
    expect(slugs((await list(`?search=${encodeURIComponent('mural permit')}`)).body)).toEqual(['wall-owner-safety']);
    expect((await list('?search=escrow&category=walls')).body).toEqual([]);
  });

  it('matches words by prefix so results appear while typing', async () => {
    expect(slugs((await list('?search=verif')).body)).toContain('brand-verification');
    expect(slugs((await list('?search=insur')).body)).toEqual(['wall-owner-safety']);
  });

  it('matches nothing for a search with no searchable words, without failing on odd characters', async () => {
    expect(await list(`?search=${encodeURIComponent("the ' \\ & | !")}`)).toEqual({
      status: 200,
      body: [],
      nextCursor: null,
    });
  });

  it('pages with limit and nextCursor', async () => {
    const first = await list('?limit=5');
    const second = (await list(`?limit=5&cursor=${first.nextCursor}`)).body;
    expect(first.body).toHaveLength(5);
    expect(second.length).toBeGreaterThan(0);
    expect(slugs(first.body).filter((s) => slugs(second).includes(s))).toEqual([]);
    expect((await list('?limit=101')).status).toBe(400);
  });

  it('refuses an unknown category with 400 naming the field', async () => {
    const { status, body } = await list('?category=shop');
    expect(status).toBe(400);
    expect(body.message).toMatch(/^category: /);
  });
});

describe('GET /api/help-articles/{slug}', () => {
  it('returns the article with its content', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/help-articles/referrals' });
    expect(response.statusCode).toBe(200);
    const seeded = HELP_ARTICLES.find((a) => a.slug === 'referrals');
    expect(response.json()).toMatchObject({
      slug: 'referrals',
      title: seeded?.title,
      category: 'general',
      content: seeded?.content,
    });
  });

  it("answers 404 'Article not found' for an unknown slug", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/help-articles/no-such-article' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Article not found');
  });
});
