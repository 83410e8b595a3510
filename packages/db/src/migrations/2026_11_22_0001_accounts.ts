import { sql, type Kysely } from 'kysely';

/**
 * Extensions, users and their profiles (accounts), sessions, admins and uploads.
 * Frozen once landed: later changes go in a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS cube`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS earthdistance`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('active_account_id', 'uuid')
    .addColumn('verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('location', 'text')
    .addColumn('latitude', 'double precision', (c) => c.check(sql`latitude BETWEEN -90 AND 90`))
    .addColumn('longitude', 'double precision', (c) => c.check(sql`longitude BETWEEN -180 AND 180`))
    .addColumn('bio', 'text')
    .addColumn('website', 'text')
    .addColumn('instagram_handle', 'text')
    .addColumn('twitter_handle', 'text')
    .addColumn('facebook_handle', 'text')
    .addColumn('tiktok_handle', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('hero_image_url', 'text')
    .addColumn('business_name', 'text')
    .addColumn('dba', 'text')
    .addColumn('address', 'text')
    .addColumn('phone', 'text')
    .addColumn('business_email', 'text')
    .addColumn('emergency_contact_name', 'text')
    .addColumn('emergency_contact_phone', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Emails are unique regardless of case.
  await sql`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`.execute(db);

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_type', 'text', (c) => c.notNull().check(sql`user_type IN ('artist', 'wall_owner', 'brand')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // At most one profile of each type per user.
    .addUniqueConstraint('accounts_user_id_user_type_key', ['user_id', 'user_type'])
    .execute();
  await db.schema
    .alterTable('users')
    .addForeignKeyConstraint('users_active_account_id_fkey', ['active_account_id'], 'accounts', ['id'], (fk) =>
      fk.onDelete('set null'),
    )
    .execute();

  await db.schema
    .createTable('sessions')
    // sha256 of the cookie value: a leaked table does not leak usable sessions.
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('admins')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('operator')
        .check(sql`role IN ('superadmin', 'operator')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'uuid', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_sessions_admin_id_idx').on('admin_sessions').column('admin_id').execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('object_key', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text')
    .addColumn('size_bytes', 'integer', (c) => c.check(sql`size_bytes >= 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'uploaded')`),
    )
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('uploaded_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('uploads_owner_id_idx').on('uploads').column('owner_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['uploads', 'admin_sessions', 'admins', 'sessions']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('users').dropConstraint('users_active_account_id_fkey').execute();
  await db.schema.dropTable('accounts').execute();
  await db.schema.dropTable('users').execute();
}
