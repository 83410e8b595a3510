import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandProject, registerAs, type Person } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', APPLICATION_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

type Deal = Outputs['deals']['get'];

const get = (who: Person | undefined, url: string, headers: Record<string, string> = {}) =>
  call(t.app, who?.cookie, { method: 'GET', url, headers });
const post = (who: Person, url: string, payload: Record<string, unknown> = {}) =>
  call(t.app, who.cookie, { method: 'POST', url, payload });

async function ok<T>(response: LightMyRequestResponse, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return json<T>(response);
}

async function apply(artist: Person, projectId: string, proposal?: Record<string, unknown>) {
  const response = await post(artist, '/api/applications', { projectType: 'brand_project', projectId, proposal });
  return (await ok<{ id: string }>(response, 201)).id;
}

const accept = (brand: Person, applicationId: string, extra: Record<string, unknown> = {}) =>
  call(t.app, brand.cookie, {
    method: 'PATCH',
    url: `/api/applications/${applicationId}`,
    payload: { status: 'accepted', ...extra },
  });

/** A brand's open project, two applicants (the first with a $5,000 quote) and an invited artist. */
async function pitched() {
  const brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
  const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
  const other = await registerAs(t.app, 'artist', { firstName: 'Otto', lastName: 'Dix' });
  const invited = await registerAs(t.app, 'artist', { firstName: 'Ida', lastName: 'Ink' });
  const project = await brandProject(t.database.db, brand.user.id, { title: 'Dock mural' });
  const hiredId = await apply(artist, project.id, { quote: 5000, durationDays: 10 });
  const otherId = await apply(other, project.id);
  await ok(
    await post(brand, '/api/invitations', {
      projectType: 'brand_project',
      projectId: project.id,
      artistId: invited.user.id,
    }),
    201,
  );
  return { brand, artist, other, invited, project, hiredId, otherId };
}

const statusOf = async (table: 'applications' | 'invitations', artistId: string) =>
  (await t.database.db.selectFrom(table).select('status').where('artist_id', '=', artistId).executeTakeFirstOrThrow())
    .status;

const notificationsOf = (userId: string) =>
  t.database.db
    .selectFrom('notifications')
    .select(['type', 'title', 'message', 'project_id'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

describe('hiring', () => {
  it('with "close", moves the project to hired and politely declines the other applicants and invitations', async () => {
    const { brand, artist, other, invited, project, hiredId } = await pitched();
    await ok(await accept(brand, hiredId, { keepOpen: false }));

    const row = await t.database.db
      .selectFrom('projects')
      .select('status')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('hired');
    expect(await statusOf('applications', other.user.id)).toBe('rejected');
    expect(await statusOf('invitations', invited.user.id)).toBe('rejected');
    expect(await notificationsOf(other.user.id)).toContainEqual({
      type: 'application_rejected',
      title: 'Another artist was hired',
      message: expect.stringMatching(/^Thanks for applying to Dock mural: .* hired another artist\.$/),
      project_id: project.id,
    });
    expect((await notificationsOf(invited.user.id)).at(-1)).toMatchObject({
      type: 'invitation_withdrawn',
      message: expect.stringMatching(/hired another artist for Dock mural/),
    });
    expect((await notificationsOf(artist.user.id)).at(-1)).toMatchObject({
      type: 'application_accepted',
      title: "You're hired",
      project_id: project.id,
    });
    // Its mail leads to the deal room too.
    const mail = await t.database.db
      .selectFrom('email_outbox')
      .select('data')
      .where('user_id', '=', artist.user.id)
      .where('template', '=', 'notification')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.data).toMatchObject({ title: "You're hired", path: `/deals/${project.id}` });
    // The project takes no more applications; the brand's page says so.
    const late = await registerAs(t.app, 'artist', { firstName: 'Lea', lastName: 'Late' });
    const refused = await post(late, '/api/applications', { projectType: 'brand_project', projectId: project.id });
    expect(refused.statusCode).toBe(409);
    expect(await ok(await get(brand, `/api/projects/${project.id}`))).toMatchObject({ status: 'hired', hiredCount: 1 });
  });

  it('opens the conversation with a system line naming the agreed amount', async () => {
    const { brand, artist, hiredId } = await pitched();
    await ok(await accept(brand, hiredId, { keepOpen: false }));
    const thread = await ok<Outputs['messages']['list']>(await get(artist, `/api/messages?userId=${brand.user.id}`));
    expect(thread.items).toHaveLength(1);
    expect(thread.items[0]).toMatchObject({
      kind: 'system',
      senderId: brand.user.id,
      content: expect.stringMatching(/hired Frida Kahlo for Dock mural at \$5,000$/),
    });
  });

  it('keeps the project open by default, leaving the other applications pending', async () => {
    const { brand, other, invited, project, hiredId } = await pitched();
    await ok(await accept(brand, hiredId));
    expect(await ok(await get(brand, `/api/projects/${project.id}`))).toMatchObject({ status: 'open', hiredCount: 1 });
    expect(await statusOf('applications', other.user.id)).toBe('pending');
    expect(await statusOf('invitations', invited.user.id)).toBe('pending');
  });

  it('lets the hired artist START from hired', async () => {
    const { brand, artist, project, hiredId } = await pitched();
    await ok(await accept(brand, hiredId, { keepOpen: false }));
    const started = await post(artist, `/api/projects/${project.id}/start`, {
      projectType: 'brand_project',
      latitude: 40.7,
      longitude: -74,
    });
    expect(started.statusCode, started.body).toBe(201);
    const deal = await ok<Deal>(await get(artist, `/api/deals/${project.id}`));
    expect(deal.project.status).toBe('in_progress');
    expect(deal.steps.find((step) => step.key === 'started')?.at).not.toBeNull();
  });
});

describe('GET /api/deals/{projectId}', () => {
  it('shows the deal to its owner and hired artist only', async () => {
    const { brand, artist, other, invited, project, hiredId } = await pitched();
    await ok(await accept(brand, hiredId));
    const stranger = await registerAs(t.app, 'artist');
    const anotherOwner = await registerAs(t.app, 'brand');
    const url = `/api/deals/${project.id}`;
    const mine = await ok<Deal>(await get(brand, url));
    expect(mine).toMatchObject({ viewerRole: 'owner', artist: { id: artist.user.id }, agreedAmount: '5000.00' });
    expect(await ok<Deal>(await get(artist, url))).toMatchObject({
      viewerRole: 'artist',
      owner: { id: brand.user.id },
    });
    for (const who of [other, invited, stranger, anotherOwner])
      expect((await get(who, url)).statusCode, who.user.id).toBe(404);
    expect((await get(brand, `${url}?artistId=${other.user.id}`)).statusCode).toBe(404);
    expect((await get(undefined, url)).statusCode).toBe(401);
  });

  it('lets the owner of a project with two hired artists pick whose deal, the first hired by default', async () => {
    const { brand, artist, other, project, hiredId, otherId } = await pitched();
    await ok(await accept(brand, hiredId));
    await ok(await accept(brand, otherId, { keepOpen: false }));
    const url = `/api/deals/${project.id}`;
    const first = await ok<Deal>(await get(brand, url));
    expect(first.artist.id).toBe(artist.user.id);
    expect(first.artists.map((a) => a.id)).toEqual([artist.user.id, other.user.id]);
    const second = await ok<Deal>(await get(brand, `${url}?artistId=${other.user.id}`));
    expect(second).toMatchObject({ artist: { id: other.user.id }, agreedAmount: null });
    // The second artist sees their own deal only, never the first's.
    expect(await ok<Deal>(await get(other, url))).toMatchObject({
      artist: { id: other.user.id },
      artists: [{ id: other.user.id }],
    });
    expect((await get(other, `${url}?artistId=${artist.user.id}`)).statusCode).toBe(404);
    expect((await ok<Outputs['deals']['list']>(await get(brand, '/api/deals'))).items).toHaveLength(2);
  });

  it('needs projects:read from an API token', async () => {
    const { brand, project, hiredId } = await pitched();
    await ok(await accept(brand, hiredId));
    const token = async (scopes: string[]) =>
      (await ok<{ token: string }>(await post(brand, '/api/tokens', { name: scopes.join(), scopes }), 201)).token;
    const as = async (scopes: string[]) =>
      call(t.app, undefined, {
        method: 'GET',
        url: `/api/deals/${project.id}`,
        headers: { authorization: `Bearer ${await token(scopes)}` },
      });
    expect((await as(['projects:read'])).statusCode).toBe(200);
    expect((await as(['profile:read'])).statusCode).toBe(403);
  });

  it('asks the owner to fund what is agreed, then shows the money as the ledger sums it', async () => {
    const { brand, artist, project, hiredId } = await pitched();
    await ok(await accept(brand, hiredId, { keepOpen: false }));
    const url = `/api/deals/${project.id}`;
    const before = await ok<Deal>(await get(brand, url));
    expect(before.nextAction).toMatchObject({ kind: 'fund_escrow', amount: '5000.00', artistId: artist.user.id });
    expect(before.waitingFor).toBe('Frida Kahlo is waiting for you to fund escrow');
    expect((await ok<Deal>(await get(artist, url))).nextAction).toBeNull();

    const pay = (amount: number) =>
      post(brand, '/api/transactions', {
        projectId: project.id,
        projectType: 'brand_project',
        recipientId: artist.user.id,
        amount,
        paymentType: 'lump_sum',
      });
    const first = await ok<{ id: string }>(await pay(1200), 201);
    await ok<{ id: string }>(await pay(800), 201);
    await ok(await post(brand, `/api/transactions/release/${first.id}`));

    const deal = await ok<Deal>(await get(brand, url));
    const ledger = await t.database.db
      .selectFrom('ledger_entries as l')
      .innerJoin('transactions as tx', 'tx.id', 'l.transaction_id')
      .select(['l.movement', 'l.account_type', 'l.amount_cents'])
      .where('tx.project_id', '=', project.id)
      .execute();
    const sum = (account: string, movement?: string) =>
      ledger
        .filter((e) => e.account_type === account && (!movement || e.movement === movement))
        .reduce((total, e) => total + e.amount_cents, 0);
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(deal.money).toEqual({
      escrowed: dollars(sum('escrow')),
      released: dollars(-sum('escrow', 'release')),
      refunded: '0.00',
      fee: dollars(sum('platform_fees')),
      artistNet: dollars(sum('artist')),
    });
    expect(deal.money.escrowed).toBe('800.00');
    expect(deal.money.released).toBe('1200.00');
    expect(deal.nextAction).toMatchObject({ kind: 'fund_escrow', amount: '3000.00' });
    expect(deal.paymentIds).toHaveLength(2);
    expect(deal.steps.find((step) => step.key === 'funded')?.at).not.toBeNull();
    // The artist may start once money is in escrow.
    expect((await ok<Deal>(await get(artist, url))).nextAction).toMatchObject({ kind: 'start' });
  });
});

describe('after the work', () => {
  it('dates the start and the completion, asks the owner to confirm, then both to review', async () => {
    const { brand, artist, project, hiredId } = await pitched();
    await ok(await accept(brand, hiredId, { keepOpen: false }));
    const ref = { projectType: 'brand_project' };
    await ok(
      await post(brand, '/api/transactions', {
        ...ref,
        projectId: project.id,
        recipientId: artist.user.id,
        amount: 5000,
        paymentType: 'lump_sum',
      }),
      201,
    );
    await ok(await post(artist, `/api/projects/${project.id}/start`, { ...ref, latitude: 40.7, longitude: -74 }), 201);
    const url = `/api/deals/${project.id}`;
    expect((await ok<Deal>(await get(artist, url))).nextAction).toMatchObject({ kind: 'complete' });
    await ok(
      await post(artist, `/api/projects/${project.id}/complete`, {
        ...ref,
        photos: ['https://images.example.com/final.jpg'],
      }),
    );

    const row = await t.database.db
      .selectFrom('projects')
      .select(['started_at', 'completed_at'])
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(row.started_at).not.toBeNull();
    expect(row.completed_at).not.toBeNull();
    const owner = await ok<Deal>(await get(brand, url));
    expect(owner.steps.find((step) => step.key === 'completed')?.at).toBe(row.completed_at?.toISOString());
    expect(owner.nextAction).toMatchObject({ kind: 'confirm_completion' });
    expect(owner.completion.photos).toEqual(['https://images.example.com/final.jpg']);
    expect((await ok<Deal>(await get(artist, url))).nextAction).toMatchObject({ kind: 'review' });

    await ok(await post(brand, `/api/projects/${project.id}/confirm-completion`, ref));
    const confirmed = await ok<Deal>(await get(brand, url));
    expect(confirmed.nextAction).toMatchObject({ kind: 'review' });
    expect(confirmed.money).toMatchObject({ escrowed: '0.00', released: '5000.00' });
    expect(confirmed.steps.find((step) => step.key === 'paid')?.at).not.toBeNull();
  });
});

describe('GET /api/deals', () => {
  it("lists the viewer's deals on both sides", async () => {
    const { brand, artist, project, hiredId } = await pitched();
    await ok(await accept(brand, hiredId));
    const owned = await ok<Outputs['deals']['list']>(await get(brand, '/api/deals'));
    expect(owned.items).toEqual([
      expect.objectContaining({
        projectId: project.id,
        viewerRole: 'owner',
        counterpart: expect.objectContaining({ id: artist.user.id }),
      }),
    ]);
    const worked = await ok<Outputs['deals']['list']>(await get(artist, '/api/deals'));
    expect(worked.items).toEqual([expect.objectContaining({ projectId: project.id, viewerRole: 'artist' })]);
  });
});
