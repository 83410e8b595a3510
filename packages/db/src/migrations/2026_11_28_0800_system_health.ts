import { sql, type Kysely } from 'kysely';

/**
 * The console's SYSTEM page (issue 36 §5): what the server records about itself so operators read it in one place.
 * ledger_checks: each run of the ledger.check job (the job keeps the last 1000). server_errors: each 5xx answer,
 * by request id and route pattern, never the raw URL (kept 7 days and at most 5000 rows). backup_runs: each backup
 * of the embedded database the server took, scheduled (into BACKUP_DIR) or manual (`pnpm db:backup` through its
 * socket), failed ones with their error. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE ledger_checks (
      id bigserial PRIMARY KEY,
      checked_at timestamptz NOT NULL DEFAULT now(),
      ledger_sum_cents bigint NOT NULL,
      escrow_held_cents bigint NOT NULL,
      escrow_expected_cents bigint NOT NULL,
      ok boolean NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE server_errors (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      request_id text NOT NULL CHECK (length(request_id) <= 200),
      method text NOT NULL CHECK (length(method) <= 16),
      route text NOT NULL CHECK (length(route) <= 500),
      status smallint NOT NULL CHECK (status BETWEEN 500 AND 599),
      message text CHECK (length(message) <= 1000),
      procedure text CHECK (length(procedure) <= 200)
    )`.execute(db);
  await sql`CREATE INDEX server_errors_at_idx ON server_errors (at)`.execute(db);
  await sql`
    CREATE TABLE backup_runs (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      kind text NOT NULL CHECK (kind IN ('scheduled', 'manual')),
      ok boolean NOT NULL,
      file_name text,
      bytes bigint,
      error text CHECK (length(error) <= 1000)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE backup_runs`.execute(db);
  await sql`DROP TABLE server_errors`.execute(db);
  await sql`DROP TABLE ledger_checks`.execute(db);
}
