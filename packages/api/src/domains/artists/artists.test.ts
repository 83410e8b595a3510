import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/fixtures';
import { normalizeUnavailableDates } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function newUser(userType?: 'artist' | 'brand' | 'wall_owner', firstName = 'Ada') {
  const registered = await registerUser(t.app, { firstName });
  if (userType)
    await call(t.app, registered.cookie, {
      method: 'PATCH',
      url: `/api/users/${registered.user.id}`,
      payload: { userType },
    });
  return registered;
}

const profileUrl = (id: string) => `/api/artists/${id}/profile`;

describe('artist profiles', () => {
  it('an artist creates their profile: specialties trimmed, merged regardless of case and sorted; rates in whole dollars', async () => {
    const { cookie, user } = await newUser('artist');
    const response = await call(t.app, cookie, {
      method: 'POST',
      url: profileUrl(user.id),
      payload: {
        specialties: [' Street Art', 'abstract', 'Abstract ', 'Graffiti'],
        hourlyRate: '75',
        projectRate: 2500,
        yearsExperience: '6',
        availability: 'limited',
        portfolioUrl: 'https://ada.example.com',
        portfolioImages: [],
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      specialties: ['Abstract', 'Graffiti', 'Street Art'],
      rates: { hourly: '75.00', project: '2500.00' },
      hourlyRate: 75,
      projectRate: 2500,
      yearsExperience: 6,
      availability: 'limited',
      completedProjects: 0,
      rating: null,
    });
    const row = await t.database.db
      .selectFrom('artist_profiles')
      .select(['hourly_rate_cents'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.hourly_rate_cents).toBe(7500);
    const read = await t.app.inject({ method: 'GET', url: profileUrl(user.id) });
    expect(read.statusCode).toBe(200);
    expect(read.json().portfolioUrl).toBe('https://ada.example.com');
  });

  it('creating the profile twice answers 409 and keeps the first', async () => {
    const { cookie, user } = await newUser('artist');
    expect(
      (await call(t.app, cookie, { method: 'POST', url: profileUrl(user.id), payload: { yearsExperience: 3 } }))
        .statusCode,
    ).toBe(201);
    const again = await call(t.app, cookie, {
      method: 'POST',
      url: profileUrl(user.id),
      payload: { yearsExperience: 9 },
    });
    expect(again.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: profileUrl(user.id) })).json().yearsExperience).toBe(3);
  });

  it('updating a profile that does not exist answers 404; once created, PATCH changes only the fields sent', async () => {
    const { cookie, user } = await newUser('artist');
    const missing = await call(t.app, cookie, {
      method: 'PATCH',
      url: profileUrl(user.id),
      payload: { hourlyRate: 50 },
    });
    expect(missing.statusCode).toBe(404);
    await call(t.app, cookie, {
      method: 'POST',
      url: profileUrl(user.id),
      payload: { hourlyRate: 50, story: 'Walls since 2010' },
    });
    const patched = await call(t.app, cookie, {
      method: 'PATCH',
      url: profileUrl(user.id),
      payload: { hourlyRate: 0, projectRate: '' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      rates: { hourly: '0.00', project: null },
      hourlyRate: 0,
      projectRate: null,
      story: 'Walls since 2010',
    });
  });

  it("refuses to write someone else's artist profile with 403", async () => {
    const owner = await newUser('artist');
    const other = await newUser('artist');
    for (const method of ['POST', 'PATCH'] as const) {
      const response = await call(t.app, other.cookie, {
        method,
        url: profileUrl(owner.user.id),
        payload: { yearsExperience: 1 },
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: profileUrl(owner.user.id) })).statusCode).toBe(404);
  });

  it('refuses an artist profile to a user without an artist profile type with 403', async () => {
    const brand = await newUser('brand');
    const response = await call(t.app, brand.cookie, {
      method: 'POST',
      url: profileUrl(brand.user.id),
      payload: { yearsExperience: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/Only artists/);
  });

  it('refuses negative, fractional and non-numeric numbers with 400 naming the field', async () => {
    const { cookie, user } = await newUser('artist');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ hourlyRate: -5 }, /^hourlyRate: Hourly rate must be a whole number/],
      [{ projectRate: '12.5' }, /^projectRate: Project rate must be a whole number/],
      [{ yearsExperience: 'ten' }, /^yearsExperience: Years of experience must be a whole number/],
      [{ yearsExperience: 2.5 }, /^yearsExperience: /],
      [{ specialties: ['Mural', '   '] }, /^specialties\.1: Specialty cannot be empty/],
      [{ availability: 'sometimes' }, /^availability: /],
      [{ portfolioUrl: 'ftp://files' }, /^portfolioUrl: Portfolio URL must start with http/],
      [{ portfolioImages: ['javascript:alert(1)'] }, /^portfolioImages\.0: Image URL must be/],
    ];
    for (const [payload, message] of cases) {
      const response = await call(t.app, cookie, { method: 'POST', url: profileUrl(user.id), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await t.app.inject({ method: 'GET', url: profileUrl(user.id) })).statusCode).toBe(404);
  });

  it('answers 401 to a signed-out write and 404 for an unknown artist', async () => {
    const { user } = await newUser('artist');
    expect((await t.app.inject({ method: 'POST', url: profileUrl(user.id), payload: {} })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: profileUrl('00000000-0000-4000-8000-000000000000') })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: profileUrl('not-a-uuid') })).statusCode).toBe(404);
  });
});

describe('gallery', () => {
  it('replaces the whole gallery each time, keeping order and dropping exact repeats, creating the profile if needed', async () => {
    const { cookie, user } = await newUser('artist');
    const url = `/api/artists/${user.id}/gallery`;
    const first = await call(t.app, cookie, {
      method: 'PUT',
      url,
      payload: { images: ['/media/uploads/a.png', 'https://cdn.example.com/b.jpg', '/media/uploads/a.png'] },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().portfolioImages).toEqual(['/media/uploads/a.png', 'https://cdn.example.com/b.jpg']);
    const second = await call(t.app, cookie, {
      method: 'PUT',
      url,
      payload: { images: ['https://cdn.example.com/b.jpg'] },
    });
    expect(second.json().portfolioImages).toEqual(['https://cdn.example.com/b.jpg']);
  });

  it("refuses someone else's gallery (403), non-image URLs and more than 30 images (400)", async () => {
    const owner = await newUser('artist');
    const other = await newUser('artist');
    const url = `/api/artists/${owner.user.id}/gallery`;
    expect((await call(t.app, other.cookie, { method: 'PUT', url, payload: { images: [] } })).statusCode).toBe(403);
    const bad = await call(t.app, owner.cookie, {
      method: 'PUT',
      url,
      payload: { images: ['data:image/png;base64,AAAA'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^images\.0: /);
    const many = Array.from({ length: 31 }, (_, i) => `/media/uploads/${i}.png`);
    expect((await call(t.app, owner.cookie, { method: 'PUT', url, payload: { images: many } })).statusCode).toBe(400);
  });
});

describe('unavailable dates', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('stores the full list deduplicated and sorted, replacing the previous one', async () => {
    const { cookie, user } = await newUser('artist');
    const url = `/api/artists/${user.id}/unavailable-dates`;
    const response = await call(t.app, cookie, {
      method: 'PUT',
      url,
      payload: { dates: [day(10), day(3), day(10), day(5)] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().dates).toEqual([day(3), day(5), day(10)]);
    await call(t.app, cookie, { method: 'PUT', url, payload: { dates: [day(7)] } });
    expect((await t.app.inject({ method: 'GET', url: profileUrl(user.id) })).json().unavailableDates).toEqual([day(7)]);
    expect((await call(t.app, cookie, { method: 'PUT', url, payload: { dates: [] } })).json().dates).toEqual([]);
  });

  it('refuses impossible dates, dates over two years ahead and malformed text with 400 naming the entry', async () => {
    const { cookie, user } = await newUser('artist');
    const url = `/api/artists/${user.id}/unavailable-dates`;
    const cases: [string[], RegExp][] = [
      [[day(1), '2031-02-30'], /^dates\.1: 2031-02-30 is not a calendar date/],
      [[day(800)], /^dates\.0: .* more than two years ahead/],
      [['next tuesday'], /^dates\.0: Dates must be written YYYY-MM-DD/],
    ];
    for (const [dates, message] of cases) {
      const response = await call(t.app, cookie, { method: 'PUT', url, payload: { dates } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('drops days before yesterday instead of refusing them, so a stale list can be saved again', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(normalizeUnavailableDates(['2026-03-01', '2026-03-09', '2026-03-12'], now)).toEqual([
      '2026-03-09',
      '2026-03-12',
    ]);
  });

  it("refuses someone else's dates (403) and a user who is not an artist (403)", async () => {
    const owner = await newUser('artist');
    const other = await newUser('artist');
    const brand = await newUser('brand');
    expect(
      (
        await call(t.app, other.cookie, {
          method: 'PUT',
          url: `/api/artists/${owner.user.id}/unavailable-dates`,
          payload: { dates: [] },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(t.app, brand.cookie, {
          method: 'PUT',
          url: `/api/artists/${brand.user.id}/unavailable-dates`,
          payload: { dates: [] },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/artists', () => {
  it('lists artists only, filters by search and specialty, and pages without overlap', async () => {
    const a = await newUser('artist', 'Zelda');
    await call(t.app, a.cookie, {
      method: 'POST',
      url: profileUrl(a.user.id),
      payload: { specialties: ['Lettering'] },
    });
    await newUser('brand', 'Zelda');
    const found = (await t.app.inject({ method: 'GET', url: '/api/artists?search=zeld' })).json().items;
    expect(found.map((x: { id: string }) => x.id)).toEqual([a.user.id]);
    expect(found[0].rates).toEqual({ hourly: null, project: null });
    const bySpecialty = (await t.app.inject({ method: 'GET', url: '/api/artists?specialty=lettering' })).json().items;
    expect(bySpecialty.map((x: { id: string }) => x.id)).toEqual([a.user.id]);
    const page1 = (await t.app.inject({ method: 'GET', url: '/api/artists?limit=2' })).json();
    const page2 = (
      await t.app.inject({ method: 'GET', url: `/api/artists?limit=2&cursor=${page1.nextCursor}` })
    ).json();
    expect(page1.items).toHaveLength(2);
    expect(page2.items.length).toBeGreaterThan(0);
    expect(page1.items.map((x: { id: string }) => x.id)).not.toContain(page2.items[0]?.id);
  });

  it('refuses a limit above 100 with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/artists?limit=101' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('limit: limit must be at most 100');
    const forged = await t.app.inject({ method: 'GET', url: '/api/artists?cursor=bm9wZQ' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/^cursor: /);
  });
});
