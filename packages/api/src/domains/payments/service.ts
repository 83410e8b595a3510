import { createHash } from 'node:crypto';
import type { DB } from '@wallcraft/db';
import { centsToDecimalString, formatUsd, parseDollarsToCents } from '@wallcraft/shared';
import type { Env } from '../../env';
import { AppError } from '../../trpc/errors';
import { confirmedAmounts } from '../agreed-amounts/service';
import * as collab from '../collaboration/service';
import { createNotification } from '../notifications/service';
import { LEDGER_MOVES, shopSaleEntries, splitFee, splitPayment, verificationFeeEntries } from './ledger';

/** A dispute's split, as the console previews it and the decision writes it (ledger.ts). */
export { planSplit, type SplitShare } from './ledger';
import type { PaymentProvider, ProviderPayment } from './provider';
import * as queries from './queries';
import { readSettings } from '../settings/service';
import { ZIdempotencyKey } from './schemas';
import type {
  TCreatePaymentRequest,
  TListProjectPaymentsRequest,
  TCreatedPayment,
  TPayment,
  TPayeeList,
  TPaymentSettings,
  TPaymentSummary,
  TProjectPaymentsRequest,
} from './schemas';

/** What a feature does when money reaches escrow, in the transaction that puts it there. */
export type PaymentEscrowedHandler = (trx: DB, payment: { id: string; payerId: string }) => Promise<unknown>;

const escrowedHandlers: PaymentEscrowedHandler[] = [];

/**
 * Registers a feature's handler for every payment that reaches escrow (referrals advance the payer's referral). The
 * server registers them at start (server.ts), so payments never import the features that pay through payments;
 * handlers run in the order registered, and registering one twice keeps one.
 */
export function onPaymentEscrowed(handler: PaymentEscrowedHandler): void {
  if (!escrowedHandlers.includes(handler)) escrowedHandlers.push(handler);
}

/** What a feature does when a payment's money goes back (refunded) or never came (cancelled), in that transaction. */
export type PaymentReturnedHandler = (trx: DB, payment: { id: string }) => Promise<unknown>;

const returnedHandlers: PaymentReturnedHandler[] = [];

/** Registers a feature's handler for every payment refunded or cancelled (a funded milestone is due again). */
export function onPaymentReturned(handler: PaymentReturnedHandler): void {
  if (!returnedHandlers.includes(handler)) returnedHandlers.push(handler);
}

/** Moves a payment back (refunded, or cancelled before it was funded) and tells the features that registered. */
async function returnPayment(trx: DB, id: string, from: 'escrowed' | 'pending', to: 'refunded' | 'cancelled') {
  const row = await queries.transition(trx, id, from, to);
  if (row) for (const handler of returnedHandlers) await handler(trx, { id });
  return row;
}

/** The platform's payment settings (operators' platform settings, else env) and who holds the money. */
export type PaymentDeps = { feeBps: number; minimumCents: number; provider: PaymentProvider };

/** The fee and minimum in force now: a change in the console applies from the next payment on. */
export async function settingsFrom(db: DB, env: Pick<Env, 'PLATFORM_FEE_BPS' | 'PAYMENT_MINIMUM_CENTS'>) {
  const { feeBps, minimumCents } = await readSettings(db, env);
  return { feeBps, minimumCents };
}

export function paymentSettings(deps: Pick<PaymentDeps, 'feeBps' | 'minimumCents'>): TPaymentSettings {
  return {
    platformFeePercentage: centsToDecimalString(deps.feeBps),
    platformFeeBps: deps.feeBps,
    minimumAmount: centsToDecimalString(deps.minimumCents),
    feeRounding: 'fee = amount × percentage, rounded half up to the cent; net = amount − fee',
  };
}

const dollars = (cents: number) => centsToDecimalString(cents);
const iso = (date: Date | null) => date?.toISOString() ?? null;
async function present(db: DB, rows: queries.PaymentRow[]): Promise<TPayment[]> {
  const embeds = await collab.loadEmbeds(
    db,
    rows.flatMap((row) => [row.payer_id, row.recipient_id]),
    rows.map((row) => row.project_id),
  );
  return rows.map((row) => presentRow(row, embeds));
}

function presentRow(row: queries.PaymentRow, embeds: collab.Embeds): TPayment {
  const project = embeds.project(row.project_id);
  return {
    id: row.id,
    projectId: row.project_id,
    projectType: project.project_type,
    payerId: row.payer_id,
    recipientId: row.recipient_id,
    amount: dollars(row.amount_cents),
    platformFeePercentage: centsToDecimalString(row.platform_fee_bps),
    platformFee: dollars(row.platform_fee_cents),
    netAmount: dollars(row.net_amount_cents),
    paymentType: row.payment_type,
    paymentStatus: row.payment_status,
    createdAt: row.created_at.toISOString(),
    escrowedAt: iso(row.escrowed_at),
    releasedAt: iso(row.released_at),
    cancelledAt: iso(row.cancelled_at),
    refundedAt: iso(row.refunded_at),
    project: collab.toCollaborationProject(project),
    payer: collab.toParty(embeds.party(row.payer_id), collab.ownerRole(project.project_type)),
    recipient: collab.toParty(embeds.party(row.recipient_id), 'artist'),
  };
}

async function presentOne(db: DB, row: queries.PaymentRow): Promise<TPayment> {
  const [payment] = await present(db, [row]);
  if (!payment) throw new Error('payment mapping lost a row');
  return payment;
}

/** Only the payer and the artist paid see a payment; to anyone else it does not exist. */
async function findVisible(db: DB, viewerId: string, id: string): Promise<queries.PaymentRow> {
  const row = await queries.findById(db, id);
  if (!row || (row.payer_id !== viewerId && row.recipient_id !== viewerId))
    throw new AppError('NOT_FOUND', 'Payment not found');
  return row;
}

export async function getPayment(db: DB, viewerId: string, id: string): Promise<TPayment> {
  return presentOne(db, await findVisible(db, viewerId, id));
}

/**
 * Whose payments on a project the viewer sees: the owner all of them (null), an artist on it their own; anyone
 * else gets 404, as for a project that does not exist.
 */
async function visibleRecipient(db: DB, viewerId: string, input: TProjectPaymentsRequest): Promise<string | null> {
  const project = await collab.findProject(db, input.projectId, input.projectType);
  if (!project) throw collab.projectNotFound(input.projectType);
  if (project.owner_id === viewerId) return null;
  if (await queries.artistIsOnProject(db, project.id, viewerId)) return viewerId;
  throw collab.projectNotFound(input.projectType);
}

export async function listProjectPayments(db: DB, viewerId: string, input: TListProjectPaymentsRequest) {
  const recipientId = await visibleRecipient(db, viewerId, input);
  const rows = await queries.listForProject(db, input.projectId, recipientId, input);
  return { items: await present(db, rows.items), nextCursor: rows.nextCursor };
}

/** Every figure is a sum of ledger entries: escrow + artists + fees = what payers put in and did not get back. */
export async function projectPaymentSummary(
  db: DB,
  viewerId: string,
  input: TProjectPaymentsRequest,
): Promise<TPaymentSummary> {
  const recipientId = await visibleRecipient(db, viewerId, input);
  const sums = await queries.balances(db, input.projectId, recipientId);
  return {
    total: dollars(-sums.payer),
    inEscrow: dollars(sums.escrow),
    platformFees: dollars(sums.platform_fees),
    netPayouts: dollars(sums.artist),
  };
}

/**
 * Whom the owner can pay on a project: its accepted artists (application or invitation), each once, with the
 * agreed amount when one was recorded (the latest decision's). The owner only: an artist on it gets 403, anyone
 * else 404.
 */
export async function listPayees(db: DB, viewerId: string, input: TProjectPaymentsRequest): Promise<TPayeeList> {
  const project = await collab.findProject(db, input.projectId, input.projectType);
  if (!project) throw collab.projectNotFound(input.projectType);
  if (project.owner_id !== viewerId) {
    if (await queries.artistIsOnProject(db, project.id, viewerId))
      throw new AppError('FORBIDDEN', 'Only the project’s owner can see whom to pay');
    throw collab.projectNotFound(input.projectType);
  }
  const rows = await queries.acceptedArtists(db, project.id);
  // An artist both invited and applying counts once: the decision with an agreed amount, else the latest.
  type Row = (typeof rows)[number];
  const rank = (row: Row) => [row.agreed_amount_cents === null ? 0 : 1, row.decided_at?.getTime() ?? 0] as const;
  const better = (a: Row, b: Row) => rank(a)[0] > rank(b)[0] || (rank(a)[0] === rank(b)[0] && rank(a)[1] > rank(b)[1]);
  const chosen = new Map<string, Row>();
  for (const row of rows) {
    const seen = chosen.get(row.artist_id);
    if (!seen || better(row, seen)) chosen.set(row.artist_id, row);
  }
  const artists = [...chosen.values()];
  const embeds = await collab.loadEmbeds(
    db,
    artists.map((row) => row.artist_id),
    [],
  );
  // An amount the artist confirmed after a hire without a quote (domains/agreed-amounts) is the agreed one too.
  const confirmed = await confirmedAmounts(db, project.id);
  const items = artists.map((row) => {
    const cents = row.agreed_amount_cents ?? confirmed.get(row.artist_id) ?? null;
    return {
      artist: collab.toParty(embeds.party(row.artist_id), 'artist'),
      agreedAmount: cents === null ? null : dollars(cents),
    };
  });
  items.sort((a, b) => a.artist.displayName.localeCompare(b.artist.displayName));
  return { items };
}

/**
 * A payment as it stands for a caller about to rely on it (a milestone linking it as its funding), share-locked
 * until the caller's transaction ends: a refund or cancel waits for it, then finds what the caller wrote.
 */
export async function holdPayment(trx: DB, id: string) {
  const row = await queries.shareLockById(trx, id);
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.payment_status,
    payerId: row.payer_id,
    recipientId: row.recipient_id,
    amountCents: row.amount_cents,
    projectId: row.project_id,
  };
}

/** What an artist has been paid: released payments' net amounts, as the sum of their ledger entries (cents). */
export function artistEarningsCents(db: DB, userId: string): Promise<number> {
  return queries.artistEarningsCents(db, userId);
}

/**
 * The Idempotency-Key from the header or the input (tRPC); both may be sent only if they agree. Every create call
 * that takes a key (payments, shop orders) reads it here.
 */
export function resolveIdempotencyKey(fromInput: string | undefined, fromHeader: string | null): string | null {
  let header: string | null = null;
  if (fromHeader !== null) {
    const parsed = ZIdempotencyKey.safeParse(fromHeader);
    if (!parsed.success) throw new AppError('INVALID_INPUT', parsed.error.issues[0]?.message ?? 'Bad Idempotency-Key');
    header = parsed.data;
  }
  if (fromInput !== undefined && header !== null && fromInput !== header)
    throw new AppError('INVALID_INPUT', 'idempotencyKey must equal the Idempotency-Key header when both are sent');
  return fromInput ?? header;
}

/** The figures the spec's client also sends are accepted only when they are the server's own. */
function checkEchoedFields(input: TCreatePaymentRequest, payerId: string, feeBps: number, feeCents: number) {
  const mismatch = (field: string, expected: string) =>
    new AppError('INVALID_INPUT', `${field} must be ${expected} (the server computes it)`);
  const centsOf = (value: number | string) => parseDollarsToCents(typeof value === 'number' ? String(value) : value);
  if (input.payerId != null && input.payerId !== payerId)
    throw new AppError('INVALID_INPUT', 'payerId must be your own user id (the payer is always you)');
  // A percentage with two decimals reads as basis points the way dollars read as cents.
  if (input.platformFeePercentage != null && centsOf(input.platformFeePercentage) !== feeBps)
    throw mismatch('platformFeePercentage', centsToDecimalString(feeBps));
  if (input.platformFee != null && centsOf(input.platformFee) !== feeCents)
    throw mismatch('platformFee', dollars(feeCents));
  if (input.netAmount != null && centsOf(input.netAmount) !== input.amount - feeCents)
    throw mismatch('netAmount', dollars(input.amount - feeCents));
  if (input.paymentStatus != null && input.paymentStatus !== 'pending')
    throw new AppError(
      'INVALID_INPUT',
      'paymentStatus must be pending (payments start pending; the provider funds them)',
    );
}

/** What identifies a request for its idempotency key: the normalized fields that decide the payment. */
function requestHash(input: TCreatePaymentRequest): string {
  const fields = [input.projectType, input.projectId, input.recipientId, input.amount, input.paymentType];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The same key again: the first payment for the same request, 409 for another. */
async function replay(db: DB, payerId: string, key: queries.ScopedKey, hash: string): Promise<TPayment | null> {
  const existing = await queries.findKey(db, payerId, key);
  if (!existing) return null;
  if (existing.request_hash !== hash)
    throw new AppError(
      'CONFLICT',
      key.scope === 'client'
        ? 'This Idempotency-Key was already used for a different payment request'
        : 'This milestone’s payment was made for another amount or artist; nothing was changed',
    );
  return getPayment(db, payerId, existing.transaction_id);
}

class KeyTaken extends Error {}

/**
 * The signed-in user pays an artist on their project: the fee is the server's, the payment is stored pending,
 * then the provider funds escrow (the embedded one at once). A repeated Idempotency-Key answers the first payment.
 */
export async function createPayment(
  db: DB,
  deps: PaymentDeps,
  payerId: string,
  input: TCreatePaymentRequest,
  headerKey: string | null,
): Promise<TCreatedPayment> {
  const key = resolveIdempotencyKey(input.idempotencyKey, headerKey);
  return pay(db, deps, payerId, input, key === null ? null : { scope: 'client', key });
}

/**
 * A milestone's own payment (paymentType milestone), made under the server's key for this funding of it. That key
 * is in a scope of its own, apart from the keys clients send: a client may send any key Stripe's rule allows
 * (`milestone-<id>` too) and it only ever answers the client's own payments. Refusing clients' keys that look like
 * the server's with a 400 would instead need a list of reserved forms kept in step with every key the server
 * makes, and would do nothing about keys clients had stored before the rule.
 */
export async function createMilestonePayment(
  db: DB,
  deps: PaymentDeps,
  payerId: string,
  input: Omit<TCreatePaymentRequest, 'paymentType' | 'idempotencyKey'>,
  fundingKey: string,
): Promise<TCreatedPayment> {
  return pay(db, deps, payerId, { ...input, paymentType: 'milestone' }, { scope: 'milestone', key: fundingKey });
}

async function pay(
  db: DB,
  deps: PaymentDeps,
  payerId: string,
  input: TCreatePaymentRequest,
  key: queries.ScopedKey | null,
): Promise<TCreatedPayment> {
  const { feeCents, netCents } = splitFee(input.amount, deps.feeBps);
  checkEchoedFields(input, payerId, deps.feeBps, feeCents);
  const hash = requestHash(input);
  if (key) {
    const first = await replay(db, payerId, key, hash);
    if (first) return { ...first, checkoutUrl: null };
  }

  const project = await collab.findProject(db, input.projectId, input.projectType);
  if (!project) throw collab.projectNotFound(input.projectType);
  if (project.owner_id !== payerId) throw new AppError('FORBIDDEN', 'Only the project’s owner can pay for it');
  if (project.status === 'cancelled') throw new AppError('CONFLICT', 'This project is cancelled');
  if (!(await queries.artistIsOnProject(db, project.id, input.recipientId)))
    throw new AppError(
      'INVALID_INPUT',
      'recipientId must be an artist with an accepted application or invitation on this project',
    );
  // A milestone's payment is a step of a deal: the milestones domain holds the deal to the minimum, not each step.
  if (key?.scope !== 'milestone' && input.amount < deps.minimumCents)
    throw new AppError('INVALID_INPUT', `Amount must be at least ${formatUsd(deps.minimumCents)}`);

  let id: string;
  try {
    id = await db.transaction().execute(async (trx) => {
      // Share-locked, so the project cannot be cancelled between the check above and the insert.
      if ((await collab.lockProjectStatus(trx, project.id)) === 'cancelled')
        throw new AppError('CONFLICT', 'This project is cancelled');
      const created = await queries.insert(trx, {
        projectId: project.id,
        payerId,
        recipientId: input.recipientId,
        amountCents: input.amount,
        feeBps: deps.feeBps,
        feeCents,
        netCents,
        paymentType: input.paymentType,
        provider: deps.provider.name,
      });
      if (key && !(await queries.insertKey(trx, { payerId, key, requestHash: hash, transactionId: created })))
        throw new KeyTaken();
      return created;
    });
  } catch (error) {
    // A concurrent request with the same key committed first: answer as its replay.
    if (!(error instanceof KeyTaken) || !key) throw error;
    const first = await replay(db, payerId, key, hash);
    if (!first) throw error;
    return { ...first, checkoutUrl: null };
  }

  const row = await queries.findById(db, id);
  if (!row) throw new Error('payment vanished after insert');
  let funding: Awaited<ReturnType<PaymentProvider['fund']>>;
  try {
    funding = await deps.provider.fund(toProviderPayment(row));
  } catch (error) {
    // The provider took nothing: the payment and its key go, so a retry (with the same key) starts afresh.
    await db.transaction().execute(async (trx) => {
      await queries.deleteUnfunded(trx, id);
    });
    throw error;
  }
  if (funding.outcome === 'funded') await fundPayment(db, id, funding.ref);
  else await announceCreated(db, row, funding.ref);
  return { ...(await getPayment(db, payerId, id)), checkoutUrl: funding.redirectUrl ?? null };
}

function toProviderPayment(row: queries.PaymentRow): ProviderPayment {
  return {
    id: row.id,
    payerId: row.payer_id,
    recipientId: row.recipient_id,
    amountCents: row.amount_cents,
    platformFeeCents: row.platform_fee_cents,
    netAmountCents: row.net_amount_cents,
    providerRef: row.provider_ref,
  };
}

type Notice = { title: string; payer: string; artist: string };

/** Both parties hear about a payment, in the transaction that changed it. */
async function notifyParties(
  trx: DB,
  row: queries.PaymentRow,
  type: 'payment_created' | 'payment_released' | 'payment_refunded',
  notice: (names: { project: string; payer: string; artist: string }) => Notice,
  webhookEvent?: 'payment.escrowed',
) {
  const [payment] = await present(trx, [row]);
  if (!payment) return;
  const text = notice({
    project: payment.project.title,
    payer: payment.payer.displayName,
    artist: payment.recipient.displayName,
  });
  const common = { type, title: text.title, transactionId: row.id, ...(webhookEvent ? { webhookEvent } : {}) };
  await createNotification(trx, { ...common, userId: row.payer_id, message: text.payer });
  await createNotification(trx, { ...common, userId: row.recipient_id, message: text.artist });
}

/** A provider that funds later: the payment is created and waits for it. */
async function announceCreated(db: DB, row: queries.PaymentRow, ref: string | null) {
  await db.transaction().execute(async (trx) => {
    if (ref) await queries.setProviderRef(trx, row.id, ref);
    await notifyParties(trx, row, 'payment_created', (n) => ({
      title: 'Payment created',
      payer: `Your payment of ${formatUsd(row.amount_cents)} to ${n.artist} for ${n.project} is waiting for funding.`,
      artist: `${n.payer} created a payment of ${formatUsd(row.amount_cents)} for ${n.project}; it goes into escrow once funded.`,
    }));
  });
}

/**
 * Money arrived in escrow (the provider says so): pending → escrowed with the fund entries. For providers'
 * callbacks too; a second call for the same payment is a 409 and writes nothing.
 */
export async function fundPayment(db: DB, id: string, providerRef: string | null = null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await queries.transition(trx, id, 'pending', 'escrowed', providerRef);
    if (!row) throw await notIn(trx, id, 'pending', 'funded');
    await queries.insertLedger(trx, LEDGER_MOVES.fund(row));
    for (const handler of escrowedHandlers) await handler(trx, { id: row.id, payerId: row.payer_id });
    await notifyParties(
      trx,
      row,
      'payment_created',
      (n) => ({
        title: 'Payment in escrow',
        payer: `${formatUsd(row.amount_cents)} for ${n.project} is held in escrow until you release it to ${n.artist}.`,
        artist: `${n.payer} put ${formatUsd(row.amount_cents)} for ${n.project} in escrow; you receive ${formatUsd(row.net_amount_cents)} after the platform fee when it is released.`,
      }),
      // payment_created also means "waiting for funding"; only this one is the money arriving in escrow.
      'payment.escrowed',
    );
  });
}

/** The 409 for a payment that is not (any more) in the state an action needs, naming the state it is in. */
async function notIn(db: DB, id: string, needed: string, action: string): Promise<AppError> {
  const current = await queries.findById(db, id);
  if (!current) return new AppError('NOT_FOUND', 'Payment not found');
  return new AppError(
    'CONFLICT',
    current.payment_status === 'completed' && action === 'released'
      ? 'This payment was already released'
      : `Only ${needed === 'escrowed' ? 'an' : 'a'} ${needed} payment can be ${action}; this one is ${current.payment_status}`,
  );
}

/** The payer alone moves their payment; the artist paid may look but not act (403), anyone else gets 404. */
async function findForPayer(db: DB, userId: string, id: string, action: string): Promise<queries.PaymentRow> {
  const row = await findVisible(db, userId, id);
  if (row.payer_id !== userId) throw new AppError('FORBIDDEN', `Only the payer can ${action} this payment`);
  return row;
}

/** Escrow → the artist (net) and the platform (fee): the payer approves the work. */
export async function releasePayment(db: DB, provider: PaymentProvider, userId: string, id: string) {
  await findForPayer(db, userId, id, 'release');
  await db.transaction().execute(async (trx) => {
    const row = await queries.transition(trx, id, 'escrowed', 'completed');
    if (!row) throw await notIn(trx, id, 'escrowed', 'released');
    await queries.insertLedger(trx, LEDGER_MOVES.release(row));
    await provider.release(toProviderPayment(row), trx);
    await notifyParties(trx, row, 'payment_released', (n) => ({
      title: 'Payment released',
      payer: `You released ${formatUsd(row.amount_cents)} to ${n.artist} for ${n.project}.`,
      artist: `${n.payer} released your payment for ${n.project}: ${formatUsd(row.net_amount_cents)} after the platform fee.`,
    }));
  });
  return getPayment(db, userId, id);
}

/**
 * The platform releases or refunds an escrowed payment on the parties' behalf (both reviews are in, 14 days
 * passed since completion, an operator resolved a dispute), inside the caller's transaction: the same
 * conditional update, ledger entries and provider call as the payer's own release. False when the payment is
 * not escrowed any more (a concurrent caller moved it first); `reason` ends the parties' notification.
 */
export async function releaseAsPlatform(trx: DB, provider: PaymentProvider, id: string, reason: string) {
  // The provider is asked first, under the row lock, so a refusal (Stripe: the artist has no payout account yet,
  // or is unreachable) leaves the payment escrowed for the next run without failing the caller's transaction
  // (a review being submitted). Its calls carry idempotency keys, so asking twice never pays twice.
  const current = await queries.lockById(trx, id);
  if (current?.payment_status !== 'escrowed') return false;
  try {
    await provider.release(toProviderPayment(current), trx);
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
  const row = await queries.transition(trx, id, 'escrowed', 'completed');
  if (!row) return false;
  await queries.insertLedger(trx, LEDGER_MOVES.release(row));
  await notifyParties(trx, row, 'payment_released', (n) => ({
    title: 'Payment released',
    payer: `${formatUsd(row.amount_cents)} was released to ${n.artist} for ${n.project}: ${reason}.`,
    artist: `Your payment for ${n.project} was released: ${formatUsd(row.net_amount_cents)} after the platform fee (${reason}).`,
  }));
  return true;
}

/**
 * The platform refunds an escrowed payment (an operator's refund or dispute decision), inside the caller's
 * transaction; `refundedBy` is that operator, whose console refunds count against ADMIN_REFUND_LIMIT_CENTS
 * (consoleRefundedCents). False when the payment is not escrowed any more.
 */
export async function refundAsPlatform(
  trx: DB,
  provider: PaymentProvider,
  id: string,
  reason: string,
  refundedBy: string | null,
) {
  const row = await returnPayment(trx, id, 'escrowed', 'refunded');
  if (!row) return false;
  if (refundedBy) await queries.setRefundedBy(trx, id, refundedBy);
  await queries.insertLedger(trx, LEDGER_MOVES.refund(row));
  await provider.refund(toProviderPayment(row));
  await notifyParties(trx, row, 'payment_refunded', (n) => ({
    title: 'Payment refunded',
    payer: `${formatUsd(row.amount_cents)} held for ${n.project} was refunded to you: ${reason}.`,
    artist: `The payment of ${formatUsd(row.amount_cents)} for ${n.project} was refunded to ${n.payer} (${reason}).`,
  }));
  return true;
}

/**
 * An operator's split decision on an escrowed payment (disputes): shareCents is paid out to the artist (net of the
 * payment's fee rate) and the rest goes back to the payer, in the caller's transaction (ledger.planSplit says how
 * much of each payment). A share of nothing is a refund and one of the whole amount a release. The provider moves
 * both parts; a refusal (Stripe: no payout account yet) fails the decision, so the operator sees why.
 */
export async function splitAsPlatform(
  trx: DB,
  provider: PaymentProvider,
  id: string,
  shareCents: number,
  reason: string,
  refundedBy: string | null,
) {
  const current = await queries.lockById(trx, id);
  if (current?.payment_status !== 'escrowed') return false;
  if (shareCents <= 0) return refundAsPlatform(trx, provider, id, reason, refundedBy);
  if (shareCents >= current.amount_cents) return releaseAsPlatform(trx, provider, id, reason);
  const split = splitPayment(current, shareCents);
  const paid = {
    ...toProviderPayment(current),
    amountCents: split.shareCents,
    platformFeeCents: split.feeCents,
    netAmountCents: split.netCents,
  };
  await provider.release(paid, trx);
  const row = await queries.transition(trx, id, 'escrowed', 'completed');
  if (!row) return false;
  await queries.setSplitRefund(trx, id, split.refundCents);
  if (refundedBy) await queries.setRefundedBy(trx, id, refundedBy);
  await queries.insertLedger(trx, split.entries);
  await provider.refund(toProviderPayment(row), split.refundCents);
  await notifyParties(trx, row, 'payment_released', (n) => ({
    title: 'Payment split',
    payer: `Of ${formatUsd(row.amount_cents)} held for ${n.project}, ${formatUsd(split.refundCents)} was refunded to you and ${formatUsd(split.shareCents)} went to ${n.artist}: ${reason}.`,
    artist: `Of ${formatUsd(row.amount_cents)} held for ${n.project}, ${formatUsd(split.netCents)} was released to you after the platform fee and ${formatUsd(split.refundCents)} refunded to ${n.payer}: ${reason}.`,
  }));
  return true;
}

/**
 * What the console has refunded (sums of the payers' refund entries, in cents): on one project, whoever refunded it,
 * and by one operator in the last 24 hours (rolling, not the UTC day: a day's limit cannot be spent twice around
 * midnight). ADMIN_REFUND_LIMIT_CENTS bounds both for operators.
 */
export function consoleRefundedCents(
  db: DB,
  projectId: string,
  adminId: string,
): Promise<{ projectCents: number; adminDayCents: number }> {
  return queries.consoleRefunds(db, projectId, adminId);
}

/** A payment not yet funded is dropped; no money moved, so no ledger entries. */
export async function cancelPayment(db: DB, provider: PaymentProvider, userId: string, id: string) {
  await findForPayer(db, userId, id, 'cancel');
  await db.transaction().execute(async (trx) => {
    const row = await returnPayment(trx, id, 'pending', 'cancelled');
    if (!row) throw await notIn(trx, id, 'pending', 'cancelled');
    await provider.cancel(toProviderPayment(row));
  });
  return getPayment(db, userId, id);
}

/** Escrow back to the payer, before release. The payer may refund; an operator will be able to (disputes). */
export async function refundPayment(db: DB, provider: PaymentProvider, userId: string, id: string) {
  const payment = await findForPayer(db, userId, id, 'refund');
  await db.transaction().execute(async (trx) => {
    // Once the work has started the artist has a say: the money moves by release, or by an operator after a
    // dispute, never back to the payer alone (share-locked: the project cannot start meanwhile).
    const status = await collab.lockProjectStatus(trx, payment.project_id);
    if (status !== 'open' && status !== 'hired' && status !== 'cancelled')
      throw new AppError(
        'CONFLICT',
        'The work on this project has started, so a refund needs an operator: open a dispute once it is completed',
      );
    const row = await returnPayment(trx, id, 'escrowed', 'refunded');
    if (!row) throw await notIn(trx, id, 'escrowed', 'refunded');
    await queries.insertLedger(trx, LEDGER_MOVES.refund(row));
    await provider.refund(toProviderPayment(row));
    await notifyParties(trx, row, 'payment_refunded', (n) => ({
      title: 'Payment refunded',
      payer: `${formatUsd(row.amount_cents)} held for ${n.project} was refunded to you.`,
      artist: `${n.payer} took back the ${formatUsd(row.amount_cents)} held for ${n.project} before the work started.`,
    }));
  });
  return getPayment(db, userId, id);
}

/**
 * A background verification fee was paid (the provider says so): its ledger movement, written inside the
 * transaction that marks the verification request paid, so the two commit together or not at all.
 */
export async function recordVerificationFee(
  trx: DB,
  request: { id: string; user_id: string; fee_cents: number },
): Promise<void> {
  await queries.insertLedger(trx, verificationFeeEntries(request));
}

/**
 * A shop order was paid (the provider says so): its ledger movement (shop_sale), written inside the transaction
 * that marks the order paid, so the two commit together or not at all.
 */
export async function recordShopSale(trx: DB, order: Parameters<typeof shopSaleEntries>[0]): Promise<void> {
  await queries.insertLedger(trx, shopSaleEntries(order));
}
