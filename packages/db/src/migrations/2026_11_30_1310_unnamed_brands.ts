import { sql, type Kysely } from 'kysely';

/**
 * The brands list sorts a brand without a company name (no brand profile yet, or none given) by its business or last
 * name, among the named ones. Finding those brands matched every brand account with its profile, an anti-join that
 * grows with the brands (1.1 ms of a 1.4 ms first page at 100x, 3,000 brands). A brand account now says whether its
 * profile has a company name (`accounts.brand_named`), and a partial index holds the few that have none.
 *
 * Kept by triggers, so no write path can forget it: a brand account reads its profile when it is added; a profile
 * that is added, renamed or deleted sets its user's brand account.
 * Frozen once landed: later changes go in a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE accounts ADD COLUMN brand_named boolean NOT NULL DEFAULT false`.execute(db);
  await sql
    .raw(
      `CREATE FUNCTION wc_accounts_brand_named() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.brand_named := NEW.user_type = 'brand' AND EXISTS (
          SELECT 1 FROM brand_profiles p WHERE p.user_id = NEW.user_id AND p.company_name IS NOT NULL);
        RETURN NEW;
      END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER accounts_brand_named BEFORE INSERT OR UPDATE OF user_id, user_type ON accounts
      FOR EACH ROW EXECUTE FUNCTION wc_accounts_brand_named()`,
    )
    .execute(db);
  // Assigning the column fires the accounts' own trigger, which reads the profile as it now is.
  await sql
    .raw(
      `CREATE FUNCTION wc_brand_profiles_named() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          UPDATE accounts SET user_type = user_type WHERE user_id = OLD.user_id AND user_type = 'brand';
        END IF;
        IF TG_OP <> 'DELETE' THEN
          UPDATE accounts SET user_type = user_type WHERE user_id = NEW.user_id AND user_type = 'brand';
        END IF;
        RETURN NULL;
      END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER brand_profiles_named AFTER INSERT OR DELETE OR UPDATE OF user_id, company_name ON brand_profiles
      FOR EACH ROW EXECUTE FUNCTION wc_brand_profiles_named()`,
    )
    .execute(db);
  // Every brand account through its trigger, then the index of those without a name.
  await sql`UPDATE accounts SET user_type = user_type WHERE user_type = 'brand'`.execute(db);
  await sql`CREATE INDEX accounts_unnamed_brand_idx ON accounts (user_id) WHERE user_type = 'brand' AND NOT brand_named`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS brand_profiles_named ON brand_profiles`.execute(db);
  await sql`DROP FUNCTION IF EXISTS wc_brand_profiles_named()`.execute(db);
  await sql`DROP TRIGGER IF EXISTS accounts_brand_named ON accounts`.execute(db);
  await sql`DROP FUNCTION IF EXISTS wc_accounts_brand_named()`.execute(db);
  // Dropping the column drops its index.
  await sql`ALTER TABLE accounts DROP COLUMN IF EXISTS brand_named`.execute(db);
}
