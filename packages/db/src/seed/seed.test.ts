import { NOTIFICATION_LEADS_BY, REFERRAL_BONUS_CENTS, REFERRAL_CODE_ALPHABET } from '@wallcraft/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { verifyPassword } from '../passwords';
import { createTestDatabase } from '../testing';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seed } from './index';

const NOW = new Date('2026-11-22T12:00:00Z');
let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await seed(first.db, { scale: 1, now: NOW });
  await seed(second.db, { scale: 1, now: NOW });
}, 120_000);
afterAll(async () => Promise.all([first.close(), second.close()]));

async function count(table: string, where = sql`TRUE`): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${where}`.execute(
    first.db,
  );
  return rows[0]?.n ?? 0;
}

describe('seed', () => {
  it('creates at least the minimum data set at scale 1', async () => {
    const accounts = async (type: string) => count('accounts', sql`user_type = ${type}`);
    expect(await accounts('artist')).toBeGreaterThanOrEqual(40);
    expect(await accounts('brand')).toBeGreaterThanOrEqual(15);
    expect(await count('walls')).toBeGreaterThanOrEqual(30);
    expect(await count('projects', sql`kind = 'brand'`)).toBeGreaterThanOrEqual(30);
    expect(await count('projects', sql`kind = 'wall'`)).toBeGreaterThanOrEqual(30);
    expect(
      await count('projects', sql`kind = 'wall' AND owner_id <> (SELECT owner_id FROM walls w WHERE w.id = wall_id)`),
    ).toBe(0);
    expect(await count('help_articles')).toBeGreaterThanOrEqual(12);
    expect(await count('shop_products')).toBeGreaterThanOrEqual(12);
    expect(await count('projects', sql`kind = 'brand' AND status = 'open'`)).toBeGreaterThan(
      (await count('projects', sql`kind = 'brand'`)) / 2,
    );
  });

  it('gives every notification the id it leads by, as the API does', async () => {
    const column = {
      projectId: 'project_id',
      transactionId: 'transaction_id',
      messageId: 'message_id',
      applicationId: 'application_id',
      invitationId: 'invitation_id',
      wallRequestId: 'wall_link_request_id',
    } as const;
    const rows = await first.db.selectFrom('notifications').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const by = NOTIFICATION_LEADS_BY[row.type];
      if (by) expect(row[column[by]], `${row.type}: ${by}`).not.toBeNull();
    }
  });

  it('gives every user an active account of their own', async () => {
    expect(await count('users', sql`active_account_id IS NULL`)).toBe(0);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM users u JOIN accounts a ON a.id = u.active_account_id WHERE a.user_id <> u.id`.execute(
      first.db,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('creates the demo accounts with the demo password and their profiles', async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const user = await first.db
        .selectFrom('users')
        .select(['id', 'password_hash', 'email_confirmed_at'])
        .where('email', '=', demo.email)
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(DEMO_PASSWORD, user.password_hash)).toBe(true);
      expect(user.email_confirmed_at, `${demo.email} is confirmed`).not.toBeNull();
      const types = await first.db.selectFrom('accounts').select('user_type').where('user_id', '=', user.id).execute();
      expect(types.map((t) => t.user_type).sort()).toEqual([...demo.types].sort());
    }
    const owner = await first.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'owner@wallcraft.dev')
      .executeTakeFirstOrThrow();
    expect(await count('walls', sql`owner_id = ${owner.id}`)).toBeGreaterThan(0);
    expect(
      await count('projects', sql`kind = 'wall' AND wall_id IN (SELECT id FROM walls WHERE owner_id = ${owner.id})`),
    ).toBeGreaterThan(0);
    expect(await count('notifications', sql`user_id = ${owner.id} AND NOT is_read`)).toBeGreaterThan(0);
    const artist = await first.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'artist@wallcraft.dev')
      .executeTakeFirstOrThrow();
    expect(await count('invitations', sql`artist_id = ${artist.id} AND status = 'pending'`)).toBeGreaterThan(0);
    expect(await count('applications', sql`artist_id = ${artist.id}`)).toBeGreaterThan(0);
  });

  it('gives the demo artist an accepted open project of a demo account to start on /tracking', async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM applications a
      JOIN users artist ON artist.id = a.artist_id AND artist.email = 'artist@wallcraft.dev'
      JOIN projects p ON p.id = a.project_id
      JOIN users owner ON owner.id = p.owner_id
      WHERE a.status = 'accepted' AND p.status = 'open'
        AND owner.email IN ('brand@wallcraft.dev', 'owner@wallcraft.dev')`.execute(first.db);
    expect(rows[0]?.n).toBe(1);
  });

  it('leaves no unread application or invitation notification whose decision was already made', async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM notifications n
      LEFT JOIN applications a ON a.id = n.application_id
      LEFT JOIN invitations i ON i.id = n.invitation_id
      WHERE NOT n.is_read AND n.type IN ('application_received', 'invitation_received')
        AND coalesce(a.status, i.status) <> 'pending'`.execute(first.db);
    expect(rows[0]?.n).toBe(0);
    expect(
      await count('notifications', sql`NOT is_read AND type IN ('application_received', 'invitation_received')`),
    ).toBeGreaterThan(0);
  });

  it("shows someone else's wall on a brand project only with an accepted request, and asks the demo owner once", async () => {
    expect(
      await count(
        'projects',
        sql`kind = 'brand' AND wall_id IS NOT NULL AND (SELECT owner_id FROM walls w WHERE w.id = wall_id) <> owner_id
          AND NOT EXISTS (SELECT 1 FROM wall_link_requests r
            WHERE r.project_id = projects.id AND r.wall_id = projects.wall_id AND r.status = 'accepted')`,
      ),
    ).toBe(0);
    expect(await count('wall_link_requests', sql`status = 'accepted'`)).toBeGreaterThan(0);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM wall_link_requests r
      JOIN walls w ON w.id = r.wall_id JOIN users u ON u.id = w.owner_id
      JOIN notifications n ON n.wall_link_request_id = r.id AND n.user_id = u.id AND NOT n.is_read
      WHERE r.status = 'pending' AND u.email = 'owner@wallcraft.dev'`.execute(first.db);
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('writes no project description that says the same sentence twice', async () => {
    const projects = await first.db.selectFrom('projects').select('description').execute();
    const repeated = projects.filter(({ description }) => {
      const sentences = (description ?? '').match(/[^.!?]+[.!?]/g) ?? [];
      return new Set(sentences.map((sentence) => sentence.trim())).size < sentences.length;
    });
    expect(projects.length).toBeGreaterThan(0);
    expect(repeated).toEqual([]);
  });

  it("tells a started project's deal in order: applied, hired, amount agreed, funded, started, released when done", async () => {
    const { rows } = await sql<{ title: string; applied: Date; hired: Date; funded: Date; released: Date | null }>`
      SELECT p.title, a.created_at AS applied, a.decided_at AS hired, t.escrowed_at AS funded, t.released_at AS released,
        p.created_at AS posted, p.started_at AS started, p.completed_at AS completed
      FROM projects p
      JOIN applications a ON a.project_id = p.id AND a.status = 'accepted'
      JOIN transactions t ON t.project_id = p.id AND t.recipient_id = a.artist_id
      LEFT JOIN agreed_amounts g ON g.project_id = p.id AND g.artist_id = a.artist_id AND g.status = 'confirmed'
      WHERE p.status IN ('in_progress', 'completed')
        AND NOT coalesce(p.created_at <= a.created_at AND a.created_at <= a.decided_at AND a.decided_at <= g.proposed_at
          AND g.proposed_at <= g.decided_at AND g.decided_at <= t.escrowed_at AND g.amount_cents = t.amount_cents
          AND t.escrowed_at <= p.started_at AND t.released_at IS NOT DISTINCT FROM p.completed_at, false)`.execute(
      first.db,
    );
    const { rows: started } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM projects p JOIN transactions t ON t.project_id = p.id
      WHERE p.status IN ('in_progress', 'completed')`.execute(first.db);
    expect(started[0]?.n).toBeGreaterThan(0);
    expect(rows).toEqual([]);
  });

  it("reflects the reviews in each artist's rating", async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM artist_profiles p
      WHERE p.rating IS DISTINCT FROM (SELECT round(avg(r.rating)::numeric, 2)::float8 FROM reviews r WHERE r.reviewee_id = p.user_id)`.execute(
      first.db,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('backs every seeded payment with balanced ledger entries: escrow holds escrowed ones, the artist got released ones', async () => {
    expect(await count('transactions')).toBeGreaterThan(0);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM transactions t
      WHERE (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries l WHERE l.transaction_id = t.id AND account_type = 'escrow')
          <> CASE WHEN t.payment_status = 'escrowed' THEN t.amount_cents ELSE 0 END
        OR (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries l WHERE l.transaction_id = t.id AND account_type = 'artist')
          <> CASE WHEN t.payment_status = 'completed' THEN t.net_amount_cents ELSE 0 END`.execute(first.db);
    expect(rows[0]?.n).toBe(0);
  });

  it('gives every user a referral code of the alphabet, and the demo referrers pending and paid friends', async () => {
    expect(await count('users', sql`NOT EXISTS (SELECT 1 FROM referral_codes r WHERE r.user_id = users.id)`)).toBe(0);
    expect(await count('referral_codes', sql`code !~ ${`^[${REFERRAL_CODE_ALPHABET}]{8}$`}`)).toBe(0);
    const { rows } = await sql<{ email: string; paid: number; pending: number; earned: number }>`
      SELECT u.email,
        count(*) FILTER (WHERE s.status = 'paid')::int AS paid,
        count(*) FILTER (WHERE s.status = 'pending')::int AS pending,
        (SELECT coalesce(sum(l.amount_cents), 0)::int FROM ledger_entries l
          WHERE l.account_type = 'referrer' AND l.user_id = u.id) AS earned
      FROM referral_signups s JOIN users u ON u.id = s.referrer_id
      GROUP BY u.id, u.email ORDER BY u.email`.execute(first.db);
    expect(rows).toEqual([
      { email: 'artist@wallcraft.dev', paid: 2, pending: 1, earned: 2 * REFERRAL_BONUS_CENTS },
      { email: 'brand@wallcraft.dev', paid: 0, pending: 1, earned: 0 },
      { email: 'owner@wallcraft.dev', paid: 1, pending: 1, earned: REFERRAL_BONUS_CENTS },
    ]);
    // Each paid bonus is one balanced movement: the platform's marketing expense paid the referrer.
    expect(
      await count(
        'referral_signups',
        sql`status = 'paid' AND (SELECT count(*) FROM ledger_entries l WHERE l.referral_signup_id = referral_signups.id) <> 2`,
      ),
    ).toBe(0);
    expect(
      await count('ledger_entries', sql`movement = 'referral_bonus' AND account_type = 'platform_marketing'`),
    ).toBe(3);
    // Each paid bonus holds its friend's address, as the API's claim does: another account of it earns nothing.
    expect(
      await count(
        'referral_signups',
        sql`status = 'paid' AND NOT EXISTS (SELECT 1 FROM referral_bonus_addresses a WHERE a.referral_signup_id = referral_signups.id)`,
      ),
    ).toBe(0);
  });

  it('is deterministic: the same seed gives the same walls', async () => {
    const walls = (handle: DatabaseHandle) =>
      handle.db.selectFrom('walls').select(['id', 'title', 'latitude', 'longitude']).orderBy('id').execute();
    const [a, b] = await Promise.all([walls(first), walls(second)]);
    expect(a.length).toBeGreaterThan(0);
    expect(a).toEqual(b);
  });

  it('refuses to seed a database that has users, unless asked to reset', async () => {
    expect(await isDatabaseEmpty(second.db)).toBe(false);
    await expect(seed(second.db, { scale: 0.1 })).rejects.toThrow(/reset/);
    await seed(second.db, { scale: 0.1, reset: true, now: NOW });
    expect(
      await second.db.selectFrom('users').select('email').where('email', '=', 'multi@wallcraft.dev').executeTakeFirst(),
    ).toBeDefined();
  });
});
