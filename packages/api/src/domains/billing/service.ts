import type { DB } from '@wallcraft/db';
import { centsToDecimalString } from '@wallcraft/shared';
import type { Env } from '../../env';
import * as collab from '../collaboration/service';
import * as queries from './queries';
import type {
  TBillingFilter,
  TBillingKind,
  TBillingLine,
  TBillingSummary,
  TListBillingRequest,
  TPaymentMode,
} from './schemas';

const dollars = (cents: number) => centsToDecimalString(cents);

/** A filter's months as a UTC range: from the first day of `from` to the first day after `to`. */
function rangeOf(filter: TBillingFilter): queries.Range {
  const since = filter.from ? new Date(`${filter.from}-01T00:00:00Z`) : undefined;
  let until: Date | undefined;
  if (filter.to) {
    until = new Date(`${filter.to}-01T00:00:00Z`);
    until.setUTCMonth(until.getUTCMonth() + 1);
  }
  return { projectId: filter.projectId, since, until };
}

type EntryRow = Awaited<ReturnType<typeof queries.listEntries>>['items'][number];

/** Which line an entry of the account is: by its movement (an account has one leg in each movement it is in). */
const KIND_OF: Record<EntryRow['movement'], TBillingKind> = {
  fund: 'payment',
  release: 'release',
  refund: 'refund',
  verification_fee: 'verification_fee',
  referral_bonus: 'referral_bonus',
  shop_sale: 'shop_order',
};

function receiptUrl(row: EntryRow): string {
  if (row.transaction_id) return `/payments/${row.transaction_id}`;
  if (row.order_id) return `/shop/orders/${row.order_id}`;
  if (row.verification_request_id) return '/settings';
  return '/referrals';
}

function describe(row: EntryRow, project: string | null, counterpart: string | null): string {
  const kind = KIND_OF[row.movement];
  switch (kind) {
    case 'payment':
      return `Paid into escrow for ${project} (to ${counterpart})`;
    case 'release':
      return `Payment released for ${project} (from ${counterpart})`;
    case 'refund':
      return `Escrow refunded for ${project}`;
    case 'verification_fee':
      return 'Background verification fee';
    case 'referral_bonus':
      return 'Referral bonus';
    case 'shop_order':
      return `Shop order ${row.order_id?.slice(0, 8).toUpperCase()}`;
  }
}

async function presentLines(db: DB, rows: EntryRow[]): Promise<TBillingLine[]> {
  const paid = rows.filter((row) => row.transaction_id);
  const embeds = await collab.loadEmbeds(
    db,
    paid.flatMap((row) => [row.payer_id!, row.recipient_id!]),
    paid.map((row) => row.project_id!),
  );
  return rows.map((row) => {
    const kind = KIND_OF[row.movement];
    // The other party of a payment: the artist for the payer's lines, the payer for the artist's release.
    const otherId = row.transaction_id ? (kind === 'release' ? row.payer_id : row.recipient_id) : null;
    const other = otherId ? collab.toParty(embeds.party(otherId)) : null;
    const project = row.project_id ? embeds.project(row.project_id).title : null;
    return {
      id: row.id,
      at: row.created_at.toISOString(),
      kind,
      description: describe(row, project, other?.displayName ?? null),
      projectId: row.project_id,
      counterpart: other ? { id: other.id, displayName: other.displayName } : null,
      amount: dollars(row.amount_cents),
      fee: kind === 'release' ? dollars(Number(row.fee_cents)) : null,
      receiptUrl: receiptUrl(row),
    };
  });
}

/** The account's movements, newest first: each of its own ledger entries is one line. */
export async function listBilling(db: DB, userId: string, input: TListBillingRequest) {
  const rows = await queries.listEntries(db, userId, rangeOf(input), input);
  return { items: await presentLines(db, rows.items), nextCursor: rows.nextCursor };
}

type Cents = { inCents: number; outCents: number; feeCents: number };
const totals = ({ inCents, outCents, feeCents }: Cents) => ({
  in: dollars(inCents),
  out: dollars(outCents),
  fees: dollars(feeCents),
  net: dollars(inCents - outCents),
});

/** Escrow held now, and money in, out and fees per month and overall: sums of the account's ledger entries. */
export async function billingSummary(db: DB, userId: string, filter: TBillingFilter): Promise<TBillingSummary> {
  const range = rangeOf(filter);
  const [inOut, fees, held] = await Promise.all([
    queries.monthlyInOut(db, userId, range),
    queries.monthlyFees(db, userId, range),
    queries.heldInEscrow(db, userId, filter.projectId),
  ]);
  const byMonth = new Map<string, Cents>();
  const at = (month: string) => {
    const found = byMonth.get(month) ?? { inCents: 0, outCents: 0, feeCents: 0 };
    byMonth.set(month, found);
    return found;
  };
  for (const row of inOut) {
    at(row.month).inCents += Number(row.in_cents);
    at(row.month).outCents += Number(row.out_cents);
  }
  for (const row of fees) at(row.month).feeCents += Number(row.fee_cents);
  const months = [...byMonth.entries()].sort(([a], [b]) => b.localeCompare(a));
  const overall = months.reduce(
    (sum, [, cents]) => ({
      inCents: sum.inCents + cents.inCents,
      outCents: sum.outCents + cents.outCents,
      feeCents: sum.feeCents + cents.feeCents,
    }),
    { inCents: 0, outCents: 0, feeCents: 0 },
  );
  return {
    heldInEscrow: { asPayer: dollars(held.asPayerCents), asArtist: dollars(held.asArtistCents) },
    months: months.map(([month, cents]) => ({ month, ...totals(cents) })),
    overall: totals(overall),
  };
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; text a spreadsheet would run as a
 * formula (= + - @, tab, carriage return) gets a leading apostrophe. Amounts are our own figures and go as they are.
 */
function csvText(value: string | null): string {
  if (value === null) return '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const CSV_HEADER = ['date', 'kind', 'description', 'project_id', 'counterpart', 'amount', 'fee', 'receipt'] as const;

/**
 * The whole list under the filter as a CSV file, read a page at a time; receipts as full URLs of the web app.
 */
export async function billingCsv(db: DB, env: Env, userId: string, filter: TBillingFilter): Promise<string> {
  const origin = env.WEB_ORIGIN ?? `http://localhost:${env.PORT}`;
  let text = `${CSV_HEADER.join(',')}\r\n`;
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof listBilling>> = await listBilling(db, userId, {
      ...filter,
      limit: 100,
      cursor,
    });
    for (const line of page.items)
      text += `${[
        line.at,
        line.kind,
        csvText(line.description),
        line.projectId ?? '',
        csvText(line.counterpart?.displayName ?? null),
        line.amount,
        line.fee ?? '',
        new URL(line.receiptUrl, origin).toString(),
      ].join(',')}\r\n`;
    cursor = page.nextCursor;
  } while (cursor);
  return text;
}

/** Whether real money moves: the embedded provider never; Stripe unless its key is a test key. */
export function paymentMode(env: Env): TPaymentMode {
  if (env.PAYMENT_PROVIDER === 'embedded') return { provider: 'embedded', testMode: true };
  return { provider: 'stripe', testMode: /^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY ?? '') };
}
