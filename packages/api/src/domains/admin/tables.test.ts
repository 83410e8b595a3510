import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie } from '../../../test/admins';
import { brandProject, registerAs, registerUser, wallProject } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { escrowedDeal, shopOrder, type Deal } from './test-fixtures';

let t: TestApp;
let root: string;
const get = (url: string) => call(t.app, root, { method: 'GET', url });
const list = async <K extends 'users' | 'projects' | 'transactions' | 'orders'>(url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return json<Outputs['admin'][K]>(response);
};

// Unique words, so the filters below find only what these tests made.
const TAG = `zq${Date.now().toString(36)}`;
let deal: Deal;
let small: Deal;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  root = await adminSessionCookie(t.database.db);
  for (const [firstName, lastName] of [
    ['Cleo', `${TAG}`],
    ['Abe', `${TAG}`],
    ['Bo', `${TAG}`],
  ] as const)
    await registerUser(t.app, { firstName, lastName, email: `${firstName.toLowerCase()}-${TAG}@example.com` });
  deal = await escrowedDeal(t, '300.00', `${TAG} dock mural`);
  small = await escrowedDeal(t, '150.00', `${TAG} small wall`);
});
afterAll(async () => t.close());

describe('GET /api/admin/users', () => {
  it('searches email and name, sorts by name, email, newest and oldest, and counts every match', async () => {
    const byName = await list<'users'>(`/api/admin/users?search=${TAG}&sort=name`);
    expect(byName.total).toEqual({ count: 3, capped: false });
    expect(byName.items.map((u) => u.firstName)).toEqual(['Abe', 'Bo', 'Cleo']);
    const byEmail = await list<'users'>(`/api/admin/users?search=${TAG}&sort=email`);
    expect(byEmail.items.map((u) => u.email)).toEqual([...byEmail.items.map((u) => u.email)].sort());
    const newest = await list<'users'>(`/api/admin/users?search=${TAG}`);
    expect(newest.items.map((u) => u.firstName)).toEqual(['Bo', 'Abe', 'Cleo']);
    const oldest = await list<'users'>(`/api/admin/users?search=${TAG}&sort=oldest`);
    expect(oldest.items.map((u) => u.firstName)).toEqual(['Cleo', 'Abe', 'Bo']);
  });

  it('pages a sorted list without overlap', async () => {
    const first = await list<'users'>(`/api/admin/users?search=${TAG}&sort=name&limit=2`);
    expect(first.items.map((u) => u.firstName)).toEqual(['Abe', 'Bo']);
    const second = await list<'users'>(`/api/admin/users?search=${TAG}&sort=name&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((u) => u.firstName)).toEqual(['Cleo']);
    expect(second.nextCursor).toBeNull();
  });

  it('filters by profile type and by status', async () => {
    const brands = await list<'users'>(`/api/admin/users?userType=brand&limit=100`);
    expect(brands.items.map((u) => u.id)).toContain(deal.brand.user.id);
    expect(brands.items.every((u) => u.userTypes.includes('brand'))).toBe(true);
    await t.database.db
      .updateTable('users')
      .set({ suspended_at: new Date(), suspended_reason: 'spam' })
      .where('id', '=', small.artist.user.id)
      .execute();
    const suspended = await list<'users'>(`/api/admin/users?status=suspended`);
    expect(suspended.items.map((u) => u.id)).toEqual([small.artist.user.id]);
    expect(suspended.items[0]?.suspended).toMatchObject({ reason: 'spam' });
    const active = await list<'users'>(`/api/admin/users?status=active&limit=100`);
    expect(active.items.map((u) => u.id)).not.toContain(small.artist.user.id);
    await t.database.db
      .updateTable('users')
      .set({ suspended_at: null, suspended_reason: null })
      .where('id', '=', small.artist.user.id)
      .execute();
  });

  it('refuses an unknown sort, status or profile type with 400 naming the field', async () => {
    for (const [query, field] of [
      ['sort=height', 'sort'],
      ['status=gone', 'status'],
      ['userType=alien', 'userType'],
      ['limit=0', 'limit'],
      ['cursor=not-ours', 'cursor'],
    ])
      expect((await get(`/api/admin/users?${query}`)).json().message, query).toMatch(new RegExp(`^${field}: `));
    expect((await get('/api/admin/users?sort=height')).statusCode).toBe(400);
  });

  it('shows one user with profiles, counts, money in and out, and 404 for an unknown id', async () => {
    const brand = json<Outputs['admin']['user']>(await get(`/api/admin/users/${deal.brand.user.id}`));
    expect(brand).toMatchObject({
      id: deal.brand.user.id,
      userTypes: ['brand'],
      activeUserType: 'brand',
      counts: { brandProjects: 1, walls: 0, wallProjects: 0, applications: 0 },
      payments: { out: { count: 1, amount: '300.00' }, in: { count: 0, amount: '0.00' } },
      suspended: null,
      can: { suspend: true, reinstate: false },
    });
    expect(JSON.stringify(brand)).not.toMatch(/scrypt\$|password/);
    const artist = json<Outputs['admin']['user']>(await get(`/api/admin/users/${deal.artist.user.id}`));
    expect(artist).toMatchObject({ counts: { applications: 1 }, payments: { in: { count: 1, amount: '300.00' } } });
    expect((await get(`/api/admin/users/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await get(`/api/admin/users/nope`)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/projects', () => {
  it('searches title and owner, filters kind and status, sorts by title and budget', async () => {
    const owner = await registerAs(t.app, 'wall_owner', { firstName: 'Wanda', lastName: `${TAG}owner` });
    await wallProject(t.database.db, owner.user.id, { title: `${TAG} alley`, status: 'in_progress' });
    await brandProject(t.database.db, deal.brand.user.id, { title: `${TAG} big`, budgetCents: 9_000_000 });

    const all = await list<'projects'>(`/api/admin/projects?search=${TAG}&sort=title`);
    expect(all.items.map((p) => p.title)).toEqual([
      `${TAG} alley`,
      `${TAG} big`,
      `${TAG} dock mural`,
      `${TAG} small wall`,
    ]);
    expect(all.total.count).toBe(4);
    const byOwner = await list<'projects'>(`/api/admin/projects?search=${TAG}owner`);
    expect(byOwner.items).toEqual([expect.objectContaining({ kind: 'wall_project', ownerName: `Wanda ${TAG}owner` })]);
    const walls = await list<'projects'>(`/api/admin/projects?search=${TAG}&kind=wall_project`);
    expect(walls.items.map((p) => p.title)).toEqual([`${TAG} alley`]);
    const started = await list<'projects'>(`/api/admin/projects?search=${TAG}&status=in_progress`);
    expect(started.items.map((p) => p.title)).toEqual([`${TAG} alley`]);
    const byBudget = await list<'projects'>(`/api/admin/projects?search=${TAG}&sort=budget`);
    expect(byBudget.items.map((p) => p.title)[0]).toBe(`${TAG} big`);
    // A wall project without a budget comes last.
    expect(byBudget.items.at(-1)?.title).toBe(`${TAG} alley`);
    expect((await get('/api/admin/projects?kind=mural')).statusCode).toBe(400);
  });

  it('shows a project with its owner, applications, accepted artist, payments and escrow', async () => {
    const detail = json<Outputs['admin']['project']>(await get(`/api/admin/projects/brand_project/${deal.project.id}`));
    expect(detail).toMatchObject({
      title: `${TAG} dock mural`,
      ownerId: deal.brand.user.id,
      applications: { total: 1, accepted: 1, pending: 0 },
      acceptedArtists: [{ id: deal.artist.user.id, name: 'Frida Kahlo' }],
      payments: [{ id: deal.paymentId, amount: '300.00', status: 'escrowed' }],
      inEscrow: '300.00',
      can: { close: false },
      closeRefusal: expect.stringMatching(/\$300 is held in escrow/),
    });
    expect((await get(`/api/admin/projects/wall_project/${deal.project.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/transactions', () => {
  it('searches the project, payer and recipient, filters status and sorts by amount', async () => {
    const high = await list<'transactions'>(`/api/admin/transactions?search=${TAG}&sort=amount_high`);
    expect(high.items.map((p) => p.amount)).toEqual(['300.00', '150.00']);
    const low = await list<'transactions'>(`/api/admin/transactions?search=${TAG}&sort=amount_low`);
    expect(low.items.map((p) => p.amount)).toEqual(['150.00', '300.00']);
    const byPayer = await list<'transactions'>(`/api/admin/transactions?search=${deal.brand.email}`);
    expect(byPayer.items.map((p) => p.id)).toEqual([deal.paymentId]);
    const escrowed = await list<'transactions'>(`/api/admin/transactions?status=escrowed&limit=100`);
    expect(escrowed.items.every((p) => p.paymentStatus === 'escrowed')).toBe(true);
    expect(await list<'transactions'>(`/api/admin/transactions?status=refunded&search=${TAG}`)).toMatchObject({
      items: [],
      total: { count: 0 },
    });
    expect((await get('/api/admin/transactions?sort=amount')).statusCode).toBe(400);
  });

  it('shows a payment with its parties and ledger entries summing to zero', async () => {
    const detail = json<Outputs['admin']['transaction']>(await get(`/api/admin/transactions/${deal.paymentId}`));
    expect(detail).toMatchObject({
      payer: { id: deal.brand.user.id, name: 'Bea Brand', email: deal.brand.email },
      recipient: { id: deal.artist.user.id, name: 'Frida Kahlo' },
      projectTitle: `${TAG} dock mural`,
      paymentStatus: 'escrowed',
      can: { refund: true },
      refundRefusal: null,
    });
    expect(detail.ledger.map((e) => [e.movement, e.accountType, e.amount]).sort()).toEqual([
      ['fund', 'escrow', '300.00'],
      ['fund', 'payer', '-300.00'],
    ]);
  });
});

describe('GET /api/admin/orders', () => {
  it('lists shop orders by buyer, status and total, and shows one with its lines', async () => {
    const buyer = await registerUser(t.app, { firstName: 'Otto', lastName: `${TAG}buyer` });
    const big = await shopOrder(t.database.db, buyer.user.id, {
      lines: [
        { title: 'Spray can', quantity: 3, cents: 799 },
        { title: 'Mask', quantity: 1, cents: 2500 },
      ],
    });
    await shopOrder(t.database.db, buyer.user.id, {
      status: 'placed',
      lines: [{ title: 'Tape', quantity: 1, cents: 300 }],
    });

    const byTotal = await list<'orders'>(`/api/admin/orders?search=${TAG}buyer&sort=amount_high`);
    expect(byTotal.total.count).toBe(2);
    expect(byTotal.items[0]).toMatchObject({ id: big.id, items: 4, total: '62.88', status: 'paid' });
    expect(big.total_cents).toBe(6288);
    const placed = await list<'orders'>(`/api/admin/orders?search=${TAG}buyer&status=placed`);
    expect(placed.items).toHaveLength(1);
    expect((await get('/api/admin/orders?status=lost')).statusCode).toBe(400);

    const detail = json<Outputs['admin']['order']>(await get(`/api/admin/orders/${big.id}`));
    expect(detail).toMatchObject({
      buyerId: buyer.user.id,
      subtotal: '48.97',
      tax: '3.92',
      shipping: '9.99',
      total: '62.88',
      lines: [
        { title: 'Mask', quantity: 1, unitPrice: '25.00', lineTotal: '25.00' },
        { title: 'Spray can', quantity: 3, unitPrice: '7.99', lineTotal: '23.97' },
      ],
      shippingAddress: { city: 'Houston', state: 'TX' },
    });
    expect((await get(`/api/admin/orders/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/metrics/weekly', () => {
  it('answers twelve weeks, oldest first, with this week counting what these tests made', async () => {
    const { weeks } = json<Outputs['admin']['metricsWeekly']>(await get('/api/admin/metrics/weekly'));
    expect(weeks).toHaveLength(12);
    expect(weeks.map((w) => w.week)).toEqual([...weeks.map((w) => w.week)].sort());
    expect(new Date(`${weeks[11]!.week}T00:00:00Z`).getUTCDay()).toBe(1);
    const now = weeks[11]!;
    expect(now.signUps).toBeGreaterThanOrEqual(7);
    expect(now.brandProjects).toBeGreaterThanOrEqual(2);
    expect(now.payments).toBeGreaterThanOrEqual(2);
    expect(now.paymentsAmount).toMatch(/^\d+\.\d{2}$/);
    expect(Number(now.paymentsAmount)).toBeGreaterThanOrEqual(450);
    expect(now.platformFees).toMatch(/^\d+\.\d{2}$/);
    expect(weeks.slice(0, 11).every((w) => w.signUps === 0)).toBe(true);
  });

  it('is refused without an admin session', async () => {
    expect((await call(t.app, undefined, { method: 'GET', url: '/api/admin/metrics/weekly' })).statusCode).toBe(401);
  });
});
