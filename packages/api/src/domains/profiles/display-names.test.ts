import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { brandProject, registerAs } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const LOGO = '/media/acme-logo.png';
const PHOTO = '/media/dana.jpg';

/** A brand user, Dana Lee with a photo, acting as Acme Paints with a logo. */
async function acme() {
  const brand = await registerAs(t.app, 'brand', { firstName: 'Dana', lastName: 'Lee' });
  await t.database.db.updateTable('users').set({ profile_image_url: PHOTO }).where('id', '=', brand.user.id).execute();
  await t.database.db
    .insertInto('brand_profiles')
    .values({ user_id: brand.user.id, company_name: 'Acme Paints', company_logo: LOGO })
    .execute();
  return brand;
}

const asBrand = { displayName: 'Acme Paints', firstName: 'Dana', lastName: 'Lee', avatarUrl: LOGO };

describe('a brand appears as its company', () => {
  it('in conversations and messages: company name and logo, with the person still named', async () => {
    const brand = await acme();
    const artist = await registerAs(t.app, 'artist');
    const sent = await call(t.app, brand.cookie, {
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: artist.user.id, content: 'Hello from Acme' },
    });
    expect(sent.statusCode).toBe(201);

    const conversations = json<Outputs['messages']['conversations']>(
      await call(t.app, artist.cookie, { method: 'GET', url: '/api/messages/conversations' }),
    );
    expect(conversations.items[0]?.user).toMatchObject({ ...asBrand, profileImageUrl: PHOTO });
    const messages = json<Outputs['messages']['list']>(
      await call(t.app, artist.cookie, { method: 'GET', url: `/api/messages?userId=${brand.user.id}` }),
    );
    expect(messages.items[0]?.sender).toMatchObject(asBrand);
    expect(messages.items[0]?.receiver).toMatchObject({ displayName: 'Ada Lovelace', avatarUrl: null });
  });

  it('on project cards: the owner is the company with its logo', async () => {
    const brand = await acme();
    const project = await brandProject(t.database.db, brand.user.id, { title: 'Acme launch wall' });
    const response = await call(t.app, undefined, { method: 'GET', url: `/api/projects/${project.id}` });
    expect(response.statusCode).toBe(200);
    expect(json<Outputs['projects']['get']>(response).owner).toMatchObject(asBrand);
  });

  it("in reviews: a brand's review of its artist is signed by the company, the artist's by the person", async () => {
    const brand = await acme();
    const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
    const project = await brandProject(t.database.db, brand.user.id, { status: 'completed' });
    const review = { project_id: project.id, rating: 5, published_at: new Date() };
    await t.database.db
      .insertInto('reviews')
      .values([
        { ...review, reviewer_id: brand.user.id, reviewee_id: artist.user.id },
        { ...review, reviewer_id: artist.user.id, reviewee_id: brand.user.id },
      ])
      .execute();

    const reviewerOn = async (id: string) =>
      json<Outputs['users']['get']>(await call(t.app, undefined, { method: 'GET', url: `/api/users/${id}` }))
        .receivedReviews[0]?.reviewer;
    expect(await reviewerOn(artist.user.id)).toMatchObject(asBrand);
    expect(await reviewerOn(brand.user.id)).toMatchObject({ displayName: 'Frida Kahlo', avatarUrl: null });
  });
});
