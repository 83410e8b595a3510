import {
  ARTIST_AVAILABILITIES,
  COMPANY_SIZES,
  DECISION_STATUSES,
  HELP_CATEGORIES,
  MESSAGE_STATUSES,
  MILESTONE_STATUSES,
  NOTIFICATION_TYPES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  PROJECT_KINDS,
  PROJECT_STATUSES,
  RECENTLY_VIEWED_TYPES,
  SAVED_ITEM_TYPES,
  SURFACE_TYPES,
  TIMELINES,
  PROJECT_TIMELINES,
  TRACKING_STATUSES,
  USER_TYPES,
  VERIFICATION_STATUSES,
  VISIBILITIES,
  WALL_STATUSES,
} from '@wallcraft/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

let emails = 0;
async function user(): Promise<string> {
  emails += 1;
  const row = await handle.db
    .insertInto('users')
    .values({ email: `u${emails}@example.com`, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function brandProject(): Promise<{ brandId: string; id: string }> {
  const brandId = await user();
  const row = await handle.db
    .insertInto('projects')
    .values({ kind: 'brand', owner_id: brandId, title: 'Rooftop mural' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { brandId, id: row.id };
}

async function wall(ownerId: string): Promise<string> {
  const row = await handle.db
    .insertInto('walls')
    .values({ owner_id: ownerId, title: 'Brick side wall' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The values a column's CHECK allows, read back from the catalogue: Postgres prints
 * `col IN ('a', 'b')` as `(col = ANY (ARRAY['a'::text, 'b'::text]))`.
 */
async function allowedValues(table: string, column: string): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`
    SELECT pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c
    JOIN pg_class t ON t.oid = c.conrelid
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'c' AND t.relname = ${table} AND a.attname = ${column} AND array_length(c.conkey, 1) = 1`.execute(
    handle.db,
  );
  const inList = rows.map((r) => r.definition).find((d) => d.includes('ANY (ARRAY['));
  if (!inList) throw new Error(`no IN-list CHECK on ${table}.${column}`);
  return [...inList.matchAll(/'([^']*)'::text/g)].map((m) => m[1] ?? '');
}

describe('enumeration CHECKs match @wallcraft/shared', () => {
  const cases: [string, string, readonly string[]][] = [
    ['accounts', 'user_type', USER_TYPES],
    ['artist_profiles', 'availability', ARTIST_AVAILABILITIES],
    ['brand_profiles', 'company_size', COMPANY_SIZES],
    ['brand_profiles', 'timeline', TIMELINES],
    ['walls', 'surface_type', SURFACE_TYPES],
    ['walls', 'visibility', VISIBILITIES],
    ['walls', 'status', WALL_STATUSES],
    ['projects', 'kind', PROJECT_KINDS],
    ['projects', 'status', PROJECT_STATUSES],
    ['projects', 'timeline', PROJECT_TIMELINES],
    ['applications', 'status', DECISION_STATUSES],
    ['invitations', 'status', DECISION_STATUSES],
    ['notifications', 'type', NOTIFICATION_TYPES],
    ['messages', 'status', MESSAGE_STATUSES],
    ['saved_items', 'item_type', SAVED_ITEM_TYPES],
    ['recently_viewed', 'item_type', RECENTLY_VIEWED_TYPES],
    ['transactions', 'payment_type', PAYMENT_TYPES],
    ['transactions', 'payment_status', PAYMENT_STATUSES],
    ['milestones', 'status', MILESTONE_STATUSES],
    ['tracking_sessions', 'status', TRACKING_STATUSES],
    ['orders', 'status', ORDER_STATUSES],
    ['help_articles', 'category', HELP_CATEGORIES],
    ['verification_requests', 'status', VERIFICATION_STATUSES],
  ];
  it.each(cases)('%s.%s', async (table, column, expected) => {
    expect(await allowedValues(table, column)).toEqual([...expected]);
  });
});

describe('constraints', () => {
  it('a project is of one of the two kinds, and a wall project always has its wall', async () => {
    const owner = await user();
    await expect(
      sql`INSERT INTO projects (kind, owner_id, title) VALUES ('shop', ${owner}, 'Odd')`.execute(handle.db),
    ).rejects.toThrow(/projects_kind_check/);
    await expect(
      handle.db.insertInto('projects').values({ kind: 'wall', owner_id: owner, title: 'Nowhere' }).execute(),
    ).rejects.toThrow(/projects_wall_project_wall_check/);
    await handle.db
      .insertInto('projects')
      .values({ kind: 'wall', owner_id: owner, wall_id: await wall(owner), title: 'Side wall mural' })
      .execute();
  });

  it('deleting a wall deletes its wall projects, and only unlinks a brand project that shows it', async () => {
    const owner = await user();
    const wallId = await wall(owner);
    const own = await handle.db
      .insertInto('projects')
      .values({ kind: 'wall', owner_id: owner, wall_id: wallId, title: 'Side wall mural' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const brand = await brandProject();
    await handle.db.updateTable('projects').set({ wall_id: wallId }).where('id', '=', brand.id).execute();
    await handle.db.deleteFrom('walls').where('id', '=', wallId).execute();
    const left = await handle.db
      .selectFrom('projects')
      .select(['id', 'wall_id'])
      .where('id', 'in', [own.id, brand.id])
      .execute();
    expect(left).toEqual([{ id: brand.id, wall_id: null }]);
  });

  it('a dependent row names a project that exists', async () => {
    const artist = await user();
    await expect(
      handle.db.insertInto('applications').values({ artist_id: artist, project_id: crypto.randomUUID() }).execute(),
    ).rejects.toThrow(/applications_project_id_fkey/);
    const project = await brandProject();
    await handle.db.insertInto('applications').values({ artist_id: artist, project_id: project.id }).execute();
  });

  it('an artist applies to a project only once', async () => {
    const artist = await user();
    const project = await brandProject();
    const application = { artist_id: artist, project_id: project.id };
    await handle.db.insertInto('applications').values(application).execute();
    await expect(handle.db.insertInto('applications').values(application).execute()).rejects.toThrow(
      /applications_artist_project_key/,
    );
  });

  it('an artist has at most one pending invitation per project, but may be invited again after a decision', async () => {
    const artist = await user();
    const project = await brandProject();
    const invitation = { inviter_id: project.brandId, artist_id: artist, project_id: project.id };
    const first = await handle.db
      .insertInto('invitations')
      .values(invitation)
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(handle.db.insertInto('invitations').values(invitation).execute()).rejects.toThrow(
      /invitations_pending_project_key/,
    );
    await handle.db.updateTable('invitations').set({ status: 'rejected' }).where('id', '=', first.id).execute();
    await handle.db.insertInto('invitations').values(invitation).execute();
  });

  it('nobody invites themselves', async () => {
    const project = await brandProject();
    await expect(
      handle.db
        .insertInto('invitations')
        .values({
          inviter_id: project.brandId,
          artist_id: project.brandId,
          project_id: project.id,
        })
        .execute(),
    ).rejects.toThrow(/invitations_not_self_check/);
  });

  it('a transaction nets the amount minus the platform fee', async () => {
    const artist = await user();
    const project = await brandProject();
    const base = {
      project_id: project.id,
      payer_id: project.brandId,
      recipient_id: artist,
    };
    await expect(
      handle.db
        .insertInto('transactions')
        .values({ ...base, amount_cents: 100_000, platform_fee_cents: 5_000, net_amount_cents: 100_000 })
        .execute(),
    ).rejects.toThrow(/transactions_net_amount_check/);
    const row = await handle.db
      .insertInto('transactions')
      .values({ ...base, amount_cents: 100_000, platform_fee_cents: 5_000, net_amount_cents: 95_000 })
      .returning(['platform_fee_bps', 'payment_type', 'payment_status'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ platform_fee_bps: 500, payment_type: 'lump_sum', payment_status: 'pending' });
  });

  it('an order total is subtotal plus tax plus shipping, and a line total is price times quantity', async () => {
    const buyer = await user();
    await expect(
      handle.db
        .insertInto('orders')
        .values({ user_id: buyer, subtotal_cents: 1000, tax_cents: 80, shipping_cents: 999, total_cents: 2000 })
        .execute(),
    ).rejects.toThrow(/orders_total_check/);
    const order = await handle.db
      .insertInto('orders')
      .values({ user_id: buyer, subtotal_cents: 1000, tax_cents: 80, shipping_cents: 999, total_cents: 2079 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const product = await handle.db
      .insertInto('shop_products')
      .values({ slug: 'can-black', title: 'Black can', price_cents: 500 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      handle.db
        .insertInto('order_items')
        .values({
          order_id: order.id,
          product_id: product.id,
          title: 'Black can',
          unit_price_cents: 500,
          quantity: 2,
          line_total_cents: 500,
        })
        .execute(),
    ).rejects.toThrow(/order_items_line_total_check/);
  });

  it('a user has one verification in progress at a time', async () => {
    const someone = await user();
    const first = await handle.db
      .insertInto('verification_requests')
      .values({ user_id: someone })
      .returning(['id', 'fee_cents'])
      .executeTakeFirstOrThrow();
    expect(first.fee_cents).toBe(4999);
    await expect(
      handle.db.insertInto('verification_requests').values({ user_id: someone, status: 'processing' }).execute(),
    ).rejects.toThrow(/verification_requests_in_progress_key/);
    await handle.db.updateTable('verification_requests').set({ status: 'failed' }).where('id', '=', first.id).execute();
    await handle.db.insertInto('verification_requests').values({ user_id: someone }).execute();
  });

  it('messages are at most 5000 characters (empty only for files, which the service checks) and never to oneself', async () => {
    const [a, b] = [await user(), await user()];
    await handle.db.insertInto('messages').values({ sender_id: a, receiver_id: b, content: '' }).execute();
    await expect(
      handle.db.insertInto('messages').values({ sender_id: a, receiver_id: a, content: 'hi' }).execute(),
    ).rejects.toThrow(/messages_not_self_check/);
    await expect(
      handle.db
        .insertInto('messages')
        .values({ sender_id: a, receiver_id: b, content: 'x'.repeat(5001) })
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it('referral codes are upper-case', async () => {
    const someone = await user();
    await expect(
      handle.db.insertInto('referral_codes').values({ user_id: someone, code: 'abcd1234' }).execute(),
    ).rejects.toThrow(/check/i);
    await handle.db.insertInto('referral_codes').values({ user_id: someone, code: 'ABCD1234' }).execute();
  });

  it('stores text arrays, jsonb payloads and bigserial ids the same on both drivers', async () => {
    const owner = await user();
    const wall = await handle.db
      .insertInto('walls')
      .values({ owner_id: owner, title: 'Brick side wall', images: ['/media/seed/wall-1.svg', "it's, {quoted}"] })
      .returning(['images', 'status', 'view_count'])
      .executeTakeFirstOrThrow();
    expect(wall).toEqual({ images: ['/media/seed/wall-1.svg', "it's, {quoted}"], status: 'available', view_count: 0 });
    const event = await handle.db
      .insertInto('realtime_events')
      .values({ user_id: owner, kind: 'message', payload: JSON.stringify({ text: 'hello' }) })
      .returning(['id', 'payload'])
      .executeTakeFirstOrThrow();
    expect(typeof event.id).toBe('number');
    expect(event.payload).toEqual({ text: 'hello' });
  });

  it('finds help articles by full-text search, title words ranked first', async () => {
    await handle.db
      .insertInto('help_articles')
      .values([
        {
          slug: 'escrow',
          title: 'How escrow payments work',
          category: 'general',
          content: 'Funds are held until completion.',
        },
        {
          slug: 'walls',
          title: 'Listing a wall',
          category: 'walls',
          content: 'Owners can take payments through escrow.',
        },
      ])
      .execute();
    const { rows } = await sql<{ slug: string }>`
      SELECT slug FROM help_articles WHERE search @@ websearch_to_tsquery('english', ${'escrow'})
      ORDER BY ts_rank(search, websearch_to_tsquery('english', ${'escrow'})) DESC`.execute(handle.db);
    expect(rows.map((r) => r.slug)).toEqual(['escrow', 'walls']);
  });

  it('finds walls within a radius through the earthdistance index expression', async () => {
    const owner = await user();
    await handle.db
      .insertInto('walls')
      .values([
        { owner_id: owner, title: 'Near', latitude: 29.77, longitude: -95.37 },
        { owner_id: owner, title: 'Far', latitude: 36.16, longitude: -86.78 },
        { owner_id: owner, title: 'Nowhere' },
      ])
      .execute();
    const metres = 25 * 1609.344;
    const { rows } = await sql<{ title: string }>`
      SELECT title FROM walls
      WHERE latitude IS NOT NULL AND longitude IS NOT NULL
        AND earth_box(ll_to_earth(29.7604, -95.3698), ${metres}) @> ll_to_earth(latitude, longitude)
        AND earth_distance(ll_to_earth(29.7604, -95.3698), ll_to_earth(latitude, longitude)) <= ${metres}`.execute(
      handle.db,
    );
    expect(rows.map((r) => r.title)).toContain('Near');
    expect(rows.map((r) => r.title)).not.toContain('Far');
  });
});
