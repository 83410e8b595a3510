import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/fixtures';

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
      payload: { userType, phone: '555-0100', address: '1 Main St' },
    });
  return registered;
}

describe('GET /api/users/{id}', () => {
  it('shows a public profile to anyone, without email, phone or other private fields', async () => {
    const { user } = await newUser('artist');
    const response = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: user.id,
      firstName: 'Ada',
      userType: 'artist',
      userTypes: ['artist'],
      artistProfile: null,
      brandProfile: null,
      walls: [],
      receivedReviews: [],
    });
    for (const key of [
      'email',
      'phone',
      'address',
      'businessEmail',
      'emergencyContactName',
      'emergencyContactPhone',
      'passwordHash',
    ]) {
      expect(body).not.toHaveProperty(key);
    }
    expect(response.body).not.toContain('555-0100');
  });

  it("answers 404 'User not found' for an unknown id and for text that is not an id", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/users/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('User not found');
    }
  });

  it("counts a wall owner's walls, available and featured walls and total views on the server, and lists walls and wall projects", async () => {
    const { user } = await newUser('wall_owner');
    const db = t.database.db;
    const walls = await db
      .insertInto('walls')
      .values([
        { owner_id: user.id, title: 'North face', status: 'available', view_count: 10, featured: true },
        { owner_id: user.id, title: 'Alley', status: 'booked', view_count: 5 },
        { owner_id: user.id, title: 'Roof', status: 'available', view_count: 0 },
      ])
      .returning('id')
      .execute();
    await db
      .insertInto('projects')
      .values({ kind: 'wall', owner_id: user.id, wall_id: walls[0]!.id, title: 'Sunrise mural', budget_cents: 250000 })
      .execute();
    const body = (await t.app.inject({ method: 'GET', url: `/api/users/${user.id}` })).json();
    expect(body.stats).toMatchObject({
      totalWalls: 3,
      availableWalls: 2,
      totalViews: 15,
      featuredWalls: 1,
      wallProjects: 1,
    });
    expect(body.walls[0].title).toBe('North face');
    expect(body.wallProjects).toEqual([
      expect.objectContaining({ title: 'Sunrise mural', budget: '2500.00', status: 'open' }),
    ]);
  });

  it("includes an artist's profile and received reviews with rating, project type and comment", async () => {
    const artist = await newUser('artist');
    const reviewer = await newUser('brand', 'Bianca');
    await call(t.app, artist.cookie, {
      method: 'POST',
      url: `/api/artists/${artist.user.id}/profile`,
      payload: { specialties: ['Mural'], hourlyRate: 80 },
    });
    await t.database.db
      .insertInto('reviews')
      .values([
        {
          reviewer_id: reviewer.user.id,
          reviewee_id: artist.user.id,
          rating: 5,
          comment: 'Stunning work',
          published_at: new Date(),
        },
        {
          reviewer_id: reviewer.user.id,
          reviewee_id: artist.user.id,
          rating: 4,
          comment: null,
          published_at: new Date(),
        },
        // Still hidden (double-blind): neither listed nor counted.
        { reviewer_id: reviewer.user.id, reviewee_id: artist.user.id, rating: 1, comment: 'Hidden for now' },
      ])
      .execute();
    const body = (await t.app.inject({ method: 'GET', url: `/api/users/${artist.user.id}` })).json();
    expect(body.artistProfile).toMatchObject({
      specialties: ['Murals'],
      rates: { hourly: '80.00', project: null },
      hourlyRate: 80,
    });
    expect(body.receivedReviews).toHaveLength(2);
    expect(body.receivedReviews).toContainEqual(
      expect.objectContaining({
        rating: 5,
        projectType: null,
        comment: 'Stunning work',
        reviewer: expect.objectContaining({ firstName: 'Bianca' }),
      }),
    );
    expect(body.stats).toMatchObject({ reviewCount: 2, averageRating: 4.5 });
  });

  it("lists a brand's projects", async () => {
    const { user } = await newUser('brand');
    await t.database.db
      .insertInto('projects')
      .values({ kind: 'brand', owner_id: user.id, title: 'Launch wall', timeline: '2_4_weeks' })
      .execute();
    const body = (await t.app.inject({ method: 'GET', url: `/api/users/${user.id}` })).json();
    expect(body.projects).toEqual([
      expect.objectContaining({ title: 'Launch wall', timeline: '2_4_weeks', budget: null, wallId: null }),
    ]);
    expect(body.stats.projectsPosted).toBe(1);
  });
});

describe('PUT /api/users/{id}/images', () => {
  it('sets and clears your own profile and hero images; a field left out is kept', async () => {
    const { cookie, user } = await newUser('artist');
    const url = `/api/users/${user.id}/images`;
    const set = await call(t.app, cookie, {
      method: 'PUT',
      url,
      payload: { profileImageUrl: '/media/uploads/me.png', heroImageUrl: 'https://cdn.example.com/hero.jpg' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      profileImageUrl: '/media/uploads/me.png',
      heroImageUrl: 'https://cdn.example.com/hero.jpg',
    });
    const cleared = await call(t.app, cookie, { method: 'PUT', url, payload: { heroImageUrl: null } });
    expect(cleared.json()).toMatchObject({ profileImageUrl: '/media/uploads/me.png', heroImageUrl: null });
  });

  it("refuses someone else's images (403), a URL that is not an image location (400) and an empty body (400)", async () => {
    const alice = await newUser('artist');
    const bob = await newUser('artist');
    expect(
      (
        await call(t.app, alice.cookie, {
          method: 'PUT',
          url: `/api/users/${bob.user.id}/images`,
          payload: { profileImageUrl: '/media/uploads/x.png' },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await call(t.app, alice.cookie, {
      method: 'PUT',
      url: `/api/users/${alice.user.id}/images`,
      payload: { profileImageUrl: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^profileImageUrl: Image URL must be/);
    expect(
      (await call(t.app, alice.cookie, { method: 'PUT', url: `/api/users/${alice.user.id}/images`, payload: {} }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /api/users', () => {
  it('lists public fields only, filtered by search and type, bounded at 100', async () => {
    const { user } = await newUser('wall_owner', 'Quentin');
    const found = (await t.app.inject({ method: 'GET', url: '/api/users?search=quent&userType=wall_owner' })).json()
      .items;
    expect(found).toEqual([expect.objectContaining({ id: user.id, firstName: 'Quentin', userType: 'wall_owner' })]);
    expect(found[0]).not.toHaveProperty('email');
    expect((await t.app.inject({ method: 'GET', url: '/api/users?search=quent&userType=brand' })).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/users?limit=101' })).statusCode).toBe(400);
    await newUser('artist');
    const first = (await t.app.inject({ method: 'GET', url: '/api/users?limit=1' })).json();
    expect(first.items).toHaveLength(1);
    const second = (await t.app.inject({ method: 'GET', url: `/api/users?limit=1&cursor=${first.nextCursor}` })).json();
    expect(second.items).toHaveLength(1);
    expect(second.items[0].id).not.toBe(first.items[0].id);
  });
});
