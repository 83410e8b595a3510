import { sql, type Kysely } from 'kysely';

/**
 * Referral bonuses that cannot be farmed (security issue 32, finding 4). Until now a friend's first profile type
 * paid the bonus, so throwaway sign-ups paid it; now it falls due when the friend has confirmed their email and done
 * something that costs something (an escrowed payment, a paid shop order, a paid verification), once per person,
 * and above the referrer's monthly cap an operator decides.
 * - referral_signups.status: pending, paid, held (for an operator), ineligible (the address already earned one) or
 *   rejected (by an operator); bonus_paid and paid_at stay and agree with it (CHECKs). reason says why a bonus is
 *   ineligible or rejected; due_at is when both conditions were met (the cap counts it per calendar month);
 *   first_action and first_action_at are the friend's first costly action; reviewed_by and reviewed_at the
 *   operator's decision on a held bonus.
 * - referral_bonus_addresses: each normalised address (packages/shared's referralEmailKey) earns one bonus; the
 *   signup that earned it claims the address here, its primary key settling two at once.
 * - platform_settings: referral_monthly_cap, bonuses a referrer is paid a month before the rest wait for review.
 * Existing data: paid signups stay paid and claim their friends' addresses, the earliest paid first (an address
 * paid twice before this stays paid twice); pending ones stay pending under the new rule, with their friend's first
 * costly action found in payments, orders and verifications. The address rule is written out below as SQL
 * (migrations never import app code) and reads addresses as referralEmailKey does today. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE referral_signups
    ADD COLUMN status text NOT NULL DEFAULT 'pending',
    ADD COLUMN first_action text,
    ADD COLUMN first_action_at timestamptz,
    ADD COLUMN due_at timestamptz,
    ADD COLUMN reason text,
    ADD COLUMN reviewed_by uuid REFERENCES admins (id) ON DELETE SET NULL,
    ADD COLUMN reviewed_at timestamptz`.execute(db);
  await sql`UPDATE referral_signups SET status = 'paid', due_at = paid_at WHERE bonus_paid`.execute(db);
  await sql`
    UPDATE referral_signups s SET first_action = first.action, first_action_at = first.at
    FROM (
      SELECT DISTINCT ON (user_id) user_id, action, at FROM (
        SELECT payer_id AS user_id, 'payment' AS action, escrowed_at AS at FROM transactions
          WHERE escrowed_at IS NOT NULL
        UNION ALL
        SELECT user_id, 'order', paid_at FROM orders WHERE paid_at IS NOT NULL
        UNION ALL
        SELECT user_id, 'verification', paid_at FROM verification_requests WHERE paid_at IS NOT NULL AND fee_cents > 0
      ) actions
      ORDER BY user_id, at
    ) first
    WHERE first.user_id = s.referred_user_id AND s.status = 'pending'`.execute(db);
  await sql`ALTER TABLE referral_signups
    ADD CONSTRAINT referral_signups_status_check
      CHECK (status IN ('pending', 'paid', 'held', 'ineligible', 'rejected')),
    ADD CONSTRAINT referral_signups_status_paid_check CHECK (bonus_paid = (status = 'paid')),
    ADD CONSTRAINT referral_signups_due_check CHECK ((status = 'pending') = (due_at IS NULL)),
    ADD CONSTRAINT referral_signups_reason_check
      CHECK ((status IN ('ineligible', 'rejected')) = (reason IS NOT NULL)),
    ADD CONSTRAINT referral_signups_first_action_check
      CHECK (first_action IN ('payment', 'order', 'verification')
        AND first_action_at IS NOT NULL OR first_action IS NULL AND first_action_at IS NULL)`.execute(db);
  // The console's queue of held bonuses, oldest first.
  await sql`CREATE INDEX referral_signups_held_idx ON referral_signups (due_at, id) WHERE status = 'held'`.execute(db);

  await db.schema
    .createTable('referral_bonus_addresses')
    .addColumn('email_key', 'text', (c) => c.primaryKey())
    .addColumn('referral_signup_id', 'uuid', (c) =>
      c.notNull().unique().references('referral_signups.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    WITH addresses AS (
      SELECT s.id, s.paid_at, lower(trim(u.email)) AS email
      FROM referral_signups s JOIN users u ON u.id = s.referred_user_id
      WHERE s.status = 'paid'
    ), parts AS (
      SELECT id, paid_at, substring(email FROM '^(.*)@') AS local,
        CASE substring(email FROM '@([^@]*)$')
          WHEN 'googlemail.com' THEN 'gmail.com'
          WHEN 'me.com' THEN 'icloud.com'
          WHEN 'mac.com' THEN 'icloud.com'
          WHEN 'protonmail.com' THEN 'proton.me'
          ELSE substring(email FROM '@([^@]*)$') END AS domain
      FROM addresses
    ), untagged AS (
      SELECT id, paid_at, domain,
        CASE
          WHEN domain IN ('gmail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'icloud.com',
              'fastmail.com', 'fastmail.fm', 'proton.me') AND position('+' IN local) > 1
            THEN substr(local, 1, position('+' IN local) - 1)
          WHEN domain IN ('yahoo.com', 'ymail.com') AND position('-' IN local) > 1
            THEN substr(local, 1, position('-' IN local) - 1)
          ELSE local END AS local
      FROM parts
    )
    INSERT INTO referral_bonus_addresses (email_key, referral_signup_id, created_at)
    SELECT CASE WHEN domain = 'gmail.com' THEN replace(local, '.', '') ELSE local END || '@' || domain, id, paid_at
    FROM untagged
    WHERE local IS NOT NULL AND domain IS NOT NULL
    ORDER BY paid_at, id
    ON CONFLICT (email_key) DO NOTHING`.execute(db);

  await sql`ALTER TABLE platform_settings DROP CONSTRAINT platform_settings_key_check`.execute(db);
  await sql`ALTER TABLE platform_settings ADD CONSTRAINT platform_settings_key_check
    CHECK (key IN ('platform_fee_bps', 'payment_minimum_cents', 'referral_bonus_cents', 'referral_monthly_cap'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM platform_settings WHERE key = 'referral_monthly_cap'`.execute(db);
  await sql`ALTER TABLE platform_settings DROP CONSTRAINT platform_settings_key_check`.execute(db);
  await sql`ALTER TABLE platform_settings ADD CONSTRAINT platform_settings_key_check
    CHECK (key IN ('platform_fee_bps', 'payment_minimum_cents', 'referral_bonus_cents'))`.execute(db);
  await db.schema.dropTable('referral_bonus_addresses').execute();
  // Held, ineligible and rejected bonuses were not paid: under the old rule they are pending again.
  await sql`DROP INDEX referral_signups_held_idx`.execute(db);
  await sql`ALTER TABLE referral_signups
    DROP CONSTRAINT referral_signups_status_check,
    DROP CONSTRAINT referral_signups_status_paid_check,
    DROP CONSTRAINT referral_signups_due_check,
    DROP CONSTRAINT referral_signups_reason_check,
    DROP CONSTRAINT referral_signups_first_action_check,
    DROP COLUMN status,
    DROP COLUMN first_action,
    DROP COLUMN first_action_at,
    DROP COLUMN due_at,
    DROP COLUMN reason,
    DROP COLUMN reviewed_by,
    DROP COLUMN reviewed_at`.execute(db);
}
