import { REFERRAL_CODE_ALPHABET } from '@wallcraft/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { down, up } from './migrations/2026_11_26_0200_referrals';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

const newUser = (email: string) =>
  handle.db.insertInto('users').values({ email, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();

describe('the referrals migration', () => {
  it('gives every user without a code one from the alphabet without look-alikes, and keeps codes already there', async () => {
    const db = handle.db;
    await down(db);
    const kept = await newUser('kept@example.com');
    await db.insertInto('referral_codes').values({ user_id: kept.id, code: 'AVASPRAY' }).execute();
    const others = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((n) => newUser(`${n}@example.com`)));

    await up(db);

    const codes = await db.selectFrom('referral_codes').select(['user_id', 'code']).execute();
    const byUser = new Map(codes.map((row) => [row.user_id, row.code]));
    expect(byUser.get(kept.id)).toBe('AVASPRAY');
    for (const other of others) expect(byUser.get(other.id)).toMatch(new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`));
    expect(new Set(codes.map((row) => row.code)).size).toBe(codes.length);
  });

  it('lets a referral bonus move once, owned by its signup, from the platform to the referrer, summing to zero', async () => {
    const db = handle.db;
    const referrer = await newUser('referrer@example.com');
    const friend = await newUser('friend@example.com');
    const signup = await db
      .insertInto('referral_signups')
      .values({ referrer_id: referrer.id, referred_user_id: friend.id, code: 'AVASPRAY' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bonus = (amount = 1000) => [
      {
        referral_signup_id: signup.id,
        movement: 'referral_bonus' as const,
        account_type: 'platform_marketing' as const,
        user_id: null,
        amount_cents: -amount,
      },
      {
        referral_signup_id: signup.id,
        movement: 'referral_bonus' as const,
        account_type: 'referrer' as const,
        user_id: referrer.id,
        amount_cents: 1000,
      },
    ];
    await expect(
      db.transaction().execute((trx) => trx.insertInto('ledger_entries').values(bonus(900)).execute()),
    ).rejects.toThrow(/does not sum to zero/);
    await db.insertInto('ledger_entries').values(bonus()).execute();
    await expect(db.insertInto('ledger_entries').values(bonus()).execute()).rejects.toThrow(/duplicate key/);
    // A bonus names its signup and nothing else; a referrer's account names the person.
    const [marketing, referrerLeg] = bonus();
    await expect(
      db
        .insertInto('ledger_entries')
        .values({ ...marketing!, referral_signup_id: null, verification_request_id: null })
        .execute(),
    ).rejects.toThrow(/owner_check/);
    await expect(
      db
        .insertInto('ledger_entries')
        .values({ ...referrerLeg!, user_id: null })
        .execute(),
    ).rejects.toThrow(/user_check/);
  });

  it('keeps a signup paid exactly when it has a payment time', async () => {
    const db = handle.db;
    const referrer = await newUser('r2@example.com');
    const friend = await newUser('f2@example.com');
    await expect(
      db
        .insertInto('referral_signups')
        .values({ referrer_id: referrer.id, referred_user_id: friend.id, code: 'AVASPRAY', bonus_paid: true })
        .execute(),
    ).rejects.toThrow(/referral_signups_paid_check/);
  });

  it('goes down and up again', async () => {
    await down(handle.db);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_name = 'ledger_entries' AND column_name = 'referral_signup_id'`.execute(handle.db);
    expect(rows[0]?.n).toBe(0);
    await up(handle.db);
  });
});
