import { cartTotals, centsToDecimalString } from '@wallcraft/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandProject, hire, registerAs, type Person } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import type { Mail } from '../email/mailer';
import { sendOutboxMail } from '../email/service';
import { paymentProvider } from '../payments/provider';
import { recordReferralBonus } from '../payments/referral-bonus';
import { splitAsPlatform } from '../payments/service';
import { addProduct, ADDRESS } from '../shop/test-fixtures';
import { paymentMode } from './service';

type Line = Outputs['billing']['list']['items'][number];
type Summary = Outputs['billing']['summary'];

let t: TestApp;
let brand: Person;
let artist: Person;
let stranger: Person;
let projectId: string;
const paid: Record<'released' | 'refunded' | 'split' | 'held', string> = {
  released: '',
  refunded: '',
  split: '',
  held: '',
};
let orderId: string;

const get = (who: Person | undefined, url: string) => call(t.app, who?.cookie, { method: 'GET', url });

async function pay(amount: number): Promise<string> {
  const created = await call(t.app, brand.cookie, {
    method: 'POST',
    url: '/api/transactions',
    payload: { projectId, projectType: 'brand_project', recipientId: artist.user.id, amount },
  });
  expect(created.statusCode).toBe(201);
  return created.json().id;
}

async function act(verb: 'release' | 'refund', id: string) {
  expect((await call(t.app, brand.cookie, { method: 'POST', url: `/api/transactions/${verb}/${id}` })).statusCode).toBe(
    200,
  );
}

/** Every line of a person's billing, read a few at a time (the paging is part of what is checked). */
async function allLines(who: Person, query = ''): Promise<Line[]> {
  const lines: Line[] = [];
  let cursor: string | null = null;
  do {
    const page: Outputs['billing']['list'] = json(
      await get(who, `/api/billing?limit=3${query}${cursor ? `&cursor=${cursor}` : ''}`),
    );
    lines.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return lines;
}

/** The person's ledger rows, summed here independently of the billing queries: cents in, out, per UTC month. */
async function ledgerTotals(userId: string) {
  const rows = await t.database.db
    .selectFrom('ledger_entries')
    .select(['id', 'amount_cents', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
  const months = new Map<string, { in: number; out: number }>();
  for (const row of rows) {
    const month = row.created_at.toISOString().slice(0, 7);
    const sums = months.get(month) ?? { in: 0, out: 0 };
    if (row.amount_cents > 0) sums.in += row.amount_cents;
    else sums.out -= row.amount_cents;
    months.set(month, sums);
  }
  return { ids: rows.map((row) => row.id).sort(), months };
}

beforeAll(async () => {
  t = await createTestApp({
    WEB_ORIGIN: 'http://wallcraft.test',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    PAYMENT_MINIMUM_CENTS: '100',
  });
  brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
  artist = await registerAs(t.app, 'artist', { firstName: 'Ari', lastName: 'Artist' });
  stranger = await registerAs(t.app, 'artist');
  projectId = (await brandProject(t.database.db, brand.user.id, { title: 'Dock, north wall' })).id;
  await hire(t.app, brand, artist, projectId);

  paid.released = await pay(500);
  await act('release', paid.released);
  paid.refunded = await pay(300);
  await act('refund', paid.refunded);
  paid.split = await pay(1000);
  await t.database.db
    .transaction()
    .execute((trx) => splitAsPlatform(trx, paymentProvider(t.env), paid.split, 40_000, 'split by an operator', null));
  paid.held = await pay(200.5);

  // The released payment's escrow was funded two months earlier: totals are per month of each entry.
  await t.database.db
    .updateTable('ledger_entries')
    .set({ created_at: new Date('2026-09-15T12:00:00Z') })
    .where('transaction_id', '=', paid.released)
    .where('movement', '=', 'fund')
    .execute();

  // A referral bonus to the artist and a shop order by the brand.
  const signup = await t.database.db
    .insertInto('referral_signups')
    .values({ referrer_id: artist.user.id, referred_user_id: stranger.user.id, code: 'ARTIST1', bonus_cents: 2500 })
    .returning(['id', 'referrer_id', 'bonus_cents'])
    .executeTakeFirstOrThrow();
  await t.database.db.transaction().execute((trx) => recordReferralBonus(trx, signup));
  const product = await addProduct(t.database.db, { price_cents: 1299 });
  const totals = cartTotals([{ priceCents: product.price_cents, quantity: 2 }]);
  const dollars = centsToDecimalString;
  const order = await call(t.app, brand.cookie, {
    method: 'POST',
    url: '/api/shop/orders',
    payload: {
      items: [{ productId: product.id, title: product.title, quantity: 2, price: dollars(product.price_cents) }],
      subtotal: dollars(totals.subtotalCents),
      tax: dollars(totals.taxCents),
      shipping: dollars(totals.shippingCents),
      total: dollars(totals.totalCents),
      shippingAddress: ADDRESS,
    },
  });
  expect(order.statusCode).toBe(201);
  orderId = order.json().id;
});
afterAll(async () => t.close());

/** Sends the queued receipts as the email.send job does, through a mailer that keeps them, and answers them. */
async function sendReceipts(): Promise<Mail[]> {
  const sent: Mail[] = [];
  const mailer = { send: async (mail: Mail) => void sent.push(mail) };
  const queued = await t.database.db
    .selectFrom('email_outbox')
    .select('id')
    .where('template', '=', 'receipt')
    .where('sent_at', 'is', null)
    .where('skipped_reason', 'is', null)
    .execute();
  for (const row of queued) await sendOutboxMail(t.database.db, t.env, mailer, row.id);
  return sent;
}

describe('billing', () => {
  it("lists exactly the person's own ledger entries, each once, with its receipt", async () => {
    for (const who of [brand, artist]) {
      const lines = await allLines(who);
      const ledger = await ledgerTotals(who.user.id);
      expect(lines.map((line) => line.id).sort()).toEqual(ledger.ids);
      const times = lines.map((line) => line.at);
      expect(times).toEqual([...times].sort().reverse());
    }
    const brandLines = await allLines(brand);
    expect(brandLines.filter((l) => l.kind === 'payment').map((l) => l.amount)).toEqual(
      expect.arrayContaining(['-500.00', '-300.00', '-1000.00', '-200.50']),
    );
    const refund = brandLines.find((l) => l.kind === 'refund' && l.receiptUrl === `/payments/${paid.refunded}`);
    expect(refund).toMatchObject({ amount: '300.00', projectId, counterpart: { id: artist.user.id } });
    expect(brandLines.find((l) => l.kind === 'shop_order')).toMatchObject({
      receiptUrl: `/shop/orders/${orderId}`,
      amount: '-38.05',
    });

    const artistLines = await allLines(artist);
    const release = artistLines.find((l) => l.kind === 'release' && l.receiptUrl === `/payments/${paid.released}`);
    expect(release).toMatchObject({ amount: '475.00', fee: '25.00', counterpart: { id: brand.user.id } });
    expect(release?.description).toContain('Dock, north wall');
    // The split paid the artist $400 of $1,000 less its 5% fee.
    expect(artistLines.find((l) => l.receiptUrl === `/payments/${paid.split}`)).toMatchObject({
      amount: '380.00',
      fee: '20.00',
    });
    expect(artistLines.find((l) => l.kind === 'referral_bonus')).toMatchObject({ amount: '25.00' });
  });

  it("never shows another person's lines", async () => {
    expect(await allLines(stranger)).toEqual([]);
    const artistIds = new Set((await allLines(artist)).map((line) => line.id));
    for (const line of await allLines(brand)) expect(artistIds.has(line.id)).toBe(false);
    expect((await get(undefined, '/api/billing')).statusCode).toBe(401);
  });

  it('totals per month and overall equal the sums of the ledger rows, and escrow held is what escrow holds', async () => {
    for (const who of [brand, artist]) {
      const summary = json<Summary>(await get(who, '/api/billing/summary'));
      const ledger = await ledgerTotals(who.user.id);
      const expected = [...ledger.months.entries()]
        .sort(([a], [b]) => b.localeCompare(a))
        .map(([month, sums]) => ({ month, in: centsToDecimalString(sums.in), out: centsToDecimalString(sums.out) }));
      expect(summary.months.map(({ month, in: i, out }) => ({ month, in: i, out }))).toEqual(expected);
      expect(summary.months.length).toBe(who === brand ? 2 : 1);
      const all = [...ledger.months.values()].reduce((s, m) => ({ in: s.in + m.in, out: s.out + m.out }), {
        in: 0,
        out: 0,
      });
      expect(summary.overall).toMatchObject({
        in: centsToDecimalString(all.in),
        out: centsToDecimalString(all.out),
        net: centsToDecimalString(all.in - all.out),
      });
    }
    const brandSummary = json<Summary>(await get(brand, '/api/billing/summary'));
    expect(brandSummary.heldInEscrow).toEqual({ asPayer: '200.50', asArtist: '0.00' });
    expect(brandSummary.overall.fees).toBe('0.00');
    const artistSummary = json<Summary>(await get(artist, '/api/billing/summary'));
    expect(artistSummary.heldInEscrow).toEqual({ asPayer: '0.00', asArtist: '200.50' });
    expect(artistSummary.overall).toMatchObject({ in: '880.00', out: '0.00', fees: '45.00' });
  });

  it('filters by project and by months', async () => {
    const projectLines = await allLines(brand, `&projectId=${projectId}`);
    expect(projectLines.length).toBe(6);
    expect(projectLines.every((line) => line.projectId === projectId)).toBe(true);
    const september = await allLines(brand, '&from=2026-09&to=2026-09');
    expect(september.map((line) => line.amount)).toEqual(['-500.00']);
    const summary = json<Summary>(await get(brand, '/api/billing/summary?from=2026-09&to=2026-10'));
    expect(summary.months).toEqual([{ month: '2026-09', in: '0.00', out: '500.00', fees: '0.00', net: '-500.00' }]);
    const backwards = await get(brand, '/api/billing?from=2026-11&to=2026-09');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('from must be a month before or equal to to');
  });

  it('exports the list as a CSV file, quoted where needed, only to its signed-in owner', async () => {
    const response = await get(brand, '/api/billing/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="wallcraft-billing-.*\.csv"$/);
    const rows = response.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('date,kind,description,project_id,counterpart,amount,fee,receipt');
    expect(rows.length).toBe(1 + (await allLines(brand)).length);
    const refundRow = rows.find((row) => row.includes(`/payments/${paid.refunded}`) && row.includes(',refund,'));
    expect(refundRow).toContain('"Escrow refunded for Dock, north wall"');
    expect(refundRow).toContain(',300.00,,http://wallcraft.test/payments/');
    expect((await get(undefined, '/api/billing/export.csv')).statusCode).toBe(401);
    expect((await get(brand, '/api/billing/export.csv?from=nope')).statusCode).toBe(400);
  });

  it('says the embedded provider and Stripe test keys are test mode, and Stripe live keys are not', async () => {
    expect(json(await get(undefined, '/api/billing/mode'))).toEqual({ provider: 'embedded', testMode: true });
    const stripe = (key: string) => paymentMode({ ...t.env, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: key });
    expect(stripe('sk_test_123')).toEqual({ provider: 'stripe', testMode: true });
    expect(stripe('sk_live_123')).toEqual({ provider: 'stripe', testMode: false });
  });
});

describe('receipts by mail', () => {
  it('mail each party the receipt of each movement with its figures and a link to the exact receipt', async () => {
    const mails = await sendReceipts();
    const to = (who: Person) => mails.filter((mail) => mail.to === who.email);
    const receipt = (who: Person, id: string, subject: RegExp) =>
      to(who).find((mail) => subject.test(mail.subject) && mail.text.includes(`http://wallcraft.test/payments/${id}`));

    const artistRelease = receipt(artist, paid.released, /^Payment released/);
    expect(artistRelease?.text).toContain('Released from escrow: $500');
    expect(artistRelease?.text).toContain('Platform fee: $25');
    expect(artistRelease?.text).toContain('You receive: $475');
    expect(artistRelease?.text).toContain('TEST MODE');
    expect(receipt(brand, paid.released, /^Payment in escrow/)?.text).toContain('Paid into escrow: $500');
    expect(receipt(brand, paid.refunded, /^Payment refunded/)?.text).toContain('Refunded to you: $300');
    const split = receipt(brand, paid.split, /^Payment released/)?.text;
    expect(split).toContain('Released from escrow: $400');
    expect(split).toContain('Refunded to you: $600');

    const order = to(brand).find((mail) => mail.text.includes(`http://wallcraft.test/shop/orders/${orderId}`));
    expect(order?.subject).toMatch(/^Order .* confirmed$/);
    expect(order?.text).toContain('Total paid: $38.05');
    expect(to(stranger).filter((mail) => mail.text.includes('/payments/'))).toEqual([]);
  });

  it('are not sent when payments mail is turned off', async () => {
    await call(t.app, artist.cookie, {
      method: 'PATCH',
      url: '/api/email/preferences',
      payload: { category: 'payments', enabled: false },
    });
    const id = await pay(150);
    await act('release', id);
    const mails = await sendReceipts();
    expect(mails.filter((mail) => mail.to === artist.email && mail.text.includes(id))).toEqual([]);
    expect(mails.filter((mail) => mail.to === brand.email && mail.text.includes(id)).length).toBe(2);
  });
});
