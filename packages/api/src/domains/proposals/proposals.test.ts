import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { EARTH_RADIUS_MILES } from '@wallcraft/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { brandProject, registerAs, wallProject, type Person } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', APPLICATION_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

type Application = Outputs['applications']['get'];
type Invitation = Outputs['invitations']['get'];
type Comparison = Outputs['proposals']['compare'];

const CORNERS = [0.1, 0.2, 0.9, 0.15, 0.85, 0.8, 0.12, 0.9];
const PROPOSAL = {
  quote: '4500.50',
  durationDays: 14,
  conceptImages: ['/media/concept-a.jpg', '/media/concept-b.jpg'],
  mockup: { imageUrl: '/media/concept-b.jpg', corners: CORNERS },
};

const apply = (who: Person, payload: Record<string, unknown>) =>
  call(t.app, who.cookie, { method: 'POST', url: '/api/applications', payload });
const decide = (who: Person, kind: 'applications' | 'invitations', id: string, payload: Record<string, unknown>) =>
  call(t.app, who.cookie, { method: 'PATCH', url: `/api/${kind}/${id}`, payload });
const get = (who: Person, url: string) => call(t.app, who.cookie, { method: 'GET', url });
const trpcQuery = (who: Person, path: string, input: unknown) =>
  get(who, `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
const trpcMutation = (who: Person, path: string, input: Record<string, unknown>) =>
  call(t.app, who.cookie, { method: 'POST', url: `/trpc/${path}`, payload: input });

function expectError(response: LightMyRequestResponse, status: number, message: RegExp) {
  expect({ status: response.statusCode, message: response.json().message }).toMatchObject({ status, message });
}

async function count(table: 'proposals' | 'applications') {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A wall owner's open wall project (its wall has a photo) and an artist. */
async function wallDeal() {
  const owner = await registerAs(t.app, 'wall_owner', { firstName: 'Wes', lastName: 'Wall' });
  const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
  const project = await wallProject(t.database.db, owner.user.id);
  return { owner, artist, project, target: { projectType: 'wall_project', wallProjectId: project.id } };
}

describe('applying with a proposal', () => {
  it('stores the quote, duration, concept images and mock-up with the application; both parties read it', async () => {
    const { owner, artist, target } = await wallDeal();
    const created = await apply(artist, { ...target, proposal: PROPOSAL });
    expect(created.statusCode).toBe(201);
    const application = json<Application>(created);
    const expected = {
      quote: '4500.50',
      durationDays: 14,
      conceptImages: PROPOSAL.conceptImages,
      mockup: { imageUrl: '/media/concept-b.jpg', corners: CORNERS },
      wallPhotoUrl: '/media/wall.jpg',
    };
    expect(application.proposal).toMatchObject(expected);
    expect(application.agreedAmount).toBeNull();

    for (const who of [artist, owner])
      expect(json<Application>(await get(who, `/api/applications/${application.id}`)).proposal).toMatchObject(expected);
    const mine = json(await get(artist, '/api/applications/my-applications'));
    const received = json(await get(owner, '/api/applications/received'));
    for (const list of [mine, received])
      expect(list.items.find((a: Application) => a.id === application.id).proposal).toMatchObject(expected);
  });

  it('hides the proposal from strangers: the application is 404', async () => {
    const { artist, target } = await wallDeal();
    const stranger = await registerAs(t.app, 'brand');
    const application = json<Application>(await apply(artist, { ...target, proposal: PROPOSAL }));
    expectError(await get(stranger, `/api/applications/${application.id}`), 404, /Application not found/);
    expect(json(await get(stranger, '/api/applications/received')).items).toEqual([]);
  });

  it('answers proposal: null for an application without one', async () => {
    const { artist, target } = await wallDeal();
    const application = json<Application>(await apply(artist, target));
    expect(application.proposal).toBeNull();
  });

  it.each([
    ['a quote of 0', { quote: 0 }, /proposal\.quote: Quote must be more than \$0/],
    ['a negative quote', { quote: -5 }, /proposal\.quote: Quote must be an amount in US dollars/],
    ['a quote with 3 decimals', { quote: '10.005' }, /proposal\.quote: Quote must be an amount in US dollars/],
    ['no quote', { quote: undefined }, /proposal\.quote: Quote is required/],
    ['a duration of 0 days', { durationDays: 0 }, /proposal\.durationDays: Duration must be a whole number/],
    ['a duration over 3650 days', { durationDays: 3651 }, /proposal\.durationDays: Duration must be a whole number/],
    ['a fractional duration', { durationDays: 1.5 }, /proposal\.durationDays: Duration must be a whole number/],
    [
      '6 concept images',
      { conceptImages: [1, 2, 3, 4, 5, 6].map((n) => `/media/c${n}.jpg`), mockup: null },
      /proposal\.conceptImages: At most 5 images/,
    ],
    [
      'a concept image outside the image rule',
      { conceptImages: ['http://example.com/a.jpg'], mockup: null },
      /proposal\.conceptImages\.0: Image URL must be an uploaded image/,
    ],
    [
      'an API path as a concept image',
      { conceptImages: ['/api/logout'], mockup: null },
      /proposal\.conceptImages\.0: Image URL must be an uploaded image/,
    ],
    [
      '7 corners',
      { mockup: { imageUrl: '/media/concept-b.jpg', corners: CORNERS.slice(1) } },
      /proposal\.mockup\.corners: Corners must be 8 numbers/,
    ],
    [
      'a corner far outside the photo',
      { mockup: { imageUrl: '/media/concept-b.jpg', corners: [...CORNERS.slice(1), 1.6] } },
      /proposal\.mockup\.corners\.7: Each corner must be a number from -0\.5 to 1\.5/,
    ],
    [
      'a corner that is not a number',
      { mockup: { imageUrl: '/media/concept-b.jpg', corners: [...CORNERS.slice(1), 'left'] } },
      /proposal\.mockup\.corners\.7: Each corner must be a number/,
    ],
    [
      'a mock-up image not among the concept images',
      { mockup: { imageUrl: '/media/other.jpg', corners: CORNERS } },
      /proposal\.mockup\.imageUrl: The mock-up image must be one of the concept images/,
    ],
  ])('refuses %s with 400 naming the field and stores nothing', async (_name, change, message) => {
    const { artist, target } = await wallDeal();
    const before = [await count('applications'), await count('proposals')];
    expectError(await apply(artist, { ...target, proposal: { ...PROPOSAL, ...change } }), 400, message);
    expect([await count('applications'), await count('proposals')]).toEqual(before);
  });

  it("refuses a mock-up when the project's wall has no photo, and stores nothing", async () => {
    const brand = await registerAs(t.app, 'brand');
    const artist = await registerAs(t.app, 'artist');
    const project = await brandProject(t.database.db, brand.user.id);
    const before = [await count('applications'), await count('proposals')];
    const response = await apply(artist, { projectType: 'brand_project', projectId: project.id, proposal: PROPOSAL });
    expectError(response, 400, /proposal\.mockup: This project's wall has no photo/);
    expect([await count('applications'), await count('proposals')]).toEqual(before);
    const withoutMockup = await apply(artist, {
      projectType: 'brand_project',
      projectId: project.id,
      proposal: { ...PROPOSAL, mockup: null },
    });
    expect(withoutMockup.statusCode).toBe(201);
    expect(json<Application>(withoutMockup).proposal).toMatchObject({ mockup: null, wallPhotoUrl: null });
  });

  it('validates the same way over tRPC', async () => {
    const { artist, project } = await wallDeal();
    const target = { projectType: 'wall_project', wallProjectId: project.id };
    const bad = await trpcMutation(artist, 'applications.create', { ...target, proposal: { ...PROPOSAL, quote: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/Quote must be more than \$0/);
    const good = await trpcMutation(artist, 'applications.create', { ...target, proposal: PROPOSAL });
    expect(good.statusCode).toBe(200);
    expect(good.json().result.data.proposal).toMatchObject({ quote: '4500.50', durationDays: 14 });
  });
});

describe('accepting a proposal', () => {
  it('records the quote as the agreed amount once: a second decision is 409 and changes nothing', async () => {
    const { owner, artist, target } = await wallDeal();
    const application = json<Application>(await apply(artist, { ...target, proposal: PROPOSAL }));
    const accepted = await decide(owner, 'applications', application.id, { status: 'accepted' });
    expect(accepted.statusCode).toBe(200);
    expect(json<Application>(accepted)).toMatchObject({ status: 'accepted', agreedAmount: '4500.50' });
    const row = await t.database.db
      .selectFrom('applications')
      .select('agreed_amount_cents')
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(row.agreed_amount_cents).toBe(450_050);
    expect((await decide(owner, 'applications', application.id, { status: 'rejected' })).statusCode).toBe(409);
    expect(json<Application>(await get(artist, `/api/applications/${application.id}`)).agreedAmount).toBe('4500.50');
  });

  it('records no amount when declining, or accepting an application without a proposal', async () => {
    const first = await wallDeal();
    const declined = json<Application>(await apply(first.artist, { ...first.target, proposal: PROPOSAL }));
    const answer = await decide(first.owner, 'applications', declined.id, { status: 'rejected' });
    expect(json<Application>(answer)).toMatchObject({ status: 'rejected', agreedAmount: null });
    const second = await wallDeal();
    const plain = json<Application>(await apply(second.artist, second.target));
    const accepted = await decide(second.owner, 'applications', plain.id, { status: 'accepted' });
    expect(json<Application>(accepted)).toMatchObject({ status: 'accepted', agreedAmount: null });
  });

  it('stores nothing when the accept fails inside its transaction', async () => {
    const { owner, artist, target } = await wallDeal();
    const application = json<Application>(await apply(artist, { ...target, proposal: PROPOSAL }));
    // The decision's notification is written last in the transaction: make it fail for this artist only.
    await failNotificationsTo(artist.user.id, async () => {
      const failed = await decide(owner, 'applications', application.id, { status: 'accepted' });
      expect(failed.statusCode).toBe(500);
    });
    const row = await t.database.db
      .selectFrom('applications')
      .select(['status', 'agreed_amount_cents'])
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', agreed_amount_cents: null });
  });
});

async function failNotificationsTo(userId: string, run: () => Promise<void>) {
  const db = t.database.db;
  await sql`CREATE OR REPLACE FUNCTION proposals_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'notification refused by the test'; END $$`.execute(db);
  await sql`CREATE TRIGGER proposals_test_fail BEFORE INSERT ON notifications FOR EACH ROW
    WHEN (NEW.user_id = ${sql.lit(userId)}::uuid) EXECUTE FUNCTION proposals_test_fail()`.execute(db);
  try {
    await run();
  } finally {
    await sql`DROP TRIGGER proposals_test_fail ON notifications`.execute(db);
  }
}

describe("an artist's answer to an invitation", () => {
  async function invited() {
    const deal = await wallDeal();
    const response = await call(t.app, deal.owner.cookie, {
      method: 'POST',
      url: '/api/invitations',
      payload: { artistId: deal.artist.user.id, projectType: 'wall_project', wallProjectId: deal.project.id },
    });
    expect(response.statusCode).toBe(201);
    return { ...deal, invitation: json<Invitation>(response) };
  }

  it('may carry a proposal: accepting stores it and records its quote as the agreed amount', async () => {
    const { owner, artist, invitation } = await invited();
    const answer = await decide(artist, 'invitations', invitation.id, { status: 'accepted', proposal: PROPOSAL });
    expect(answer.statusCode).toBe(200);
    expect(json<Invitation>(answer)).toMatchObject({
      status: 'accepted',
      agreedAmount: '4500.50',
      proposal: { quote: '4500.50', durationDays: 14, mockup: { corners: CORNERS } },
    });
    const sent = json(await get(owner, '/api/invitations/sent'));
    expect(sent.items.find((i: Invitation) => i.id === invitation.id).proposal).toMatchObject({ quote: '4500.50' });
    const stranger = await registerAs(t.app, 'artist');
    expect((await get(stranger, `/api/invitations/${invitation.id}`)).statusCode).toBe(404);
  });

  it('refuses a proposal with a decline, and from the inviter, storing nothing', async () => {
    const { owner, artist, invitation } = await invited();
    const before = await count('proposals');
    expectError(
      await decide(artist, 'invitations', invitation.id, { status: 'rejected', proposal: PROPOSAL }),
      400,
      /proposal: Only an acceptance carries a proposal/,
    );
    expect(
      (await decide(owner, 'invitations', invitation.id, { status: 'accepted', proposal: PROPOSAL })).statusCode,
    ).toBe(403);
    expect(await count('proposals')).toBe(before);
  });

  it('stores neither the proposal nor the decision when the accept fails inside its transaction', async () => {
    const { owner, artist, invitation } = await invited();
    const before = await count('proposals');
    await failNotificationsTo(owner.user.id, async () => {
      const failed = await decide(artist, 'invitations', invitation.id, { status: 'accepted', proposal: PROPOSAL });
      expect(failed.statusCode).toBe(500);
    });
    expect(await count('proposals')).toBe(before);
    const row = await t.database.db
      .selectFrom('invitations')
      .select(['status', 'agreed_amount_cents'])
      .where('id', '=', invitation.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', agreed_amount_cents: null });
  });

  it('works over tRPC too', async () => {
    const { artist, invitation } = await invited();
    const answer = await trpcMutation(artist, 'invitations.decide', {
      id: invitation.id,
      status: 'accepted',
      proposal: { ...PROPOSAL, quote: 1200 },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().result.data).toMatchObject({ agreedAmount: '1200.00', proposal: { quote: '1200.00' } });
  });
});

/** Great-circle miles on the 3959-mile sphere, as the server computes them. */
function miles(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

describe('GET /api/projects/{projectId}/proposals', () => {
  const HOUSTON = { lat: 29.7604, lng: -95.3698 };
  const AUSTIN = { lat: 30.2672, lng: -97.7431 };

  async function comparable() {
    const { owner, artist, project, target } = await wallDeal();
    const db = t.database.db;
    await db
      .updateTable('projects')
      .set({ latitude: HOUSTON.lat, longitude: HOUSTON.lng })
      .where('id', '=', project.id)
      .execute();
    await db
      .updateTable('users')
      .set({ latitude: AUSTIN.lat, longitude: AUSTIN.lng, verified: true })
      .where('id', '=', artist.user.id)
      .execute();
    await db
      .insertInto('artist_profiles')
      .values({ user_id: artist.user.id, rating: 4.5 })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ rating: 4.5 }))
      .execute();
    const second = await registerAs(t.app, 'artist', { firstName: 'Diego', lastName: 'Rivera' });
    const declined = await registerAs(t.app, 'artist');
    const plain = await registerAs(t.app, 'artist');
    const first = json<Application>(await apply(artist, { ...target, proposal: PROPOSAL }));
    const other = json<Application>(
      await apply(second, { ...target, proposal: { quote: 3000, durationDays: 30, conceptImages: [] } }),
    );
    const refused = json<Application>(await apply(declined, { ...target, proposal: PROPOSAL }));
    await decide(owner, 'applications', refused.id, { status: 'rejected' });
    await apply(plain, target);
    await decide(owner, 'applications', other.id, { status: 'accepted' });
    return { owner, artist, second, project, first, other };
  }

  it("lists the project's pending and accepted proposals side by side for its owner, with the numbers", async () => {
    const { owner, artist, second, project, first, other } = await comparable();
    const response = await get(owner, `/api/projects/${project.id}/proposals?projectType=wall_project`);
    expect(response.statusCode).toBe(200);
    const comparison = json<Comparison>(response);
    expect(comparison).toMatchObject({
      projectId: project.id,
      projectType: 'wall_project',
      wallPhotoUrl: '/media/wall.jpg',
    });
    expect(comparison.proposals).toEqual([
      {
        kind: 'application',
        id: first.id,
        status: 'pending',
        artist: { id: artist.user.id, displayName: 'Frida Kahlo', profileImageUrl: null },
        rating: 4.5,
        completedProjects: 0,
        verified: true,
        distanceMiles: Math.round(miles(HOUSTON, AUSTIN)),
        quote: '4500.50',
        durationDays: 14,
        conceptImages: PROPOSAL.conceptImages,
        mockup: { imageUrl: '/media/concept-b.jpg', corners: CORNERS },
        createdAt: expect.any(String),
      },
      expect.objectContaining({
        id: other.id,
        status: 'accepted',
        artist: expect.objectContaining({ id: second.user.id, displayName: 'Diego Rivera' }),
        rating: null,
        verified: false,
        distanceMiles: null,
        quote: '3000.00',
        durationDays: 30,
        mockup: null,
      }),
    ]);
    expect(Math.round(miles(HOUSTON, AUSTIN))).toBe(146);
  });

  it('is 404 for the artist, a stranger and an unknown project, over REST and tRPC', async () => {
    const { artist, project } = await comparable();
    const stranger = await registerAs(t.app, 'wall_owner');
    for (const who of [artist, stranger]) {
      expectError(
        await get(who, `/api/projects/${project.id}/proposals?projectType=wall_project`),
        404,
        /Wall project not found/,
      );
      expect(
        (await trpcQuery(who, 'proposals.compare', { projectId: project.id, projectType: 'wall_project' })).statusCode,
      ).toBe(404);
    }
    expectError(
      await get(stranger, `/api/projects/00000000-0000-4000-8000-000000000000/proposals?projectType=brand_project`),
      404,
      /Project not found/,
    );
  });

  it('answers the owner over tRPC with the same list', async () => {
    const { owner, project, first } = await comparable();
    const response = await trpcQuery(owner, 'proposals.compare', {
      projectId: project.id,
      projectType: 'wall_project',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data.proposals.map((p: { id: string }) => p.id)[0]).toBe(first.id);
  });
});
