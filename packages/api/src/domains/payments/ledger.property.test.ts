import { hashPassword, type DatabaseHandle, type DB } from '@wallcraft/db';
import { createTestDatabase } from '@wallcraft/db/testing';
import { centsToDecimalString } from '@wallcraft/shared';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { subscribeDomains } from '../../server';
import { AppError } from '../../trpc/errors';
import * as deliveries from '../milestones/deliveries';
import * as milestones from '../milestones/service';
import { embeddedProvider, type PaymentProvider } from './provider';
import type { TCreatePaymentRequest } from './schemas';
import * as service from './service';
import { settingDefaults } from '../settings/service';

/**
 * For any sequence of create / fund / release / cancel / refund calls on payments and create / fund / approve
 * calls on milestones (repeats, replayed idempotency keys and pairs of calls racing each other included; clients'
 * keys also of the form the server gives a milestone's funding, `milestone-<id>[-<attempt>]`, with that
 * milestone's own body or another): every
 * ledger movement sums to zero, no escrow goes negative, the platform holds exactly the fees of released
 * payments, a project's milestones for an artist never add up to more than the amount agreed with them, a paid
 * milestone's payment is completed, a milestone whose payment was cancelled or refunded is pending again, and
 * each payment and milestone ends in the state a simple model of the rules predicts. The services are called directly: the REST tests cover the HTTP edges.
 */

let database: DatabaseHandle;
let db: DB;
let payerId: string;
let artistIds: string[];
let projectId: string;

async function user(email: string): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({ email, password_hash: await hashPassword('not-used-here'), first_name: 'P', last_name: 'T' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A brand project with both artists accepted on it, each for the amount given (null: none agreed yet). */
async function project(agreedCents: (number | null)[]): Promise<string> {
  const row = await db
    .insertInto('projects')
    .values({ kind: 'brand', owner_id: payerId, title: 'Property mural' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('applications')
    .values(
      artistIds.map((artist_id, index) => ({
        artist_id,
        project_id: row.id,
        status: 'accepted' as const,
        agreed_amount_cents: agreedCents[index] ?? null,
        decided_at: new Date(),
      })),
    )
    .execute();
  return row.id;
}

beforeAll(async () => {
  // The services are called without a server: the domains' event handlers (a refunded milestone is due again) too.
  subscribeDomains();
  database = await createTestDatabase();
  db = database.db;
  payerId = await user('payer@example.com');
  artistIds = [await user('artist-1@example.com'), await user('artist-2@example.com')];
  projectId = await project([null, null]);
});
afterAll(async () => database?.close());

/** A provider that leaves funding for later (a webhook would call fundPayment). */
const deferredProvider: PaymentProvider = {
  ...embeddedProvider,
  name: 'deferred',
  fund: () => Promise.resolve({ outcome: 'pending', ref: null }),
};

type Status = 'pending' | 'escrowed' | 'completed' | 'cancelled' | 'refunded';
type Action = 'fund' | 'release' | 'cancel' | 'refund';
const MOVES: Record<Action, { from: Status; to: Status }> = {
  fund: { from: 'pending', to: 'escrowed' },
  release: { from: 'escrowed', to: 'completed' },
  cancel: { from: 'pending', to: 'cancelled' },
  refund: { from: 'escrowed', to: 'refunded' },
};

/**
 * A client's Idempotency-Key: one of a few plain ones, or one in the alphabet of the server's milestone keys (for
 * a recent milestone and one of its funding attempts), sent with that milestone's own amount, artist and payment
 * type when `mimic` (so the request is the very one its funding makes) or with the op's own.
 */
type ClientKey = { plain: string } | { milestone: number; attempt: number; mimic: boolean };

type Op =
  | { kind: 'create'; amount: number; artist: number; key: ClientKey | null; immediate: boolean }
  | { kind: 'act'; action: Action; target: number; race: boolean }
  | { kind: 'milestone'; amount: number; artist: number; race: boolean }
  | { kind: 'fundMilestone'; target: number; immediate: boolean; race: boolean }
  | { kind: 'approveMilestone'; target: number; race: boolean };

const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
/** Milestone calls mostly act on the last few milestones created, so sequences get as far as paying them. */
const recent = fc.nat({ max: 3 });
const clientKey: fc.Arbitrary<ClientKey> = fc.oneof(
  fc.record({ plain: fc.constantFrom('k1', 'k2', 'k3') }),
  fc.record({ milestone: recent, attempt: fc.constantFrom(0, 0, 1, 2), mimic: fc.boolean() }),
);
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  weighted(
    2,
    fc.record({
      kind: fc.constant('create' as const),
      // A few fixed amounts make replays with the same body likely; the rest are anything from $100 up.
      amount: fc.oneof(fc.constantFrom(10_000, 10_010, 12_345), fc.integer({ min: 10_000, max: 100_000_000 })),
      artist: fc.integer({ min: 0, max: 1 }),
      key: fc.option(clientKey, { nil: null }),
      immediate: fc.boolean(),
    }),
  ),
  weighted(
    3,
    fc.record({
      kind: fc.constant('act' as const),
      action: fc.constantFrom<Action>('fund', 'release', 'cancel', 'refund'),
      target: fc.nat(),
      race: fc.boolean(),
    }),
  ),
  weighted(
    3,
    fc.record({
      kind: fc.constant('milestone' as const),
      // Just under the minimum (allowed: the deal meets it), and amounts that fill an agreed $500 or $1,000 after a few milestones.
      amount: fc.constantFrom(9_999, 10_000, 10_001, 25_000, 40_000, 60_000),
      artist: fc.integer({ min: 0, max: 1 }),
      race: fc.boolean(),
    }),
  ),
  weighted(
    3,
    fc.record({
      kind: fc.constant('fundMilestone' as const),
      target: recent,
      immediate: fc.oneof(weighted(3, fc.constant(true)), weighted(1, fc.constant(false))),
      race: fc.boolean(),
    }),
  ),
  weighted(3, fc.record({ kind: fc.constant('approveMilestone' as const), target: recent, race: fc.boolean() })),
);

async function run(action: Action, id: string): Promise<void> {
  if (action === 'fund') return service.fundPayment(db, id);
  const call = { release: service.releasePayment, cancel: service.cancelPayment, refund: service.refundPayment };
  await call[action](db, embeddedProvider, payerId, id);
}

const isConflict = (error: unknown) => error instanceof AppError && error.appCode === 'CONFLICT';
const isInvalid = (error: unknown) => error instanceof AppError && error.appCode === 'INVALID_INPUT';

/** Once, or twice at the same moment; what settled, with every refusal checked to be the expected error. */
async function attempt<T>(race: boolean, call: () => Promise<T>, refusal = isConflict) {
  const results = await Promise.allSettled((race ? [0, 1] : [0]).map(call));
  for (const result of results) if (result.status === 'rejected') expect(refusal(result.reason)).toBe(true);
  return results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}

/** The documented rule, written out independently of the code under test. */
const feeOf = (amountCents: number, feeBps: number) => Math.floor((amountCents * feeBps + 5000) / 10_000);

type PaymentModel = { id: string; status: Status; feeCents: number };
type MilestoneModel = {
  id: string;
  artist: number;
  amountCents: number;
  status: 'pending' | 'in_progress' | 'paid';
  payment: PaymentModel | null;
};

async function checkLedger(feesOfReleased: () => Promise<number>) {
  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select(['transaction_id', 'movement'])
    .groupBy(['transaction_id', 'movement'])
    .having(sql`sum(amount_cents)`, '<>', 0)
    .execute();
  expect(unbalanced).toEqual([]);
  const negativeEscrow = await db
    .selectFrom('ledger_entries')
    .select('transaction_id')
    .where('account_type', '=', 'escrow')
    .groupBy('transaction_id')
    .having(sql`sum(amount_cents)`, '<', 0)
    .execute();
  expect(negativeEscrow).toEqual([]);
  const platform = await db
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('cents'))
    .where('account_type', '=', 'platform_fees')
    .executeTakeFirstOrThrow();
  expect(Number(platform.cents)).toBe(await feesOfReleased());
}

/** The stored milestones match the model, stay within what was agreed, and the paid ones' payments completed. */
async function checkMilestones(runProject: string, agreed: (number | null)[], model: MilestoneModel[]) {
  const stored = await db
    .selectFrom('milestones')
    .select(['id', 'artist_id', 'status', 'transaction_id'])
    .where('project_id', '=', runProject)
    .execute();
  expect(stored).toHaveLength(model.length);
  for (const milestone of model)
    expect(stored.find((row) => row.id === milestone.id)).toMatchObject({
      status: milestone.status,
      transaction_id: milestone.payment?.id ?? null,
    });
  const sums = await db
    .selectFrom('milestones')
    .select(['artist_id', sql<string>`sum(amount_cents)`.as('cents')])
    .where('project_id', '=', runProject)
    .groupBy('artist_id')
    .execute();
  for (const sum of sums) {
    const cap = agreed[artistIds.indexOf(sum.artist_id as string)];
    expect(Number(sum.cents)).toBeLessThanOrEqual(cap ?? 0);
  }
  const paidButNotReleased = await db
    .selectFrom('milestones')
    .leftJoin('transactions', 'transactions.id', 'milestones.transaction_id')
    .select(['milestones.id', 'transactions.payment_status'])
    .where('milestones.status', '=', 'paid')
    .where((eb) =>
      eb.or([eb('transactions.payment_status', 'is', null), eb('transactions.payment_status', '<>', 'completed')]),
    )
    .execute();
  expect(paidButNotReleased).toEqual([]);
}

describe('the payments ledger', () => {
  it('stays balanced and follows the state rules under any sequence of calls', async () => {
    let run_ = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(500, 0, 250, 333, 10_000),
        // What was agreed with each artist; now and then nothing yet (no milestone can be added for them).
        fc.array(fc.oneof(weighted(4, fc.constantFrom(50_000, 100_000, 123_456)), weighted(1, fc.constant(null))), {
          minLength: 2,
          maxLength: 2,
        }),
        fc.array(opArbitrary, { minLength: 1, maxLength: 24, size: '+1' }),
        async (feeBps, agreed, ops) => {
          run_ += 1;
          const runProject = await project(agreed);
          const ref = { projectId: runProject, projectType: 'brand_project' as const };
          const payments: PaymentModel[] = [];
          const steps: MilestoneModel[] = [];
          const keyBodies = new Map<string, string>();
          // Keys are per payer and live forever: give each run its own key space, and its own project. Keys of
          // the milestone form name this run's milestones, so they are the run's own already.
          const nthRecent = (n: number) => steps[steps.length - 1 - (n % Math.max(steps.length, 1))];
          const keyOf = (key: ClientKey | null) => {
            if (!key) return null;
            if ('plain' in key) return `run-${run_}-${key.plain}`;
            const target = nthRecent(key.milestone);
            if (!target) return null;
            return key.attempt === 0 ? `milestone-${target.id}` : `milestone-${target.id}-${key.attempt}`;
          };
          const mimicked = (key: ClientKey | null) =>
            key && 'milestone' in key && key.mimic ? nthRecent(key.milestone) : undefined;
          const depsOf = (immediate: boolean) => ({
            feeBps,
            minimumCents: 10_000,
            provider: immediate ? embeddedProvider : deferredProvider,
          });

          for (const op of ops) {
            if (op.kind === 'create') {
              const twin = mimicked(op.key);
              const amount = twin?.amountCents ?? op.amount;
              const artist = twin?.artist ?? op.artist;
              const paymentType = twin ? 'milestone' : 'lump_sum';
              const input: TCreatePaymentRequest = {
                ...ref,
                recipientId: artistIds[artist] as string,
                amount,
                paymentType,
              };
              const deps = depsOf(op.immediate);
              const key = keyOf(op.key);
              const body = `${amount}/${artist}/${paymentType}`;
              const seen = key ? keyBodies.get(key) : undefined;
              if (seen !== undefined && seen !== body) {
                await expect(service.createPayment(db, deps, payerId, input, key)).rejects.toSatisfy(isConflict);
                continue;
              }
              // A client's payment is held to the minimum, even when it copies a small milestone's request.
              if (amount < 10_000) {
                await expect(service.createPayment(db, deps, payerId, input, key)).rejects.toSatisfy(isInvalid);
                continue;
              }
              const payment = await service.createPayment(db, deps, payerId, input, key);
              if (seen !== undefined) {
                expect(payments.some((p) => p.id === payment.id)).toBe(true);
                continue;
              }
              if (key) keyBodies.set(key, body);
              const feeCents = feeOf(amount, feeBps);
              expect(payment.platformFee).toBe(centsToDecimalString(feeCents));
              expect(payment.netAmount).toBe(centsToDecimalString(amount - feeCents));
              payments.push({ id: payment.id, status: op.immediate ? 'escrowed' : 'pending', feeCents });
              continue;
            }

            if (op.kind === 'milestone') {
              // Two creates at once are checked one after the other: as many fit as would one by one.
              const cap = agreed[op.artist];
              const taken = steps.filter((m) => m.artist === op.artist).reduce((sum, m) => sum + m.amountCents, 0);
              // The minimum holds the deal (every agreed amount here meets it), not each milestone.
              const fits =
                cap === null || cap === undefined
                  ? 0
                  : Math.min(op.race ? 2 : 1, Math.floor((cap - taken) / op.amount));
              const created = await attempt(
                op.race,
                () =>
                  milestones.createMilestone(db, { minimumCents: 10_000 }, payerId, {
                    ...ref,
                    artistId: artistIds[op.artist] as string,
                    title: 'Step',
                    sequenceOrder: null,
                    amount: op.amount,
                  }),
                isConflict,
              );
              expect(created).toHaveLength(Math.max(fits, 0));
              for (const milestone of created)
                steps.push({
                  id: milestone.id,
                  artist: op.artist,
                  amountCents: op.amount,
                  status: 'pending',
                  payment: null,
                });
              continue;
            }

            if (op.kind === 'fundMilestone') {
              const target = nthRecent(op.target);
              if (!target) continue;
              // Funding twice at once makes one payment: the second is refused, never paid again.
              const funded = await attempt(op.race, () =>
                milestones.fundMilestone(db, depsOf(op.immediate), payerId, target.id),
              );
              expect(funded).toHaveLength(target.status === 'pending' ? 1 : 0);
              const [milestone] = funded;
              if (!milestone?.transactionId) continue;
              // Its own payment, never one a client made (whatever key the client chose).
              expect(payments.some((p) => p.id === milestone.transactionId)).toBe(false);
              target.status = 'in_progress';
              target.payment = {
                id: milestone.transactionId,
                status: op.immediate ? 'escrowed' : 'pending',
                feeCents: feeOf(target.amountCents, feeBps),
              };
              payments.push(target.payment);
              continue;
            }

            if (op.kind === 'approveMilestone') {
              const target = nthRecent(op.target);
              if (!target) continue;
              // Released already by the payer counts as paid; a payment not in escrow cannot be released.
              const payment = target.payment;
              const allowed =
                target.status === 'in_progress' && (payment?.status === 'escrowed' || payment?.status === 'completed');
              // Approving waits for the artist's delivery: when it may be approved, the artist delivers first.
              const row = await db
                .selectFrom('milestones')
                .select('status')
                .where('id', '=', target.id)
                .executeTakeFirstOrThrow();
              if (allowed && row.status === 'in_progress')
                await deliveries.deliverMilestone(db, artistIds[target.artist] as string, {
                  id: target.id,
                  images: ['https://images.example.com/work.jpg'],
                });
              const approved = await attempt(op.race, () =>
                milestones.approveMilestone(db, embeddedProvider, payerId, target.id),
              );
              expect(approved).toHaveLength(allowed ? 1 : 0);
              if (allowed && payment) {
                target.status = 'paid';
                payment.status = 'completed';
              }
              continue;
            }

            const target = payments[op.target % Math.max(payments.length, 1)];
            if (!target) continue;
            const move = MOVES[op.action];
            const allowed = target.status === move.from;
            const succeeded = await attempt(op.race, () => run(op.action, target.id));
            expect(succeeded).toHaveLength(allowed ? 1 : 0);
            if (allowed) target.status = move.to;
            // A milestone whose payment was cancelled or refunded is pending again, to be funded anew.
            const unfunded = steps.find((m) => m.payment === target && m.status === 'in_progress');
            if (allowed && unfunded && (move.to === 'cancelled' || move.to === 'refunded')) {
              unfunded.status = 'pending';
              unfunded.payment = null;
            }
          }

          // Every payment of the run's project is one the model knows: nothing was paid twice.
          const stored = await db
            .selectFrom('transactions')
            .select(['id', 'payment_status'])
            .where('project_id', '=', runProject)
            .execute();
          expect(stored).toHaveLength(payments.length);
          for (const payment of payments)
            expect(stored.find((row) => row.id === payment.id)?.payment_status).toBe(payment.status);
          await checkMilestones(runProject, agreed, steps);
          await checkLedger(async () => {
            const row = await db
              .selectFrom('transactions')
              .select(sql<string>`coalesce(sum(platform_fee_cents), 0)`.as('cents'))
              .where('payment_status', '=', 'completed')
              .executeTakeFirstOrThrow();
            return Number(row.cents);
          });
        },
      ),
      { numRuns: 80 },
    );
    // Eighty sequences take about a minute on a quiet machine, and twice that beside the browser tests on a busy one.
  }, 300_000);
});

describe('the database backs the ledger rules', () => {
  async function escrowedPayment() {
    const deps = { feeBps: 500, minimumCents: 10_000, provider: embeddedProvider };
    const input: TCreatePaymentRequest = {
      projectId,
      projectType: 'brand_project',
      recipientId: artistIds[0] as string,
      amount: 20_000,
      paymentType: 'lump_sum',
    };
    return service.createPayment(db, deps, payerId, input, null);
  }

  it('refuses at commit a movement whose entries do not sum to zero', async () => {
    const payment = await escrowedPayment();
    await expect(
      db
        .transaction()
        .execute((trx) =>
          trx
            .insertInto('ledger_entries')
            .values({ transaction_id: payment.id, movement: 'release', account_type: 'escrow', amount_cents: -20_000 })
            .execute(),
        ),
    ).rejects.toThrow(/does not sum to zero/);
  });

  it('refuses a second movement of the same kind for one payment', async () => {
    const payment = await escrowedPayment();
    await expect(
      db
        .insertInto('ledger_entries')
        .values([
          { transaction_id: payment.id, movement: 'fund', account_type: 'payer', user_id: payerId, amount_cents: -1 },
          { transaction_id: payment.id, movement: 'fund', account_type: 'escrow', amount_cents: 1 },
        ])
        .execute(),
    ).rejects.toThrow(/ledger_entries_movement_account_key/);
  });

  it('reads the fee and the minimum from the environment', () => {
    const env = loadEnv({ PLATFORM_FEE_BPS: '250', PAYMENT_MINIMUM_CENTS: '500' });
    expect(service.paymentSettings(settingDefaults(env))).toMatchObject({
      platformFeePercentage: '2.50',
      platformFeeBps: 250,
      minimumAmount: '5.00',
    });
    expect(service.paymentSettings(settingDefaults(loadEnv({})))).toMatchObject({
      platformFeeBps: 500,
      minimumAmount: '100.00',
    });
  });
});
