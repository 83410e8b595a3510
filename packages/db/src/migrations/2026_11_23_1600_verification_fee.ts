import { sql, type Kysely } from 'kysely';

/**
 * The background verification fee is charged through the payment provider (issue 12):
 * - verification_requests: 'awaiting_payment' until the fee is paid (only then is the request handed to the
 *   verification vendor), 'payment_failed' when the charge failed (nothing was submitted; the user may start
 *   again). awaiting_payment counts as in progress (one at a time per user). payment_ref is the payment
 *   provider's reference for the fee, paid_at when it was paid.
 * - ledger_entries: a movement belongs to a payment (transaction_id) or to a verification request
 *   (verification_request_id), exactly one; the fee is the movement 'verification_fee' (payer → the platform's
 *   revenue account 'platform_revenue', kept apart from platform_fees, which holds only released payments' fees).
 *   The deferred sum-to-zero trigger now groups by whichever of the two is set.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE verification_requests DROP CONSTRAINT verification_requests_status_check`.execute(db);
  await sql`ALTER TABLE verification_requests ADD CONSTRAINT verification_requests_status_check
    CHECK (status IN ('awaiting_payment', 'pending', 'processing', 'verified', 'failed', 'payment_failed'))`.execute(
    db,
  );
  await db.schema
    .alterTable('verification_requests')
    .addColumn('payment_ref', 'text')
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await sql`DROP INDEX verification_requests_in_progress_key`.execute(db);
  await sql`CREATE UNIQUE INDEX verification_requests_in_progress_key ON verification_requests (user_id)
    WHERE status IN ('awaiting_payment', 'pending', 'processing')`.execute(db);
  // The worker's scan for requests whose charge never started (no payment reference), by age.
  await sql`CREATE INDEX verification_requests_uncharged_idx ON verification_requests (created_at)
    WHERE status = 'awaiting_payment' AND payment_ref IS NULL`.execute(db);

  await sql`ALTER TABLE ledger_entries ALTER COLUMN transaction_id DROP NOT NULL`.execute(db);
  await db.schema
    .alterTable('ledger_entries')
    .addColumn('verification_request_id', 'uuid', (c) => c.references('verification_requests.id').onDelete('restrict'))
    .execute();
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_movement_check`.execute(db);
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_movement_check
    CHECK (movement IN ('fund', 'release', 'refund', 'verification_fee'))`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_type_check`.execute(db);
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_type_check
    CHECK (account_type IN ('payer', 'escrow', 'artist', 'platform_fees', 'platform_revenue'))`.execute(db);
  // A payment's movements name the payment; the fee names its verification request, and nothing else does.
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_owner_check CHECK (
    CASE WHEN movement = 'verification_fee'
      THEN transaction_id IS NULL AND verification_request_id IS NOT NULL
      ELSE transaction_id IS NOT NULL AND verification_request_id IS NULL END)`.execute(db);
  // A request's fee is charged once (the payments' unique key never matches a null transaction_id).
  await sql`CREATE UNIQUE INDEX ledger_entries_verification_movement_account_key
    ON ledger_entries (verification_request_id, movement, account_type)
    WHERE verification_request_id IS NOT NULL`.execute(db);

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
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM ledger_entries WHERE verification_request_id IS NOT NULL`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION ledger_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (SELECT sum(amount_cents) FROM ledger_entries
          WHERE transaction_id = NEW.transaction_id AND movement = NEW.movement) <> 0 THEN
        RAISE EXCEPTION 'ledger movement % of transaction % does not sum to zero', NEW.movement, NEW.transaction_id
          USING ERRCODE = 'check_violation';
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`DROP INDEX ledger_entries_verification_movement_account_key`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_owner_check`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_type_check`.execute(db);
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_type_check
    CHECK (account_type IN ('payer', 'escrow', 'artist', 'platform_fees'))`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_movement_check`.execute(db);
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_movement_check
    CHECK (movement IN ('fund', 'release', 'refund'))`.execute(db);
  await db.schema.alterTable('ledger_entries').dropColumn('verification_request_id').execute();
  await sql`ALTER TABLE ledger_entries ALTER COLUMN transaction_id SET NOT NULL`.execute(db);

  await sql`UPDATE verification_requests SET status = 'failed' WHERE status IN ('awaiting_payment', 'payment_failed')`.execute(
    db,
  );
  await sql`DROP INDEX verification_requests_uncharged_idx`.execute(db);
  await sql`DROP INDEX verification_requests_in_progress_key`.execute(db);
  await sql`CREATE UNIQUE INDEX verification_requests_in_progress_key ON verification_requests (user_id)
    WHERE status IN ('pending', 'processing')`.execute(db);
  await db.schema.alterTable('verification_requests').dropColumn('paid_at').dropColumn('payment_ref').execute();
  await sql`ALTER TABLE verification_requests DROP CONSTRAINT verification_requests_status_check`.execute(db);
  await sql`ALTER TABLE verification_requests ADD CONSTRAINT verification_requests_status_check
    CHECK (status IN ('pending', 'processing', 'verified', 'failed'))`.execute(db);
}
