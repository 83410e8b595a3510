import { referralEmailKey } from '@wallcraft/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { down, up } from './migrations/2026_11_28_0200_referral_rules';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

const newUser = (email: string) =>
  handle.db.insertInto('users').values({ email, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();

/** A signup as the earlier rule stored it: no status, paid or not by bonus_paid and paid_at. */
async function legacySignup(referrerId: string, email: string, paidAt: Date | null) {
  const friend = await newUser(email);
  const { rows } = await sql<{ id: string }>`
    INSERT INTO referral_signups (referrer_id, referred_user_id, code, bonus_paid, paid_at)
    VALUES (${referrerId}, ${friend.id}, 'AVASPRAY', ${paidAt !== null}, ${paidAt})
    RETURNING id`.execute(handle.db);
  return { friendId: friend.id, signupId: rows[0]!.id };
}

describe('the referral rules migration', () => {
  it('keeps paid bonuses paid, each address claimed once, and pending ones pending with their first paid step', async () => {
    const db = handle.db;
    await down(db);
    const referrer = await newUser('referrer@example.com');
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    // Spellings the address rule folds together or keeps apart, each paid before the rule existed.
    const addresses = [
      'A.B+x@GoogleMail.com',
      'c.d+y@hotmail.com',
      'e-f-g@yahoo.com',
      'h+i@me.com',
      'j.k+l@example.com',
      '+lead@gmail.com',
      'm+n@protonmail.com',
    ];
    const paid: Awaited<ReturnType<typeof legacySignup>>[] = [];
    for (const [i, email] of addresses.entries()) paid.push(await legacySignup(referrer.id, email, day(i + 1)));
    // The same Gmail mailbox paid twice before the rule: both stay paid, the earlier one holds the address.
    const later = await legacySignup(referrer.id, 'ab@gmail.com', day(20));
    const waiting = await legacySignup(referrer.id, 'waiting@example.com', null);
    const verified = await legacySignup(referrer.id, 'verified@example.com', null);
    await db
      .insertInto('verification_requests')
      .values({ user_id: verified.friendId, status: 'pending', fee_cents: 4999, paid_at: day(9) })
      .execute();

    await up(db);

    const rows = await db
      .selectFrom('referral_signups')
      .select(['id', 'status', 'bonus_paid', 'due_at', 'paid_at', 'first_action', 'first_action_at'])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const { signupId } of [...paid, later]) {
      const row = byId.get(signupId)!;
      expect(row).toMatchObject({ status: 'paid', bonus_paid: true, first_action: null });
      expect(row.due_at).toEqual(row.paid_at);
    }
    expect(byId.get(waiting.signupId)).toMatchObject({ status: 'pending', due_at: null, first_action: null });
    expect(byId.get(verified.signupId)).toMatchObject({
      status: 'pending',
      first_action: 'verification',
      first_action_at: day(9),
    });

    const claims = await db
      .selectFrom('referral_bonus_addresses')
      .select(['email_key', 'referral_signup_id'])
      .execute();
    const keyOf = new Map(claims.map((claim) => [claim.referral_signup_id, claim.email_key]));
    // The SQL reads each address as packages/shared's referralEmailKey does.
    addresses.forEach((email, i) => expect(keyOf.get(paid[i]!.signupId), email).toBe(referralEmailKey(email)));
    expect(keyOf.has(later.signupId)).toBe(false);
    expect(claims).toHaveLength(addresses.length);
  });

  it('keeps status, paid flag, due time and reason in agreement', async () => {
    const db = handle.db;
    const referrer = await newUser('r2@example.com');
    const friend = await newUser('f2@example.com');
    const insert = (values: Record<string, unknown>) =>
      db
        .insertInto('referral_signups')
        .values({ referrer_id: referrer.id, referred_user_id: friend.id, code: 'AVASPRAY', ...values })
        .execute();
    await expect(insert({ status: 'paid', due_at: new Date() })).rejects.toThrow(/referral_signups_status_paid_check/);
    await expect(insert({ status: 'held' })).rejects.toThrow(/referral_signups_due_check/);
    await expect(insert({ status: 'rejected', due_at: new Date() })).rejects.toThrow(/referral_signups_reason_check/);
    await expect(insert({ status: 'lost', due_at: new Date() })).rejects.toThrow(/referral_signups_status_check/);
    await expect(insert({ first_action: 'payment' })).rejects.toThrow(/referral_signups_first_action_check/);
  });

  it('lets operators set the monthly cap', async () => {
    const db = handle.db;
    const admin = await db
      .insertInto('admins')
      .values({ username: 'cap-setter', password_hash: 'x', role: 'superadmin' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('platform_settings')
      .values({ key: 'referral_monthly_cap', value: 3, updated_by: admin.id })
      .execute();
    await db.deleteFrom('platform_settings').where('key', '=', 'referral_monthly_cap').execute();
  });

  it('goes down and up again', async () => {
    await down(handle.db);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_name = 'referral_signups' AND column_name = 'status'`.execute(handle.db);
    expect(rows[0]?.n).toBe(0);
    await up(handle.db);
  });
});
