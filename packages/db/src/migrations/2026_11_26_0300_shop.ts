import { sql, type Kysely } from 'kysely';

/**
 * The supplies shop (issue 15):
 * - shop_products: stock (never below 0; an order takes it in the transaction that stores it) and images (a list,
 *   as every other image field; the single image_url moves into it);
 * - cart_items: a signed-in user's cart, one line per product, 1 to 999 of it;
 * - orders: where it goes (a US address), who was paid (provider, payment_ref, paid_at) and the buyer's
 *   Idempotency-Key with the hash of the request it came with (unique per buyer; NULL keys never collide);
 * - ledger_entries: a fourth owner, the order (order_id), beside payments, verification requests and referral
 *   signups (2026_11_26_0200_referrals, whose constraints this one extends, so it runs after it): the movement
 *   'shop_sale' takes the total from the buyer (account 'payer') and gives the platform the goods and shipping
 *   ('shop_revenue') and the sales tax it owes ('sales_tax'). The deferred sum-to-zero trigger now groups by
 *   order_id as well.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('shop_products')
    .addColumn('stock', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock >= 0`),
    )
    .addColumn('images', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
  await sql`UPDATE shop_products SET images = ARRAY[image_url] WHERE image_url IS NOT NULL`.execute(db);
  await db.schema.alterTable('shop_products').dropColumn('image_url').execute();
  // The grid's order (title, then id) and its tag chips.
  await sql`CREATE INDEX shop_products_active_title_idx ON shop_products (title, id) WHERE active`.execute(db);

  await db.schema
    .createTable('cart_items')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'uuid', (c) => c.notNull().references('shop_products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity BETWEEN 1 AND 999`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('cart_items_pkey', ['user_id', 'product_id'])
    .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('ship_name', 'text')
    .addColumn('ship_email', 'text')
    .addColumn('ship_line1', 'text')
    .addColumn('ship_line2', 'text')
    .addColumn('ship_city', 'text')
    .addColumn('ship_state', 'text', (c) => c.check(sql`ship_state ~ '^[A-Z]{2}$'`))
    .addColumn('ship_zip', 'text', (c) => c.check(sql`ship_zip ~ '^[0-9]{5}(-[0-9]{4})?$'`))
    .addColumn('ship_phone', 'text')
    .addColumn('provider', 'text')
    .addColumn('payment_ref', 'text')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('idempotency_key', 'text', (c) => c.check(sql`length(idempotency_key) BETWEEN 1 AND 255`))
    .addColumn('request_hash', 'text')
    .execute();
  await db.schema
    .alterTable('orders')
    .addUniqueConstraint('orders_user_id_idempotency_key_key', ['user_id', 'idempotency_key'])
    .execute();
  // Orders from before this migration (the demo's) have no address; the service gives every new one an address.
  // A key always comes with the hash of the request it was sent with.
  await sql`ALTER TABLE orders ADD CONSTRAINT orders_key_hash_check
    CHECK ((idempotency_key IS NULL) = (request_hash IS NULL))`.execute(db);
  await sql`CREATE INDEX orders_unpaid_ref_idx ON orders (payment_ref) WHERE status = 'placed'`.execute(db);

  await db.schema
    .alterTable('ledger_entries')
    .addColumn('order_id', 'uuid', (c) => c.references('orders.id').onDelete('restrict'))
    .execute();
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_movement_check`.execute(db);
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_movement_check
    CHECK (movement IN ('fund', 'release', 'refund', 'verification_fee', 'referral_bonus', 'shop_sale'))`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_type_check`.execute(db);
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_type_check
    CHECK (account_type IN ('payer', 'escrow', 'artist', 'platform_fees', 'platform_revenue', 'platform_marketing',
      'referrer', 'shop_revenue', 'sales_tax'))`.execute(db);
  // A movement has exactly one owner, of its own kind: a payment, a verification request, a referral signup or an
  // order.
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_owner_check`.execute(db);
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_owner_check CHECK (
    CASE movement
      WHEN 'verification_fee' THEN transaction_id IS NULL AND verification_request_id IS NOT NULL
        AND referral_signup_id IS NULL AND order_id IS NULL
      WHEN 'referral_bonus' THEN transaction_id IS NULL AND verification_request_id IS NULL
        AND referral_signup_id IS NOT NULL AND order_id IS NULL
      WHEN 'shop_sale' THEN transaction_id IS NULL AND verification_request_id IS NULL
        AND referral_signup_id IS NULL AND order_id IS NOT NULL
      ELSE transaction_id IS NOT NULL AND verification_request_id IS NULL
        AND referral_signup_id IS NULL AND order_id IS NULL END)`.execute(db);
  // An order is paid for once.
  await sql`CREATE UNIQUE INDEX ledger_entries_order_movement_account_key
    ON ledger_entries (order_id, movement, account_type) WHERE order_id IS NOT NULL`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION ledger_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries
          WHERE transaction_id IS NOT DISTINCT FROM NEW.transaction_id
            AND verification_request_id IS NOT DISTINCT FROM NEW.verification_request_id
            AND referral_signup_id IS NOT DISTINCT FROM NEW.referral_signup_id
            AND order_id IS NOT DISTINCT FROM NEW.order_id
            AND movement = NEW.movement) <> 0 THEN
        RAISE EXCEPTION 'ledger movement % of % does not sum to zero', NEW.movement,
          coalesce(NEW.transaction_id, NEW.verification_request_id, NEW.referral_signup_id, NEW.order_id)
          USING ERRCODE = 'check_violation';
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM ledger_entries WHERE order_id IS NOT NULL`.execute(db);
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
  await sql`DROP INDEX ledger_entries_order_movement_account_key`.execute(db);
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
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_type_check`.execute(db);
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_type_check
    CHECK (account_type IN ('payer', 'escrow', 'artist', 'platform_fees', 'platform_revenue', 'platform_marketing',
      'referrer'))`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_movement_check`.execute(db);
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_movement_check
    CHECK (movement IN ('fund', 'release', 'refund', 'verification_fee', 'referral_bonus'))`.execute(db);
  await db.schema.alterTable('ledger_entries').dropColumn('order_id').execute();

  await sql`DROP INDEX orders_unpaid_ref_idx`.execute(db);
  await db.schema.alterTable('orders').dropConstraint('orders_key_hash_check').execute();
  await db.schema.alterTable('orders').dropConstraint('orders_user_id_idempotency_key_key').execute();
  for (const column of [
    'ship_name',
    'ship_email',
    'ship_line1',
    'ship_line2',
    'ship_city',
    'ship_state',
    'ship_zip',
    'ship_phone',
    'provider',
    'payment_ref',
    'paid_at',
    'idempotency_key',
    'request_hash',
  ])
    await db.schema.alterTable('orders').dropColumn(column).execute();

  await db.schema.dropTable('cart_items').execute();
  await sql`DROP INDEX shop_products_active_title_idx`.execute(db);
  await db.schema.alterTable('shop_products').addColumn('image_url', 'text').execute();
  await sql`UPDATE shop_products SET image_url = images[1]`.execute(db);
  await db.schema.alterTable('shop_products').dropColumn('images').dropColumn('stock').execute();
}
