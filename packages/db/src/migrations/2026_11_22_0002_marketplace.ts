import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Profiles, walls, projects, applications, messaging, payments, tracking, referrals, shop, help and
 * verification. Enumerations are written out literally (migrations never import app code);
 * constraints.test.ts checks each list against @wallcraft/shared.
 * Frozen once landed: later changes go in a new migration.
 */
type Table = CreateTableBuilder<any, any>;

const PROJECT_STATUSES = `'open', 'in_progress', 'completed', 'cancelled'`;
const DECISION_STATUSES = `'pending', 'accepted', 'rejected'`;
const TIMELINES = `'urgent', 'moderate', 'flexible'`;

/** `column IN (...)`: the list is a constant of this file, never user input. */
const oneOf = (column: string, list: string) => sql.raw(`${column} IN (${list})`);

const uuidPk = (t: Table) => t.addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`));
const createdAt = (t: Table) => t.addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
const timestamps = (t: Table) =>
  createdAt(t).addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
const userRef = (name: string) => (t: Table) =>
  t.addColumn(name, 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'));
const textArray = (name: string) => (t: Table) =>
  t.addColumn(name, sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`));
/** Money is integer cents, never negative. */
const cents =
  (name: string, required = false) =>
  (t: Table) =>
    t.addColumn(name, 'integer', (c) => (required ? c.notNull() : c).check(sql.raw(`${name} >= 0`)));
const coordinates =
  (prefix = '') =>
  (t: Table) =>
    t
      .addColumn(`${prefix}latitude`, 'double precision', (c) =>
        c.check(sql.raw(`${prefix}latitude BETWEEN -90 AND 90`)),
      )
      .addColumn(`${prefix}longitude`, 'double precision', (c) =>
        c.check(sql.raw(`${prefix}longitude BETWEEN -180 AND 180`)),
      );

/**
 * A reference to exactly one project of either kind: two real foreign keys (so deletes cascade and
 * joins stay simple) plus a CHECK that only the id named by project_type is set. `optional` also
 * allows no project at all (reviews).
 */
const projectRef =
  (name: string, onDelete: 'cascade' | 'restrict', optional = false) =>
  (t: Table) => {
    const exactlyOne = `(project_type = 'brand_project' AND brand_project_id IS NOT NULL AND wall_project_id IS NULL)
    OR (project_type = 'wall_project' AND wall_project_id IS NOT NULL AND brand_project_id IS NULL)`;
    const none = `(project_type IS NULL AND brand_project_id IS NULL AND wall_project_id IS NULL)`;
    return t
      .addColumn('project_type', 'text', (c) =>
        (optional ? c : c.notNull()).check(sql`project_type IN ('brand_project', 'wall_project')`),
      )
      .addColumn('brand_project_id', 'uuid', (c) => c.references('brand_projects.id').onDelete(onDelete))
      .addColumn('wall_project_id', 'uuid', (c) => c.references('wall_projects.id').onDelete(onDelete))
      .addCheckConstraint(`${name}_one_project_check`, sql.raw(optional ? `${none} OR ${exactlyOne}` : exactlyOne));
  };

/** The columns both project kinds share. */
const projectColumns = (t: Table) =>
  t
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('location', 'text')
    .$call(coordinates())
    .$call(cents('budget_cents'))
    .addColumn('timeline', 'text', (c) => c.check(oneOf('timeline', TIMELINES)))
    .$call(textArray('preferred_styles'))
    .$call(textArray('images'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(oneOf('status', PROJECT_STATUSES)))
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('view_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`view_count >= 0`),
    )
    .addColumn('started_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .$call(timestamps);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('artist_profiles')
    .$call(userRef('user_id'))
    .addPrimaryKeyConstraint('artist_profiles_pkey', ['user_id'])
    .$call(textArray('specialties'))
    .$call(textArray('preferred_styles'))
    .$call(textArray('what_i_offer'))
    .addColumn('story', 'text')
    .addColumn('fun_fact', 'text')
    .$call(textArray('portfolio_images'))
    .addColumn('portfolio_url', 'text')
    .addColumn('completed_projects', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`completed_projects >= 0`),
    )
    // Null until the first review: "no rating yet" differs from a low rating.
    .addColumn('rating', 'double precision', (c) => c.check(sql`rating BETWEEN 0 AND 5`))
    .$call(cents('hourly_rate_cents'))
    .$call(cents('project_rate_cents'))
    .addColumn('years_experience', 'integer', (c) => c.check(sql`years_experience >= 0`))
    .addColumn('availability', 'text', (c) =>
      c
        .notNull()
        .defaultTo('available')
        .check(sql`availability IN ('available', 'limited', 'busy', 'booked')`),
    )
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('artist_unavailable_dates')
    .$call(userRef('user_id'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('artist_unavailable_dates_pkey', ['user_id', 'date'])
    .execute();

  await db.schema
    .createTable('brand_profiles')
    .$call(userRef('user_id'))
    .addPrimaryKeyConstraint('brand_profiles_pkey', ['user_id'])
    .addColumn('company_name', 'text')
    .addColumn('industry', 'text')
    .$call(cents('budget_cents'))
    .addColumn('company_size', 'text', (c) =>
      c
        .notNull()
        .defaultTo('medium')
        .check(sql`company_size IN ('startup', 'small', 'medium', 'large', 'enterprise')`),
    )
    .addColumn('timeline', 'text', (c) => c.notNull().defaultTo('moderate').check(oneOf('timeline', TIMELINES)))
    .$call(textArray('preferred_styles'))
    .addColumn('past_projects', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`past_projects >= 0`),
    )
    .addColumn('story', 'text')
    .addColumn('fun_fact', 'text')
    .$call(textArray('what_i_offer'))
    .addColumn('company_logo', 'text')
    .$call(textArray('brand_images'))
    .addColumn('website', 'text')
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('walls')
    .$call(uuidPk)
    .$call(userRef('owner_id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('location', 'text')
    .addColumn('address', 'text')
    .$call(coordinates())
    .addColumn('width_ft', 'double precision', (c) => c.check(sql`width_ft > 0`))
    .addColumn('height_ft', 'double precision', (c) => c.check(sql`height_ft > 0`))
    .addColumn('surface_type', 'text', (c) =>
      c.check(sql`surface_type IN ('brick', 'concrete', 'metal', 'wood', 'stucco', 'glass', 'other')`),
    )
    .addColumn('wall_type', 'text')
    .addColumn('visibility', 'text', (c) => c.check(sql`visibility IN ('high', 'medium', 'low', 'private')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('available')
        .check(sql`status IN ('available', 'booked', 'unavailable')`),
    )
    .$call(textArray('images'))
    .addColumn('view_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`view_count >= 0`),
    )
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('brand_projects')
    .$call(uuidPk)
    .$call(userRef('brand_id'))
    .addColumn('wall_id', 'uuid', (c) => c.references('walls.id').onDelete('set null'))
    .$call(projectColumns)
    .execute();

  // No owner column: the owner is the wall's owner, so the two can never disagree.
  await db.schema
    .createTable('wall_projects')
    .$call(uuidPk)
    .addColumn('wall_id', 'uuid', (c) => c.notNull().references('walls.id').onDelete('cascade'))
    .$call(projectColumns)
    .execute();

  await db.schema
    .createTable('applications')
    .$call(uuidPk)
    .$call(userRef('artist_id'))
    .$call(projectRef('applications', 'cascade'))
    .addColumn('message', 'text', (c) => c.check(sql`length(message) <= 2000`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(oneOf('status', DECISION_STATUSES)))
    .addColumn('decided_at', 'timestamptz')
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('invitations')
    .$call(uuidPk)
    .$call(userRef('inviter_id'))
    .$call(userRef('artist_id'))
    .$call(projectRef('invitations', 'cascade'))
    .addColumn('message', 'text', (c) => c.check(sql`length(message) <= 2000`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(oneOf('status', DECISION_STATUSES)))
    .addColumn('decided_at', 'timestamptz')
    .addCheckConstraint('invitations_not_self_check', sql`inviter_id <> artist_id`)
    .$call(timestamps)
    .execute();

  // Money records are never deleted by a cascade: users and projects with payments are kept (restrict).
  await db.schema
    .createTable('transactions')
    .$call(uuidPk)
    .$call(projectRef('transactions', 'restrict'))
    .addColumn('payer_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('recipient_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('platform_fee_bps', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(500)
        .check(sql`platform_fee_bps BETWEEN 0 AND 10000`),
    )
    .$call(cents('platform_fee_cents', true))
    .$call(cents('net_amount_cents', true))
    .addColumn('payment_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('lump_sum')
        .check(sql`payment_type IN ('lump_sum', 'milestone')`),
    )
    .addColumn('payment_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`payment_status IN ('pending', 'escrowed', 'completed', 'cancelled', 'refunded')`),
    )
    .addCheckConstraint('transactions_net_amount_check', sql`net_amount_cents = amount_cents - platform_fee_cents`)
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('notifications')
    .$call(uuidPk)
    .$call(userRef('user_id'))
    .addColumn('type', 'text', (c) =>
      c.notNull().check(
        sql`type IN ('application_received', 'application_accepted', 'application_rejected', 'invitation_received',
          'invitation_accepted', 'invitation_rejected', 'message_received', 'payment_created', 'payment_released',
          'project_started', 'project_completed', 'review_requested', 'tracking_update', 'verification_completed',
          'referral_bonus')`,
      ),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('application_id', 'uuid', (c) => c.references('applications.id').onDelete('cascade'))
    .addColumn('invitation_id', 'uuid', (c) => c.references('invitations.id').onDelete('cascade'))
    .addColumn('transaction_id', 'uuid', (c) => c.references('transactions.id').onDelete('set null'))
    .$call(createdAt)
    .execute();

  await db.schema
    .createTable('messages')
    .$call(uuidPk)
    .$call(userRef('sender_id'))
    .$call(userRef('receiver_id'))
    .addColumn('content', 'text', (c) => c.notNull().check(sql`length(content) BETWEEN 1 AND 5000`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('unread')
        .check(sql`status IN ('unread', 'seen')`),
    )
    .addCheckConstraint('messages_not_self_check', sql`sender_id <> receiver_id`)
    .$call(createdAt)
    .execute();

  // The websocket outbox: the increasing id is the cursor a reconnecting client resumes from (lastEventId).
  await db.schema
    .createTable('realtime_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .$call(userRef('user_id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('notification', 'message')`))
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .$call(createdAt)
    .execute();

  // item_id is polymorphic (a user, wall or project), so it has no foreign key; readers skip dangling ids.
  await db.schema
    .createTable('saved_items')
    .$call(uuidPk)
    .$call(userRef('user_id'))
    .addColumn('item_type', 'text', (c) =>
      c.notNull().check(sql`item_type IN ('artist', 'wall_owner', 'brand', 'wall', 'wall_project', 'brand_project')`),
    )
    .addColumn('item_id', 'uuid', (c) => c.notNull())
    .addUniqueConstraint('saved_items_user_item_key', ['user_id', 'item_type', 'item_id'])
    .$call(createdAt)
    .execute();

  await db.schema
    .createTable('reviews')
    .$call(uuidPk)
    .$call(userRef('reviewer_id'))
    .$call(userRef('reviewee_id'))
    .$call(projectRef('reviews', 'cascade', true))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating BETWEEN 1 AND 5`))
    .addColumn('comment', 'text')
    .addCheckConstraint('reviews_not_self_check', sql`reviewer_id <> reviewee_id`)
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('recently_viewed')
    .$call(userRef('user_id'))
    .addColumn('item_type', 'text', (c) =>
      c.notNull().check(sql`item_type IN ('artist', 'wall_owner', 'brand', 'wall', 'project', 'wall_project')`),
    )
    .addColumn('item_id', 'uuid', (c) => c.notNull())
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('recently_viewed_pkey', ['user_id', 'item_type', 'item_id'])
    .execute();

  // A view counts once per viewer per day: insert ... on conflict do nothing, bump view_count only when a row went in.
  await db.schema
    .createTable('item_views')
    .addColumn('item_type', 'text', (c) =>
      c.notNull().check(sql`item_type IN ('wall', 'brand_project', 'wall_project', 'profile')`),
    )
    .addColumn('item_id', 'uuid', (c) => c.notNull())
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_views_pkey', ['item_type', 'item_id', 'viewer_key', 'day'])
    .execute();

  await db.schema
    .createTable('milestones')
    .$call(uuidPk)
    .$call(projectRef('milestones', 'cascade'))
    .addColumn('transaction_id', 'uuid', (c) => c.references('transactions.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .$call(cents('amount_cents', true))
    .addColumn('sequence_order', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`sequence_order >= 1`),
    )
    .addColumn('due_date', 'date')
    .addColumn('deliverables', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'in_progress', 'completed', 'paid')`),
    )
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('tracking_sessions')
    .$call(uuidPk)
    .$call(userRef('artist_id'))
    .$call(projectRef('tracking_sessions', 'cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status IN ('active', 'paused', 'completed')`),
    )
    .$call(coordinates('start_'))
    .$call(coordinates('destination_'))
    .$call(coordinates('current_'))
    .addColumn('start_address', 'text')
    .addColumn('destination_address', 'text')
    .addColumn('last_updated_location', 'timestamptz')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('referral_codes')
    .$call(userRef('user_id'))
    .addPrimaryKeyConstraint('referral_codes_pkey', ['user_id'])
    // Stored upper-case so a lookup can upper() the input and still hit the unique index.
    .addColumn('code', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`code = upper(code) AND length(code) BETWEEN 4 AND 32`),
    )
    .$call(createdAt)
    .execute();

  await db.schema
    .createTable('referral_signups')
    .$call(uuidPk)
    .$call(userRef('referrer_id'))
    .$call(userRef('referred_user_id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('bonus_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1000)
        .check(sql`bonus_cents >= 0`),
    )
    .addColumn('bonus_paid', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('paid_at', 'timestamptz')
    // A user can only ever have been referred once.
    .addUniqueConstraint('referral_signups_referred_user_id_key', ['referred_user_id'])
    .addCheckConstraint('referral_signups_not_self_check', sql`referrer_id <> referred_user_id`)
    .$call(createdAt)
    .execute();

  await db.schema
    .createTable('shop_products')
    .$call(uuidPk)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .$call(cents('price_cents', true))
    .$call(cents('compare_at_price_cents'))
    .$call(textArray('tags'))
    .addColumn('image_url', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .$call(timestamps)
    .execute();

  // Orders keep their user (restrict): they are accounting records.
  await db.schema
    .createTable('orders')
    .$call(uuidPk)
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('placed')
        .check(sql`status IN ('placed', 'paid', 'shipped', 'cancelled')`),
    )
    .$call(cents('subtotal_cents', true))
    .$call(cents('tax_cents', true))
    .$call(cents('shipping_cents', true))
    .$call(cents('total_cents', true))
    .addCheckConstraint('orders_total_check', sql`total_cents = subtotal_cents + tax_cents + shipping_cents`)
    .$call(timestamps)
    .execute();

  // Lines copy title and price, so an order stays right when the product changes later.
  await db.schema
    .createTable('order_items')
    .$call(uuidPk)
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'uuid', (c) => c.notNull().references('shop_products.id').onDelete('restrict'))
    .addColumn('title', 'text', (c) => c.notNull())
    .$call(cents('unit_price_cents', true))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .$call(cents('line_total_cents', true))
    .addCheckConstraint('order_items_line_total_check', sql`line_total_cents = unit_price_cents * quantity`)
    .execute();

  await db.schema
    .createTable('help_articles')
    .$call(uuidPk)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category IN ('general', 'artists', 'walls', 'brands')`))
    .addColumn('preview_text', 'text')
    .addColumn('content', 'text')
    .addColumn('mural_image_url', 'text')
    .addColumn('search', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', coalesce(content, '')), 'B')`,
        )
        .stored(),
    )
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('feedback')
    .$call(uuidPk)
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('feedback', 'text', (c) => c.notNull().check(sql`btrim(feedback) <> ''`))
    .$call(createdAt)
    .execute();

  await db.schema
    .createTable('contact_messages')
    .$call(uuidPk)
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('subject', 'text')
    .addColumn('comments', 'text', (c) => c.notNull().check(sql`btrim(comments) <> ''`))
    .$call(createdAt)
    .execute();

  await db.schema
    .createTable('verification_requests')
    .$call(uuidPk)
    .$call(userRef('user_id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'processing', 'verified', 'failed')`),
    )
    .addColumn('fee_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(4999)
        .check(sql`fee_cents >= 0`),
    )
    .addColumn('provider', 'text')
    .addColumn('provider_ref', 'text')
    .addColumn('decided_by_admin_id', 'uuid', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('completed_at', 'timestamptz')
    .$call(timestamps)
    .execute();

  await createIndexes(db);
}

async function createIndexes(db: Kysely<any>): Promise<void> {
  const statements = [
    // Uniqueness rules.
    `CREATE UNIQUE INDEX applications_artist_brand_project_key ON applications (artist_id, brand_project_id) WHERE brand_project_id IS NOT NULL`,
    `CREATE UNIQUE INDEX applications_artist_wall_project_key ON applications (artist_id, wall_project_id) WHERE wall_project_id IS NOT NULL`,
    `CREATE UNIQUE INDEX invitations_pending_brand_project_key ON invitations (artist_id, brand_project_id) WHERE status = 'pending' AND brand_project_id IS NOT NULL`,
    `CREATE UNIQUE INDEX invitations_pending_wall_project_key ON invitations (artist_id, wall_project_id) WHERE status = 'pending' AND wall_project_id IS NOT NULL`,
    `CREATE UNIQUE INDEX tracking_sessions_open_brand_project_key ON tracking_sessions (artist_id, brand_project_id) WHERE status <> 'completed' AND brand_project_id IS NOT NULL`,
    `CREATE UNIQUE INDEX tracking_sessions_open_wall_project_key ON tracking_sessions (artist_id, wall_project_id) WHERE status <> 'completed' AND wall_project_id IS NOT NULL`,
    `CREATE UNIQUE INDEX verification_requests_in_progress_key ON verification_requests (user_id) WHERE status IN ('pending', 'processing')`,

    // Lookups the product makes.
    `CREATE INDEX walls_owner_id_idx ON walls (owner_id)`,
    `CREATE INDEX walls_status_idx ON walls (status)`,
    `CREATE INDEX brand_projects_brand_id_idx ON brand_projects (brand_id)`,
    `CREATE INDEX brand_projects_status_idx ON brand_projects (status)`,
    `CREATE INDEX brand_projects_wall_id_idx ON brand_projects (wall_id)`,
    `CREATE INDEX wall_projects_wall_id_idx ON wall_projects (wall_id)`,
    `CREATE INDEX wall_projects_status_idx ON wall_projects (status)`,
    `CREATE INDEX applications_artist_id_idx ON applications (artist_id, created_at DESC)`,
    `CREATE INDEX applications_brand_project_id_idx ON applications (brand_project_id) WHERE brand_project_id IS NOT NULL`,
    `CREATE INDEX applications_wall_project_id_idx ON applications (wall_project_id) WHERE wall_project_id IS NOT NULL`,
    `CREATE INDEX invitations_artist_id_idx ON invitations (artist_id, created_at DESC)`,
    `CREATE INDEX invitations_inviter_id_idx ON invitations (inviter_id)`,
    `CREATE INDEX invitations_brand_project_id_idx ON invitations (brand_project_id) WHERE brand_project_id IS NOT NULL`,
    `CREATE INDEX invitations_wall_project_id_idx ON invitations (wall_project_id) WHERE wall_project_id IS NOT NULL`,
    `CREATE INDEX notifications_user_id_created_at_idx ON notifications (user_id, created_at DESC)`,
    `CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read`,
    // A conversation is read from both directions; LEAST/GREATEST would need the same expression in every query.
    `CREATE INDEX messages_sender_receiver_idx ON messages (sender_id, receiver_id, created_at DESC)`,
    `CREATE INDEX messages_receiver_sender_idx ON messages (receiver_id, sender_id, created_at DESC)`,
    `CREATE INDEX messages_unread_idx ON messages (receiver_id) WHERE status = 'unread'`,
    `CREATE INDEX realtime_events_user_id_idx ON realtime_events (user_id, id)`,
    `CREATE INDEX reviews_reviewee_id_idx ON reviews (reviewee_id)`,
    `CREATE INDEX reviews_reviewer_id_idx ON reviews (reviewer_id)`,
    `CREATE INDEX recently_viewed_user_viewed_at_idx ON recently_viewed (user_id, viewed_at DESC)`,
    `CREATE INDEX transactions_brand_project_id_idx ON transactions (brand_project_id) WHERE brand_project_id IS NOT NULL`,
    `CREATE INDEX transactions_wall_project_id_idx ON transactions (wall_project_id) WHERE wall_project_id IS NOT NULL`,
    `CREATE INDEX transactions_payer_id_idx ON transactions (payer_id, created_at DESC)`,
    `CREATE INDEX transactions_recipient_id_idx ON transactions (recipient_id, created_at DESC)`,
    `CREATE INDEX milestones_brand_project_id_idx ON milestones (brand_project_id, sequence_order) WHERE brand_project_id IS NOT NULL`,
    `CREATE INDEX milestones_wall_project_id_idx ON milestones (wall_project_id, sequence_order) WHERE wall_project_id IS NOT NULL`,
    `CREATE INDEX milestones_transaction_id_idx ON milestones (transaction_id) WHERE transaction_id IS NOT NULL`,
    `CREATE INDEX tracking_sessions_artist_id_idx ON tracking_sessions (artist_id, created_at DESC)`,
    `CREATE INDEX referral_signups_referrer_id_idx ON referral_signups (referrer_id)`,
    `CREATE INDEX orders_user_id_idx ON orders (user_id, created_at DESC)`,
    `CREATE INDEX order_items_order_id_idx ON order_items (order_id)`,
    `CREATE INDEX help_articles_category_idx ON help_articles (category)`,
    `CREATE INDEX help_articles_search_idx ON help_articles USING gin (search)`,
    `CREATE INDEX verification_requests_user_id_idx ON verification_requests (user_id, created_at DESC)`,
    `CREATE INDEX artist_profiles_specialties_idx ON artist_profiles USING gin (specialties)`,
  ];
  // Radius search: earth_box(ll_to_earth(...), r) @> ll_to_earth(latitude, longitude) uses these
  // (queries must also say latitude IS NOT NULL AND longitude IS NOT NULL to match the partial index).
  for (const table of ['users', 'walls', 'brand_projects', 'wall_projects']) {
    statements.push(
      `CREATE INDEX ${table}_earth_idx ON ${table} USING gist (ll_to_earth(latitude, longitude)) WHERE latitude IS NOT NULL AND longitude IS NOT NULL`,
    );
  }
  // Substring search (ILIKE '%term%') on what the discover page searches.
  const trigram: Record<string, string[]> = {
    users: ['first_name', 'last_name', 'location', 'business_name'],
    brand_profiles: ['company_name', 'industry'],
    walls: ['title', 'location', 'description'],
    brand_projects: ['title', 'location', 'description'],
    wall_projects: ['title', 'location', 'description'],
  };
  for (const [table, columns] of Object.entries(trigram)) {
    for (const column of columns)
      statements.push(`CREATE INDEX ${table}_${column}_trgm_idx ON ${table} USING gin (${column} gin_trgm_ops)`);
  }
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'verification_requests',
    'contact_messages',
    'feedback',
    'help_articles',
    'order_items',
    'orders',
    'shop_products',
    'referral_signups',
    'referral_codes',
    'tracking_sessions',
    'milestones',
    'item_views',
    'recently_viewed',
    'reviews',
    'saved_items',
    'realtime_events',
    'messages',
    'notifications',
    'transactions',
    'invitations',
    'applications',
    'wall_projects',
    'brand_projects',
    'walls',
    'brand_profiles',
    'artist_unavailable_dates',
    'artist_profiles',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
  // Indexes this migration put on the users table of the first one.
  for (const name of ['earth', 'first_name_trgm', 'last_name_trgm', 'location_trgm', 'business_name_trgm']) {
    await sql.raw(`DROP INDEX IF EXISTS users_${name}_idx`).execute(db);
  }
}
