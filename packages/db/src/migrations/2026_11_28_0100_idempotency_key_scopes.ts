import { sql, type Kysely } from 'kysely';

/**
 * Idempotency keys get a scope: 'client' for the Idempotency-Key a payer sends, 'milestone' for the key the server
 * makes when it funds a milestone (security issue 32). Both lived in one per-payer namespace, so an owner who had
 * sent `milestone-<id>` as their own key (and refunded that payment) had the milestone's funding answered with it:
 * the milestone showed as funded with nothing held. A key is now unique per payer within its scope, so no key a
 * client sends can answer for the server's own. Keys made before this stay in the client scope: a funded milestone
 * never asks its key again, and a returned one asks its next attempt's key, so at worst a funding that stopped
 * halfway before this makes a new payment. Frozen once landed: later changes go in a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('idempotency_keys')
    .addColumn('scope', 'text', (c) =>
      c
        .notNull()
        .defaultTo('client')
        .check(sql`scope IN ('client', 'milestone')`),
    )
    .execute();
  await db.schema.alterTable('idempotency_keys').dropConstraint('idempotency_keys_pkey').execute();
  await db.schema
    .alterTable('idempotency_keys')
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['payer_id', 'scope', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // The server's own keys only serve retries; without their scope they could collide with a client's.
  await db.deleteFrom('idempotency_keys').where('scope', '<>', 'client').execute();
  await db.schema.alterTable('idempotency_keys').dropConstraint('idempotency_keys_pkey').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('scope').execute();
  await db.schema
    .alterTable('idempotency_keys')
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['payer_id', 'key'])
    .execute();
}
