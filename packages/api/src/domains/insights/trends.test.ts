import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomes, createProject, registerAs } from '../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { lastMonths, lastWeeks } from './trends';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const trends = async (cookie?: string) => call(t.app, cookie, { method: 'GET', url: '/api/insights/trends' });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

describe('the buckets', () => {
  it('are the Mondays of the last 12 weeks and the last 12 months, oldest first, in UTC', () => {
    const now = new Date('2026-11-25T23:30:00Z'); // a Wednesday
    expect(lastWeeks(now).at(-1)).toBe('2026-11-23');
    expect(lastWeeks(now)[0]).toBe('2026-09-07');
    expect(lastMonths(now)).toHaveLength(12);
    expect(lastMonths(now)[0]).toBe('2025-12');
    expect(lastMonths(new Date('2026-03-31T12:00:00Z')).slice(-2)).toEqual(['2026-02', '2026-03']);
  });
});

describe('GET /api/insights/trends', () => {
  it("counts a brand's views by week, its applications and invitations by month and status, and what it paid", async () => {
    const brand = await registerAs(t.app, 'brand');
    const artist = await registerAs(t.app, 'artist');
    const other = await registerAs(t.app, 'brand');
    const project = await createProject(t.app, brand.cookie, { title: 'Dock' });
    const theirs = await createProject(t.app, other.cookie, { title: 'Not mine' });
    const db = t.database.db;
    const day = (date: Date) => date.toISOString().slice(0, 10);
    await db
      .insertInto('item_views')
      .values([
        { item_type: 'brand_project', item_id: project.id, viewer_key: 'a', day: day(daysAgo(0)) },
        { item_type: 'brand_project', item_id: project.id, viewer_key: 'b', day: day(daysAgo(0)) },
        { item_type: 'profile', item_id: brand.user.id, viewer_key: 'a', day: day(daysAgo(0)) },
        { item_type: 'brand_project', item_id: project.id, viewer_key: 'a', day: day(daysAgo(400)) },
        { item_type: 'brand_project', item_id: theirs.id, viewer_key: 'a', day: day(daysAgo(0)) },
      ])
      .execute();
    const ref = { project_id: project.id };
    await db
      .insertInto('applications')
      .values([
        { ...ref, artist_id: artist.user.id, status: 'accepted', created_at: daysAgo(0) },
        { ...ref, artist_id: (await registerAs(t.app, 'artist')).user.id, status: 'pending', created_at: daysAgo(0) },
      ])
      .execute();
    await db
      .insertInto('invitations')
      .values({
        ...ref,
        inviter_id: brand.user.id,
        artist_id: artist.user.id,
        status: 'rejected',
        created_at: daysAgo(0),
      })
      .execute();
    await db
      .insertInto('transactions')
      .values({
        ...ref,
        payer_id: brand.user.id,
        recipient_id: artist.user.id,
        amount_cents: 125_000,
        platform_fee_cents: 6_250,
        net_amount_cents: 118_750,
        payment_status: 'completed',
        released_at: daysAgo(0),
      })
      .execute();

    const response = await trends(brand.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.userType).toBe('brand');
    expect(body.money).toBe('paid');
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks.at(-1)).toMatchObject({ profileViews: 1, itemViews: 2 });
    expect(body.weeks.slice(0, -1).every((w: { itemViews: number }) => w.itemViews === 0)).toBe(true);
    expect(body.months).toHaveLength(12);
    expect(body.months.at(-1)).toEqual({
      month: monthOf(new Date()),
      applications: { pending: 1, accepted: 1, rejected: 0 },
      invitations: { pending: 0, accepted: 0, rejected: 1 },
      money: '1250.00',
      moneyCents: 125_000,
    });

    // The artist sees their side: the application sent, the invitation received, nothing earned yet.
    const artistView = (await trends(artist.cookie)).json();
    expect(artistView.money).toBe('earned');
    expect(artistView.months.at(-1)).toMatchObject({
      applications: { pending: 0, accepted: 1, rejected: 0 },
      invitations: { pending: 0, accepted: 0, rejected: 1 },
      money: '0.00',
      moneyCents: 0,
    });
    // Someone else's figures never leak in.
    const otherView = (await trends(other.cookie)).json();
    expect(otherView.months.at(-1).applications).toEqual({ pending: 0, accepted: 0, rejected: 0 });
    expect(otherView.weeks.at(-1)).toMatchObject({ profileViews: 0, itemViews: 1 });
  });

  it('follows the active profile, and needs a session', async () => {
    const brand = await registerAs(t.app, 'brand');
    await createProject(t.app, brand.cookie);
    await becomes(t.app, brand, 'wall_owner');
    const body = (await trends(brand.cookie)).json();
    expect(body.userType).toBe('wall_owner');
    expect(body.money).toBe('paid');
    expect((await trends()).statusCode).toBe(401);
  });
});
