import { sql, type Kysely } from 'kysely';

/**
 * Payments as a double-entry ledger (issue 12):
 * - transactions gain the provider that funds them and the time of each state change;
 * - ledger_entries: the money movements of a payment (fund: payer → escrow; release: escrow → artist and the
 *   platform's fee; refund: escrow → payer). Each movement's rows sum to zero, which a deferred constraint
 *   trigger checks at commit, and a payment moves each way at most once (a unique index);
 * - idempotency_keys: a payer's Idempotency-Key, the hash of the request it came with and the payment it made.
 * Frozen once landed: later changes go in a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('transactions')
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('embedded'))
    .addColumn('provider_ref', 'text')
    .addColumn('escrowed_at', 'timestamptz')
    .addColumn('released_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('transaction_id', 'uuid', (c) => c.notNull().references('transactions.id').onDelete('restrict'))
    .addColumn('movement', 'text', (c) => c.notNull().check(sql`movement IN ('fund', 'release', 'refund')`))
    .addColumn('account_type', 'text', (c) =>
      c.notNull().check(sql`account_type IN ('payer', 'escrow', 'artist', 'platform_fees')`),
    )
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents <> 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A person's account names the person; the escrow and the platform's fees are the platform's own.
    .addCheckConstraint('ledger_entries_user_check', sql`(account_type IN ('payer', 'artist')) = (user_id IS NOT NULL)`)
    .addUniqueConstraint('ledger_entries_movement_account_key', ['transaction_id', 'movement', 'account_type'])
    .execute();
  await sql`CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_type, user_id)`.execute(db);

  await sql`
    CREATE FUNCTION ledger_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (SELECT sum(amount_cents) FROM ledger_entries
          WHERE transaction_id = NEW.transaction_id AND movement = NEW.movement) <> 0 THEN
        RAISE EXCEPTION 'ledger movement % of transaction % does not sum to zero', NEW.movement, NEW.transaction_id
          USING ERRCODE = 'check_violation';
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT OR UPDATE ON ledger_entries
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entries_balanced()`.execute(db);

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('payer_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull().check(sql`length(key) BETWEEN 1 AND 255`))
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'uuid', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['payer_id', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.dropTable('ledger_entries').execute();
  await sql`DROP FUNCTION ledger_entries_balanced()`.execute(db);
  await db.schema
    .alterTable('transactions')
    .dropColumn('provider')
    .dropColumn('provider_ref')
    .dropColumn('escrowed_at')
    .dropColumn('released_at')
    .dropColumn('cancelled_at')
    .dropColumn('refunded_at')
    .execute();
}
