import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie } from '../../../test/admins';
import { brandProject, hire, registerAs, type Person } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  root = await adminSessionCookie(t.database.db);
});
afterAll(async () => t.close());

type AgreedAmount = Outputs['agreedAmounts']['propose'];

const post = (who: Person, url: string, payload: Record<string, unknown> = {}) =>
  call(t.app, who.cookie, { method: 'POST', url, payload });
const trpcMutation = (who: Person, path: string, input: Record<string, unknown>) =>
  call(t.app, who.cookie, { method: 'POST', url: `/trpc/${path}`, payload: input });
const setMinimum = (dollars: number) =>
  call(t.app, root, { method: 'PATCH', url: '/api/admin/settings', payload: { minimumTransaction: dollars } });

// The default minimum is $100 (PAYMENT_MINIMUM_CENTS in tests); a test that changes it puts it back.
afterEach(async () => {
  expect((await setMinimum(100)).statusCode).toBe(200);
});

function expectError(response: LightMyRequestResponse, status: number, message: RegExp) {
  expect({ status: response.statusCode, message: response.json().message }).toMatchObject({ status, message });
}

async function ok<T>(response: LightMyRequestResponse, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return json<T>(response);
}

/** A brand's open project with an artist hired without a proposal (no quote), and a stranger. */
async function deal() {
  const brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
  const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
  const stranger = await registerAs(t.app, 'artist');
  const project = await brandProject(t.database.db, brand.user.id, { title: 'Dock mural' });
  await hire(t.app, brand, artist, project.id);
  const ref = { projectId: project.id, projectType: 'brand_project' };
  const propose = (who: Person, amount: unknown, artistId = artist.user.id) =>
    post(who, `/api/projects/${project.id}/agreed-amount`, { projectType: 'brand_project', artistId, amount });
  const confirm = (who: Person, id: string) => post(who, `/api/agreed-amounts/${id}/confirm`);
  const decline = (who: Person, id: string) => post(who, `/api/agreed-amounts/${id}/decline`);
  const list = (who: Person) =>
    call(t.app, who.cookie, {
      method: 'GET',
      url: `/api/projects/${project.id}/agreed-amounts?projectType=brand_project`,
    });
  const milestone = (amount: unknown) => post(brand, '/api/milestones', { ...ref, title: 'Step', amount });
  return { brand, artist, stranger, project, ref, propose, confirm, decline, list, milestone };
}

/** A deal whose artist confirmed `amount`. */
async function agreed(amount: number) {
  const d = await deal();
  const proposed = await ok<AgreedAmount>(await d.propose(d.brand, amount), 201);
  await ok<AgreedAmount>(await d.confirm(d.artist, proposed.id));
  return { ...d, proposed };
}

function notificationsOf(userId: string) {
  return t.database.db
    .selectFrom('notifications')
    .select(['type', 'message', 'project_id'])
    .where('user_id', '=', userId)
    .where('type', 'in', ['agreed_amount_proposed', 'agreed_amount_confirmed', 'agreed_amount_declined'])
    .orderBy('created_at')
    .execute();
}

describe('agreeing an amount with an artist accepted without a proposal', () => {
  it('lets the owner propose and the artist confirm, telling each side, and only then allows milestones', async () => {
    const { brand, artist, project, propose, confirm, list, milestone } = await deal();
    expectError(await milestone(200), 409, /Agree on an amount first/);
    const proposed = await ok<AgreedAmount>(await propose(brand, '1,500'), 201);
    expect(proposed).toMatchObject({
      projectId: project.id,
      projectType: 'brand_project',
      artistId: artist.user.id,
      artist: { displayName: 'Frida Kahlo' },
      amount: '1500.00',
      status: 'proposed',
      decidedAt: null,
    });
    expect(await notificationsOf(artist.user.id)).toEqual([
      {
        type: 'agreed_amount_proposed',
        message: expect.stringMatching(/Bea Brand proposes \$1,500 for your work on Dock mural/),
        project_id: project.id,
      },
    ]);
    expectError(await milestone(200), 409, /Agree on an amount first/);

    const confirmed = await ok<AgreedAmount>(await confirm(artist, proposed.id));
    expect(confirmed).toMatchObject({ id: proposed.id, status: 'confirmed', decidedAt: expect.any(String) });
    expect(await notificationsOf(brand.user.id)).toEqual([
      {
        type: 'agreed_amount_confirmed',
        message: expect.stringMatching(/Frida Kahlo confirmed \$1,500 for Dock mural/),
        project_id: project.id,
      },
    ]);
    expect((await ok<{ items: AgreedAmount[] }>(await list(artist))).items).toMatchObject([{ status: 'confirmed' }]);
    expect((await milestone(200)).statusCode).toBe(201);
  });

  it('is the agreed amount of the owner’s payees once confirmed (not while proposed)', async () => {
    const { brand, artist, project, propose, confirm } = await deal();
    const payees = async () =>
      (
        await ok<{ items: { artist: { id: string }; agreedAmount: string | null }[] }>(
          await call(t.app, brand.cookie, {
            method: 'GET',
            url: `/api/transactions/project/${project.id}/payees?projectType=brand_project`,
          }),
        )
      ).items;
    const proposed = await ok<AgreedAmount>(await propose(brand, 900), 201);
    expect(await payees()).toMatchObject([{ artist: { id: artist.user.id }, agreedAmount: null }]);
    await ok<AgreedAmount>(await confirm(artist, proposed.id));
    expect(await payees()).toMatchObject([{ artist: { id: artist.user.id }, agreedAmount: '900.00' }]);
  });

  it('lets the artist decline, and the owner propose again; a confirmed amount is final', async () => {
    const { brand, artist, propose, confirm, decline } = await deal();
    const first = await ok<AgreedAmount>(await propose(brand, 900), 201);
    expect((await ok<AgreedAmount>(await decline(artist, first.id))).status).toBe('declined');
    expect((await notificationsOf(brand.user.id)).map((row) => row.type)).toEqual(['agreed_amount_declined']);
    expectError(await confirm(artist, first.id), 409, /already declined/);

    const second = await ok<AgreedAmount>(await propose(brand, 1200), 201);
    expect(second).toMatchObject({ id: first.id, amount: '1200.00', status: 'proposed', decidedAt: null });
    // A pending proposal may be replaced before the artist answers.
    const third = await ok<AgreedAmount>(await propose(brand, 1100), 201);
    expect(third.amount).toBe('1100.00');
    await ok<AgreedAmount>(await confirm(artist, third.id));
    expectError(await decline(artist, third.id), 409, /already confirmed/);
    expectError(await propose(brand, 2000), 409, /already confirmed \$1,100; an agreed amount is final/);
  });

  it('is proposed by the owner only and answered by the artist only: 403 for the other side, 404 for anyone else', async () => {
    const { brand, artist, stranger, propose, confirm, decline, list } = await deal();
    expectError(await propose(artist, 500), 403, /Only the project’s owner can propose/);
    expectError(await propose(stranger, 500), 404, /not found/i);
    const proposed = await ok<AgreedAmount>(await propose(brand, 500), 201);
    expectError(await confirm(brand, proposed.id), 403, /Only the artist/);
    expectError(await decline(brand, proposed.id), 403, /Only the artist/);
    expectError(await confirm(stranger, proposed.id), 404, /not found/i);
    expectError(await confirm(artist, 'not-an-id'), 404, /not found/i);
    expectError(await list(stranger), 404, /not found/i);
    expect((await ok<{ items: AgreedAmount[] }>(await list(brand))).items).toHaveLength(1);
    const row = await t.database.db
      .selectFrom('agreed_amounts')
      .select('status')
      .where('id', '=', proposed.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('proposed');
  });

  it('is for an accepted artist without a quote, at least the minimum, on an open project', async () => {
    const { brand, stranger, project, propose } = await deal();
    expectError(await propose(brand, 500, stranger.user.id), 400, /accepted application or invitation/);
    expectError(await propose(brand, 99.99), 400, /at least \$100, the payment minimum for a deal/);
    expectError(await propose(brand, ''), 400, /Amount is required/);

    const quoted = await registerAs(t.app, 'artist');
    await t.database.db
      .insertInto('applications')
      .values({
        project_id: project.id,
        artist_id: quoted.user.id,
        status: 'accepted',
        agreed_amount_cents: 80_000,
        decided_at: new Date(),
      })
      .execute();
    expectError(await propose(brand, 500, quoted.user.id), 409, /accepted proposal already agreed \$800/);

    await t.database.db.updateTable('projects').set({ status: 'cancelled' }).where('id', '=', project.id).execute();
    expectError(await propose(brand, 500), 409, /cancelled/);
  });

  it('works over tRPC with the same rules', async () => {
    const { brand, artist, project } = await deal();
    const input = { projectId: project.id, projectType: 'brand_project', artistId: artist.user.id, amount: 700 };
    expect((await trpcMutation(artist, 'agreedAmounts.propose', input)).statusCode).toBe(403);
    const proposed = await trpcMutation(brand, 'agreedAmounts.propose', input);
    expect(proposed.statusCode, proposed.body).toBe(200);
    const id = proposed.json().result.data.id as string;
    expect((await trpcMutation(brand, 'agreedAmounts.confirm', { id })).statusCode).toBe(403);
    const confirmed = await trpcMutation(artist, 'agreedAmounts.confirm', { id });
    expect(confirmed.json().result.data).toMatchObject({ status: 'confirmed', amount: '700.00' });
    const listed = await call(t.app, artist.cookie, {
      method: 'GET',
      url: `/trpc/agreedAmounts.list?input=${encodeURIComponent(JSON.stringify({ projectId: project.id, projectType: 'brand_project' }))}`,
    });
    expect(listed.json().result.data.items).toMatchObject([{ id, status: 'confirmed' }]);
  });
});

describe('the agreed amount bounds the milestones', () => {
  it('lets milestones add up to the confirmed amount and no more, and shows what is left', async () => {
    const { brand, project, milestone } = await agreed(1000);
    expect((await milestone(600)).statusCode).toBe(201);
    expectError(await milestone('400.01'), 409, /agreed \$1,000; \$400 of it is left/);
    expect((await milestone(400)).statusCode).toBe(201);
    const list = await call(t.app, brand.cookie, {
      method: 'GET',
      url: `/api/milestones?projectId=${project.id}&projectType=brand_project`,
    });
    expect(list.json().artists).toMatchObject([
      { agreedAmount: '1000.00', plannedAmount: '1000.00', remainingAmount: '0.00' },
    ]);
  });

  it('is not set by a proposed or declined amount', async () => {
    const { brand, artist, propose, decline, milestone } = await deal();
    const proposed = await ok<AgreedAmount>(await propose(brand, 1000), 201);
    expectError(await milestone(200), 409, /Agree on an amount first/);
    await ok<AgreedAmount>(await decline(artist, proposed.id));
    expectError(await milestone(200), 409, /Agree on an amount first/);
  });
});

describe('the payment minimum applies to the deal, not to each milestone', () => {
  it('allows a milestone below the minimum in a deal that meets it, funded and released with a ledger summing to zero', async () => {
    const { brand, artist, milestone } = await agreed(1000);
    const small = await ok<{ id: string }>(await milestone(25), 201);
    const funded = await ok<{ status: string; transactionId: string }>(
      await post(brand, `/api/milestones/${small.id}/fund`),
    );
    expect(funded.status).toBe('in_progress');
    await ok(
      await post(artist, `/api/milestones/${small.id}/deliver`, { images: ['https://images.example.com/a.jpg'] }),
    );
    await ok(await post(brand, `/api/milestones/${small.id}/approve`));
    const entries = await t.database.db
      .selectFrom('ledger_entries')
      .select(['movement', 'account_type', 'amount_cents'])
      .where('transaction_id', '=', funded.transactionId)
      .execute();
    expect(entries.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(0);
    expect(entries).toContainEqual(expect.objectContaining({ movement: 'release', amount_cents: 2375 }));
    const payment = await t.database.db
      .selectFrom('transactions')
      .select(['amount_cents', 'recipient_id', 'payment_status'])
      .where('id', '=', funded.transactionId)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ amount_cents: 2500, recipient_id: artist.user.id, payment_status: 'completed' });
  });

  it('still refuses a direct payment below the minimum', async () => {
    const { brand, artist, project } = await agreed(1000);
    const direct = await post(brand, '/api/transactions', {
      projectId: project.id,
      projectType: 'brand_project',
      recipientId: artist.user.id,
      amount: 25,
      paymentType: 'milestone',
    });
    expectError(direct, 400, /Amount must be at least \$100/);
  });

  it('refuses milestones of a deal below the minimum, as the console sets it', async () => {
    const { brand, milestone } = await agreed(150);
    const first = await ok<{ id: string }>(await milestone(50), 201);
    expect((await setMinimum(200)).statusCode).toBe(200);
    expectError(
      await milestone(50),
      400,
      /deal with this artist totals \$150, below the payment minimum of \$200: milestones need a deal/,
    );
    expectError(await post(brand, `/api/milestones/${first.id}/fund`), 400, /below the payment minimum of \$200/);
    expect((await setMinimum(150)).statusCode).toBe(200);
    expect((await milestone(50)).statusCode).toBe(201);
    expect((await post(brand, `/api/milestones/${first.id}/fund`)).statusCode).toBe(200);
  });

  it('refuses a deal below the minimum for a proposal quote too', async () => {
    const { brand, project, ref } = await deal();
    const quoted = await registerAs(t.app, 'artist');
    await t.database.db
      .insertInto('applications')
      .values({
        project_id: project.id,
        artist_id: quoted.user.id,
        status: 'accepted',
        agreed_amount_cents: 6_000,
        decided_at: new Date(),
      })
      .execute();
    const create = () =>
      post(brand, '/api/milestones', { ...ref, title: 'Step', amount: 30, artistId: quoted.user.id });
    expectError(await create(), 400, /totals \$60, below the payment minimum of \$100/);
    expect((await setMinimum(50)).statusCode).toBe(200);
    expect((await create()).statusCode).toBe(201);
  });
});
