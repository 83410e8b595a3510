import { sql, type Kysely } from 'kysely';

/**
 * Referrals (issue 15):
 * - every user has a referral code: users made before this migration get one here, 8 characters from the
 *   alphabet without look-alikes (no 0/O, 1/I/L), drawn again on the rare collision. (The alphabet is written
 *   out literally: migrations never import app code; packages/shared's REFERRAL_CODE_ALPHABET is the same.)
 * - referral_signups: bonus_paid and paid_at say the same thing, so they must agree.
 * - ledger_entries: the referral bonus is a movement of its own, 'referral_bonus', owned by its referral signup
 *   (referral_signup_id): the platform's marketing expense (platform_marketing, negative) pays the referrer's
 *   account (referrer, a user's). A signup's bonus moves once (a unique index), and the deferred sum-to-zero
 *   trigger now groups by whichever owner is set.
 * Frozen once landed.
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    DO $$
    DECLARE
      person record;
      candidate text;
    BEGIN
      FOR person IN SELECT id FROM users u WHERE NOT EXISTS (SELECT 1 FROM referral_codes r WHERE r.user_id = u.id)
      LOOP
        LOOP
          SELECT string_agg(substr(${sql.lit(ALPHABET)}, 1 + floor(random() * ${sql.lit(ALPHABET.length)})::int, 1), '')
            INTO candidate FROM generate_series(1, ${sql.lit(CODE_LENGTH)});
          INSERT INTO referral_codes (user_id, code) VALUES (person.id, candidate) ON CONFLICT (code) DO NOTHING;
          EXIT WHEN FOUND;
        END LOOP;
      END LOOP;
    END $$`.execute(db);

  await sql`ALTER TABLE referral_signups ADD CONSTRAINT referral_signups_paid_check
    CHECK (bonus_paid = (paid_at IS NOT NULL))`.execute(db);

  await db.schema
    .alterTable('ledger_entries')
    .addColumn('referral_signup_id', 'uuid', (c) => c.references('referral_signups.id').onDelete('restrict'))
    .execute();
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_movement_check`.execute(db);
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_movement_check
    CHECK (movement IN ('fund', 'release', 'refund', 'verification_fee', 'referral_bonus'))`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_type_check`.execute(db);
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_type_check
    CHECK (account_type IN ('payer', 'escrow', 'artist', 'platform_fees', 'platform_revenue', 'platform_marketing',
      'referrer'))`.execute(db);
  // A person's account names the person; the platform's accounts name nobody.
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_user_check`.execute(db);
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_user_check
    CHECK ((account_type IN ('payer', 'artist', 'referrer')) = (user_id IS NOT NULL))`.execute(db);
  // Each movement names exactly its own kind of owner.
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_owner_check`.execute(db);
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_owner_check CHECK (
    CASE movement
      WHEN 'verification_fee'
        THEN transaction_id IS NULL AND verification_request_id IS NOT NULL AND referral_signup_id IS NULL
      WHEN 'referral_bonus'
        THEN transaction_id IS NULL AND verification_request_id IS NULL AND referral_signup_id IS NOT NULL
      ELSE transaction_id IS NOT NULL AND verification_request_id IS NULL AND referral_signup_id IS NULL END)`.execute(
    db,
  );
  // A signup's bonus is paid once, whatever runs twice.
  await sql`CREATE UNIQUE INDEX ledger_entries_referral_movement_account_key
    ON ledger_entries (referral_signup_id, movement, account_type)
    WHERE referral_signup_id IS NOT NULL`.execute(db);

  await sql`
    CREATE OR REPLACE FUNCTION ledger_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries
          WHERE transaction_id IS NOT DISTINCT FROM NEW.transaction_id
            AND verification_request_id IS NOT DISTINCT FROM NEW.verification_request_id
            AND referral_signup_id IS NOT DISTINCT FROM NEW.referral_signup_id
            AND movement = NEW.movement) <> 0 THEN
        RAISE EXCEPTION 'ledger movement % of % does not sum to zero', NEW.movement,
          coalesce(NEW.transaction_id, NEW.verification_request_id, NEW.referral_signup_id)
          USING ERRCODE = 'check_violation';
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM ledger_entries WHERE referral_signup_id IS NOT NULL`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION ledger_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries
          WHERE transaction_id IS NOT DISTINCT FROM NEW.transaction_id
            AND verification_request_id IS NOT DISTINCT FROM NEW.verification_request_id
            AND movement = NEW.movement) <> 0 THEN
        RAISE EXCEPTION 'ledger movement % of % does not sum to zero', NEW.movement,
          coalesce(NEW.transaction_id, NEW.verification_request_id)
          USING ERRCODE = 'check_violation';
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`DROP INDEX ledger_entries_referral_movement_account_key`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_owner_check`.execute(db);
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_owner_check CHECK (
    CASE WHEN movement = 'verification_fee'
      THEN transaction_id IS NULL AND verification_request_id IS NOT NULL
      ELSE transaction_id IS NOT NULL AND verification_request_id IS NULL END)`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_user_check`.execute(db);
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_user_check
    CHECK ((account_type IN ('payer', 'artist')) = (user_id IS NOT NULL))`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_type_check`.execute(db);
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_type_check
    CHECK (account_type IN ('payer', 'escrow', 'artist', 'platform_fees', 'platform_revenue'))`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_movement_check`.execute(db);
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_movement_check
    CHECK (movement IN ('fund', 'release', 'refund', 'verification_fee'))`.execute(db);
  await db.schema.alterTable('ledger_entries').dropColumn('referral_signup_id').execute();
  await sql`ALTER TABLE referral_signups DROP CONSTRAINT referral_signups_paid_check`.execute(db);
  // The codes stay: they are valid codes either way, and users made meanwhile need theirs.
}
