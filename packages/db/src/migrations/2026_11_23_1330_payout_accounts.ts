import { sql, type Kysely } from 'kysely';

/**
 * Where an artist's released payments go with a payment provider that pays out (Stripe: a connected account id,
 * acct_...). Null until the artist connects one; the embedded provider needs none. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('payout_account_id', 'text', (c) => c.unique())
    .execute();
  await sql`COMMENT ON COLUMN users.payout_account_id IS 'Payment provider payout account (Stripe connected account)'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('payout_account_id').execute();
}
