import { hashPassword, type DatabaseHandle, type DB } from '@wallcraft/db';
import { createTestDatabase } from '@wallcraft/db/testing';
import { centsToDecimalString } from '@wallcraft/shared';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { AppError } from '../../trpc/errors';
import { embeddedProvider, type PaymentProvider } from './provider';
import type { TCreatePaymentRequest } from './schemas';
import * as service from './service';

/**
 * For any sequence of create / fund / release / cancel / refund calls (repeats, replayed idempotency keys and
 * pairs of calls racing each other included): every ledger movement sums to zero, no escrow goes negative,
 * the platform holds exactly the fees of released payments, and each payment ends in the state a simple
 * model of the rules predicts. The services are called directly: the REST tests cover the HTTP edges.
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

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  payerId = await user('payer@example.com');
  artistIds = [await user('artist-1@example.com'), await user('artist-2@example.com')];
  const project = await db
    .insertInto('brand_projects')
    .values({ brand_id: payerId, title: 'Property mural' })
    .returning('id')
    .executeTakeFirstOrThrow();
  projectId = project.id;
  await db
    .insertInto('applications')
    .values(
      artistIds.map((artist_id) => ({
        artist_id,
        project_type: 'brand_project' as const,
        brand_project_id: projectId,
        status: 'accepted' as const,
      })),
    )
    .execute();
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

type Op =
  | { kind: 'create'; amount: number; artist: number; key: string | null; immediate: boolean }
  | { kind: 'act'; action: Action; target: number; race: boolean };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    // A few fixed amounts make replays with the same body likely; the rest are anything from $100 up.
    amount: fc.oneof(fc.constantFrom(10_000, 10_010, 12_345), fc.integer({ min: 10_000, max: 100_000_000 })),
    artist: fc.integer({ min: 0, max: 1 }),
    key: fc.option(fc.constantFrom('k1', 'k2', 'k3'), { nil: null }),
    immediate: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('act' as const),
    action: fc.constantFrom<Action>('fund', 'release', 'cancel', 'refund'),
    target: fc.nat(),
    race: fc.boolean(),
  }),
);

async function run(action: Action, id: string): Promise<void> {
  if (action === 'fund') return service.fundPayment(db, id);
  const call = { release: service.releasePayment, cancel: service.cancelPayment, refund: service.refundPayment };
  await call[action](db, embeddedProvider, payerId, id);
}

const isConflict = (error: unknown) => error instanceof AppError && error.appCode === 'CONFLICT';

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

describe('the payments ledger', () => {
  it('stays balanced and follows the state rules under any sequence of calls', async () => {
    let run_ = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(500, 0, 250, 333, 10_000),
        fc.array(opArbitrary, { minLength: 1, maxLength: 14 }),
        async (feeBps, ops) => {
          run_ += 1;
          // Keys are per payer and live forever: give each run its own key space.
          const keyOf = (key: string | null) => (key ? `run-${run_}-${key}` : null);
          const model: { id: string; status: Status; feeCents: number }[] = [];
          const keyBodies = new Map<string, string>();

          for (const op of ops) {
            if (op.kind === 'create') {
              const input: TCreatePaymentRequest = {
                projectId,
                projectType: 'brand_project',
                recipientId: artistIds[op.artist] as string,
                amount: op.amount,
                paymentType: 'lump_sum',
              };
              const deps = {
                feeBps,
                minimumCents: 10_000,
                provider: op.immediate ? embeddedProvider : deferredProvider,
              };
              const key = keyOf(op.key);
              const body = `${op.amount}/${op.artist}`;
              const seen = key ? keyBodies.get(key) : undefined;
              if (seen !== undefined && seen !== body) {
                await expect(service.createPayment(db, deps, payerId, input, key)).rejects.toSatisfy(isConflict);
                continue;
              }
              const payment = await service.createPayment(db, deps, payerId, input, key);
              if (seen !== undefined) {
                expect(model.some((p) => p.id === payment.id)).toBe(true);
                continue;
              }
              if (key) keyBodies.set(key, body);
              // The documented rule, written out independently of the code under test.
              const feeCents = Math.floor((op.amount * feeBps + 5000) / 10_000);
              expect(payment.platformFee).toBe(centsToDecimalString(feeCents));
              expect(payment.netAmount).toBe(centsToDecimalString(op.amount - feeCents));
              model.push({ id: payment.id, status: op.immediate ? 'escrowed' : 'pending', feeCents });
              continue;
            }
            const target = model[op.target % Math.max(model.length, 1)];
            if (!target) continue;
            const move = MOVES[op.action];
            const allowed = target.status === move.from;
            const results = await Promise.allSettled((op.race ? [0, 1] : [0]).map(() => run(op.action, target.id)));
            const succeeded = results.filter((r) => r.status === 'fulfilled').length;
            expect(succeeded).toBe(allowed ? 1 : 0);
            for (const result of results)
              if (result.status === 'rejected') expect(isConflict(result.reason)).toBe(true);
            if (allowed) target.status = move.to;
          }

          const stored = model.length
            ? await db
                .selectFrom('transactions')
                .select(['id', 'payment_status'])
                .where(
                  'id',
                  'in',
                  model.map((p) => p.id),
                )
                .execute()
            : [];
          for (const payment of model)
            expect(stored.find((row) => row.id === payment.id)?.payment_status).toBe(payment.status);
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
      { numRuns: 30 },
    );
  });
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
    expect(service.paymentSettings(service.settingsFrom(env))).toMatchObject({
      platformFeePercentage: '2.50',
      platformFeeBps: 250,
      minimumAmount: '5.00',
    });
    expect(service.paymentSettings(service.settingsFrom(loadEnv({})))).toMatchObject({
      platformFeeBps: 500,
      minimumAmount: '100.00',
    });
  });
});
