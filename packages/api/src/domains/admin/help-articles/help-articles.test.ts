import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie, roleSessionCookie } from '../../../../test/admins';
import { registerUser } from '../../../../test/fixtures';
import { insertHelpContent } from '../../../../test/help-content';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let root: string;
let operator: string;
let viewer: string;
let user: string;
beforeAll(async () => {
  t = await createTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: '100' });
  await insertHelpContent(t.database.db);
  root = await adminSessionCookie(t.database.db);
  operator = await roleSessionCookie(t.database.db, 'operator');
  viewer = await roleSessionCookie(t.database.db, 'viewer');
  user = (await registerUser(t.app)).cookie;
});
afterAll(async () => t.close());

type Article = Outputs['admin']['helpArticle'];

const admin = (cookie: string, method: 'GET' | 'POST' | 'PATCH', path = '', payload?: object) =>
  call(t.app, cookie, { method, url: `/api/admin/help-articles${path}`, ...(payload ? { payload } : {}) });
const create = (cookie: string, payload: object) => admin(cookie, 'POST', '', payload);
const publicGet = (slug: string) => t.app.inject({ method: 'GET', url: `/api/help-articles/${slug}` });
const publicSlugs = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/help-articles?limit=100${query}` }))
    .json<{ items: { slug: string }[] }>()
    .items.map((a) => a.slug);
const ask = async (content: string) =>
  (
    await call(t.app, user, { method: 'POST', url: '/api/chat', payload: { messages: [{ role: 'user', content }] } })
  ).json<{ message: string; sources: { slug: string }[] }>();
const auditRows = (id: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'before', 'after'])
    .where('target_type', '=', 'help_article')
    .where('target_id', '=', id)
    .orderBy('id')
    .execute();

const GLAZE = {
  title: 'Zephyrine glaze for outdoor murals',
  category: 'artists',
  previewText: 'Sealing a finished wall against the weather.',
  content: '## Why glaze\nZephyrine glaze keeps colours bright through winters.\n- Two coats\n- Dry for a day',
  muralImageUrl: 'https://images.example.com/glaze.jpg',
};
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('a draft', () => {
  it('is created unpublished with a slug from its title, and hidden from the help center and the assistant', async () => {
    const response = await create(operator, GLAZE);
    expect(response.statusCode).toBe(201);
    const article = json<Article>(response);
    expect(article).toMatchObject({
      slug: 'zephyrine-glaze-for-outdoor-murals',
      title: GLAZE.title,
      category: 'artists',
      previewText: GLAZE.previewText,
      content: GLAZE.content,
      muralImageUrl: GLAZE.muralImageUrl,
      published: false,
      publishedAt: null,
    });

    expect(await publicSlugs()).not.toContain(article.slug);
    expect(await publicSlugs('&search=zephyrine')).toEqual([]);
    const page = await publicGet(article.slug);
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe('Article not found');
    const reply = await ask('How do I use zephyrine glaze?');
    expect(reply.sources.map((s) => s.slug)).not.toContain(article.slug);
    expect(reply.message).not.toContain('Zephyrine glaze keeps colours bright');

    expect(await auditRows(article.id)).toEqual([
      {
        action: 'help_article.create',
        before: null,
        after: {
          slug: article.slug,
          title: GLAZE.title,
          category: 'artists',
          content: `${GLAZE.content.length} characters`,
          published: false,
        },
      },
    ]);
  });

  it('becomes visible when published and hidden again when unpublished, each step audited once', async () => {
    const { id, slug } = json<Article>(
      await create(operator, { ...GLAZE, title: 'Quartzite primer', content: 'Quartzite primer grips brick.' }),
    );
    const published = await admin(operator, 'POST', `/${id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(json<Article>(published)).toMatchObject({ published: true, publishedAt: expect.any(String) });
    expect((await admin(operator, 'POST', `/${id}/publish`)).statusCode).toBe(200);

    expect(await publicSlugs()).toContain(slug);
    expect(await publicSlugs('&search=quartzite')).toEqual([slug]);
    expect((await publicGet(slug)).json()).toMatchObject({ slug, content: 'Quartzite primer grips brick.' });
    const reply = await ask('Which quartzite primer grips brick?');
    expect(reply.sources.map((s) => s.slug)).toContain(slug);

    expect(json<Article>(await admin(root, 'POST', `/${id}/unpublish`)).published).toBe(false);
    expect((await publicGet(slug)).statusCode).toBe(404);
    expect((await ask('Which quartzite primer grips brick?')).sources.map((s) => s.slug)).not.toContain(slug);
    expect((await auditRows(id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['help_article.create', null, expect.any(Object)],
      ['help_article.publish', { published: false }, { published: true }],
      ['help_article.unpublish', { published: true }, { published: false }],
    ]);
  });

  it('keeps a seeded FAQ answer but drops its link while the article it points to is a draft', async () => {
    const { id } = await t.database.db
      .selectFrom('help_articles')
      .select('id')
      .where('slug', '=', 'payments-and-escrow')
      .executeTakeFirstOrThrow();
    expect((await ask('How much is the platform fee?')).sources.map((s) => s.slug)).toEqual(['payments-and-escrow']);
    await admin(operator, 'POST', `/${id}/unpublish`);
    const reply = await ask('How much is the platform fee?');
    expect(reply.sources).toEqual([]);
    expect(reply.message).not.toContain('/help/payments-and-escrow');
    await admin(operator, 'POST', `/${id}/publish`);
  });
});

describe('POST /api/admin/help-articles', () => {
  it('publishes at once with publish: true, under the slug given', async () => {
    const response = await create(root, { ...GLAZE, title: 'Cold walls', slug: 'cold-walls', publish: true });
    expect(json<Article>(response)).toMatchObject({ slug: 'cold-walls', published: true });
    expect((await publicGet('cold-walls')).statusCode).toBe(200);
  });

  it('answers 409 for a slug in use, given or made from the title', async () => {
    const given = await create(operator, { ...GLAZE, slug: 'referrals' });
    expect(given.statusCode).toBe(409);
    expect(given.json().message).toMatch(/^slug: Another article already lives at \/help\/referrals/);
    expect((await create(operator, { ...GLAZE, title: 'Cold walls' })).statusCode).toBe(409);
  });

  it('refuses what the editor would refuse, with 400 naming the field, and stores nothing', async () => {
    const before = await t.database.db.selectFrom('help_articles').select('id').execute();
    const cases: [object, RegExp][] = [
      [{ ...GLAZE, title: '  ' }, /^title: Title is required/],
      [{ ...GLAZE, category: 'shop' }, /^category: /],
      [{ ...GLAZE, content: '' }, /^content: Content is required/],
      [{ ...GLAZE, content: 'x'.repeat(50_001) }, /^content: Content must be at most 50000 characters/],
      [{ ...GLAZE, slug: 'Not A Slug' }, /^slug: Slug may hold lowercase letters/],
      [{ ...GLAZE, previewText: 'x'.repeat(301) }, /^previewText: Preview must be at most 300 characters/],
      [{ ...GLAZE, muralImageUrl: 'javascript:alert(1)' }, /^muralImageUrl: Image URL must be an uploaded image/],
      [{ ...GLAZE, muralImageUrl: 'http://images.example.com/a.jpg' }, /^muralImageUrl: /],
      [{ ...GLAZE, muralImageUrl: '/api/logout' }, /^muralImageUrl: /],
    ];
    for (const [payload, message] of cases) {
      const response = await create(operator, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await t.database.db.selectFrom('help_articles').select('id').execute()).toHaveLength(before.length);
  });
});

describe('PATCH /api/admin/help-articles/{id}', () => {
  it('changes the fields sent, audits them before and after, and records nothing when nothing changes', async () => {
    const { id } = json<Article>(await create(operator, { ...GLAZE, title: 'Edit me', slug: 'edit-me' }));
    const edited = await admin(operator, 'PATCH', `/${id}`, {
      title: 'Edited',
      slug: 'edited',
      content: 'New text.',
      muralImageUrl: '',
      category: 'artists',
    });
    expect(edited.statusCode).toBe(200);
    expect(json<Article>(edited)).toMatchObject({
      title: 'Edited',
      slug: 'edited',
      content: 'New text.',
      muralImageUrl: null,
      category: 'artists',
      previewText: GLAZE.previewText,
    });
    expect((await admin(operator, 'PATCH', `/${id}`, { title: 'Edited' })).statusCode).toBe(200);
    const rows = await auditRows(id);
    expect(rows.map((row) => [row.action, row.before, row.after]).slice(1)).toEqual([
      [
        'help_article.update',
        {
          title: 'Edit me',
          slug: 'edit-me',
          content: `${GLAZE.content.length} characters`,
          muralImageUrl: GLAZE.muralImageUrl,
        },
        { title: 'Edited', slug: 'edited', content: '9 characters', muralImageUrl: null },
      ],
    ]);
  });

  it('answers 409 for a slug in use, 400 for an empty edit and 404 for an unknown article', async () => {
    const { id } = json<Article>(await create(operator, { ...GLAZE, title: 'Slug clash', slug: 'slug-clash' }));
    const clash = await admin(operator, 'PATCH', `/${id}`, { slug: 'referrals' });
    expect(clash.statusCode).toBe(409);
    const empty = await admin(operator, 'PATCH', `/${id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Send at least one of title/);
    expect((await admin(operator, 'PATCH', `/${UNKNOWN}`, { title: 'Nobody' })).statusCode).toBe(404);
    expect((await admin(operator, 'POST', `/${UNKNOWN}/publish`)).statusCode).toBe(404);
    expect((await admin(operator, 'GET', `/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await admin(operator, 'GET', '/not-an-id')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/help-articles', () => {
  it('lists drafts and published articles with their state, searchable and filtered, with the total', async () => {
    await create(operator, { ...GLAZE, title: 'Lonely draft', slug: 'lonely-draft' });
    const all = json<Outputs['admin']['helpArticles']>(await admin(viewer, 'GET', '?limit=100'));
    const bySlug = new Map(all.items.map((a) => [a.slug, a]));
    expect(bySlug.get('lonely-draft')?.published).toBe(false);
    expect(bySlug.get('referrals')?.published).toBe(true);
    expect(all.total.count).toBe(all.items.length);
    expect(all.items[0]?.slug).toBe('lonely-draft');

    const drafts = json<Outputs['admin']['helpArticles']>(await admin(viewer, 'GET', '?state=draft&limit=100'));
    expect(drafts.items.every((a) => !a.published)).toBe(true);
    const found = json<Outputs['admin']['helpArticles']>(await admin(viewer, 'GET', '?search=LONELY'));
    expect(found.items.map((a) => a.slug)).toEqual(['lonely-draft']);
    expect((await admin(viewer, 'GET', '?state=secret')).statusCode).toBe(400);
  });
});

describe('a viewer', () => {
  it('reads articles but cannot write, publish or unpublish them (403), and nothing is recorded', async () => {
    const { id } = json<Article>(await create(operator, { ...GLAZE, title: 'Viewer', slug: 'viewer-test' }));
    expect((await admin(viewer, 'GET', `/${id}`)).statusCode).toBe(200);
    for (const [method, path, payload] of [
      ['POST', '', { ...GLAZE, slug: 'by-viewer' }],
      ['PATCH', `/${id}`, { title: 'By viewer' }],
      ['POST', `/${id}/publish`, undefined],
      ['POST', `/${id}/unpublish`, undefined],
    ] as const) {
      const response = await admin(viewer, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
    expect(await auditRows(id)).toHaveLength(1);
    expect(json<Article>(await admin(root, 'GET', `/${id}`))).toMatchObject({ title: 'Viewer', published: false });
    expect((await call(t.app, user, { method: 'GET', url: '/api/admin/help-articles' })).statusCode).toBe(401);
  });
});
