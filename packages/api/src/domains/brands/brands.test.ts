import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function newUser(userType?: 'artist' | 'brand' | 'wall_owner') {
  const registered = await registerUser(t.app);
  if (userType)
    await call(t.app, registered.cookie, {
      method: 'PATCH',
      url: `/api/users/${registered.user.id}`,
      payload: { userType },
    });
  return registered;
}

const profileUrl = (id: string) => `/api/brands/${id}/profile`;
const required = { companyName: 'Fizz Cola', industry: 'FOOD + BEVERAGE', budget: '$5,000.50' };

describe('brand profiles', () => {
  it('a brand creates its profile: budget text stored in cents and answered as dollars, size and timeline defaulted', async () => {
    const { cookie, user } = await newUser('brand');
    const response = await call(t.app, cookie, {
      method: 'POST',
      url: profileUrl(user.id),
      payload: { ...required, preferredStyles: [], pastProjects: null, website: null },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      companyName: 'Fizz Cola',
      budget: '5000.50',
      companySize: 'medium',
      timeline: 'moderate',
      pastProjects: 0,
      website: null,
    });
    const row = await t.database.db
      .selectFrom('brand_profiles')
      .select('budget_cents')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.budget_cents).toBe(500050);
  });

  it('requires company name, industry and budget on creation, naming each field', async () => {
    const { cookie, user } = await newUser('brand');
    const cases: [Record<string, unknown>, string][] = [
      [{ industry: 'Tech', budget: 100 }, 'companyName: Company name is required'],
      [{ companyName: 'X', industry: '  ', budget: 100 }, 'industry: Industry is required'],
      [{ companyName: 'X', industry: 'Tech' }, 'budget: Budget is required'],
      [{ companyName: 'X', industry: 'Tech', budget: '' }, 'budget: Budget is required'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(t.app, cookie, { method: 'POST', url: profileUrl(user.id), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses a negative or non-numeric budget and unknown size or timeline with 400 naming the field', async () => {
    const { cookie, user } = await newUser('brand');
    for (const [payload, field] of [
      [{ ...required, budget: -10 }, 'budget'],
      [{ ...required, budget: 'lots' }, 'budget'],
      [{ ...required, companySize: 'huge' }, 'companySize'],
      [{ ...required, timeline: 'someday' }, 'timeline'],
      [{ ...required, pastProjects: -1 }, 'pastProjects'],
      [{ ...required, companyLogo: 'file:///etc/passwd' }, 'companyLogo'],
    ] as const) {
      const response = await call(t.app, cookie, { method: 'POST', url: profileUrl(user.id), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message.startsWith(`${field}: `)).toBe(true);
    }
  });

  it('POST twice answers 409; PATCH without a profile answers 404, and with one changes only what is sent', async () => {
    const { cookie, user } = await newUser('brand');
    expect(
      (await call(t.app, cookie, { method: 'PATCH', url: profileUrl(user.id), payload: { industry: 'Tech' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, cookie, { method: 'POST', url: profileUrl(user.id), payload: required })).statusCode,
    ).toBe(201);
    expect(
      (await call(t.app, cookie, { method: 'POST', url: profileUrl(user.id), payload: required })).statusCode,
    ).toBe(409);
    const patched = await call(t.app, cookie, {
      method: 'PATCH',
      url: profileUrl(user.id),
      payload: { companySize: 'enterprise', timeline: 'urgent', budget: 12000 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      companyName: 'Fizz Cola',
      companySize: 'enterprise',
      timeline: 'urgent',
      budget: '12000.00',
    });
    const cleared = await call(t.app, cookie, {
      method: 'PATCH',
      url: profileUrl(user.id),
      payload: { companyName: '' },
    });
    expect(cleared.statusCode).toBe(400);
  });

  it("refuses someone else's brand profile and a user without a brand profile type with 403", async () => {
    const brand = await newUser('brand');
    const other = await newUser('brand');
    const artist = await newUser('artist');
    expect(
      (await call(t.app, other.cookie, { method: 'POST', url: profileUrl(brand.user.id), payload: required }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, artist.cookie, { method: 'POST', url: profileUrl(artist.user.id), payload: required }))
        .statusCode,
    ).toBe(403);
  });
});

describe('reading brands', () => {
  it('GET /brands/{id} answers the public user with brandProfile, 404 for a user who is not a brand', async () => {
    const { cookie, user } = await newUser('brand');
    expect((await t.app.inject({ method: 'GET', url: `/api/brands/${user.id}` })).json().brandProfile).toBeNull();
    await call(t.app, cookie, { method: 'POST', url: profileUrl(user.id), payload: required });
    const response = await t.app.inject({ method: 'GET', url: `/api/brands/${user.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      userTypes: ['brand'],
      brandProfile: { companyName: 'Fizz Cola' },
    });
    expect(response.json()).not.toHaveProperty('email');
    const artist = await newUser('artist');
    expect((await t.app.inject({ method: 'GET', url: `/api/brands/${artist.user.id}` })).statusCode).toBe(404);
  });

  it('GET /brands lists brands by company name, searchable, bounded at 100', async () => {
    const { cookie, user } = await newUser('brand');
    await call(t.app, cookie, {
      method: 'POST',
      url: profileUrl(user.id),
      payload: { ...required, companyName: 'Quixotic Paints' },
    });
    const found = (await t.app.inject({ method: 'GET', url: '/api/brands?search=quixotic' })).json().items;
    expect(found).toEqual([expect.objectContaining({ id: user.id, companyName: 'Quixotic Paints' })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/brands?limit=500' })).statusCode).toBe(400);
  });

  it("a brand's budget stays private: the public profile and GET /brands/{id} answer null, its owner still reads it", async () => {
    const { cookie, user } = await newUser('brand');
    await call(t.app, cookie, { method: 'POST', url: profileUrl(user.id), payload: required });
    const viewer = await newUser('artist');
    for (const url of [`/api/users/${user.id}`, `/api/brands/${user.id}`]) {
      const response = await call(t.app, viewer.cookie, { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json().brandProfile).toMatchObject({ companyName: 'Fizz Cola' });
      expect(response.json().brandProfile.budget).toBeNull();
      expect(response.body).not.toContain('5000.50');
    }
    const me = await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' });
    expect(me.json().brandProfile).toMatchObject({ budget: '5000.50' });
  });
});
