import type { DB } from '@wallcraft/db';
import { sql } from 'kysely';

/*
 * All of this domain's SQL. An export reads every table that holds the person's data; a deletion erases it in place.
 * Leaving touches many domains' tables at once by nature: the rows stay where they are (other people's history and
 * the ledger point at them) and only the person's fields are emptied, in the one transaction of the deletion.
 */

const EXPORT_COLUMNS = ['id', 'status', 'created_at', 'ready_at', 'expires_at'] as const;

/** The person's exports, newest first (a handful at most: one pending at a time, purged 7 days after ready). */
export function listExports(db: DB, userId: string) {
  return db
    .selectFrom('data_exports')
    .select(EXPORT_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(10)
    .execute();
}
export type ExportRow = Awaited<ReturnType<typeof listExports>>[number];

/** A new pending export; null when one is pending already (the partial unique index decides, race-free). */
export async function insertPendingExport(db: DB, userId: string): Promise<ExportRow | null> {
  const row = await db
    .insertInto('data_exports')
    .values({ user_id: userId })
    // 'pending' as a literal, not a parameter: a prepared statement's generic plan (Postgres switches after five
    // runs) could not match a bound predicate to the partial unique index, and every request from then on failed.
    .onConflict((oc) => oc.column('user_id').where('status', '=', sql.lit('pending')).doNothing())
    .returning(EXPORT_COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}

/** The pending export, locked while the job builds it (a second run of the same job waits, then finds it done). */
export function lockPendingExport(trx: DB, id: string) {
  return trx
    .selectFrom('data_exports')
    .select(['id', 'user_id'])
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

export async function finishExport(trx: DB, id: string, content: Record<string, unknown>, days: number) {
  await trx
    .updateTable('data_exports')
    .set({
      status: 'ready',
      content: JSON.stringify(content),
      ready_at: sql<Date>`now()`,
      expires_at: sql<Date>`now() + make_interval(days => ${days})`,
    })
    .where('id', '=', id)
    .execute();
}

export async function failExport(db: DB, id: string) {
  await db
    .updateTable('data_exports')
    .set({ status: 'failed' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** The owner's ready, unexpired export with its archive; undefined for anyone else's, a pending one or an expired one. */
export function findDownload(db: DB, userId: string, id: string) {
  return db
    .selectFrom('data_exports')
    .select(['id', 'content', 'ready_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'ready')
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Deletes the exports past their expiry (the hourly sweep) and the failed ones older than a day; answers how many. */
export async function purgeExpiredExports(db: DB): Promise<number> {
  const result = await db
    .deleteFrom('data_exports')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', sql<Date>`now()`),
        eb.and([eb('status', '=', 'failed'), eb('created_at', '<', sql<Date>`now() - interval '1 day'`)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The user's own fields for the archive: everything but the password hash and the payment provider's account id. */
const USER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'location',
  'latitude',
  'longitude',
  'bio',
  'website',
  'instagram_handle',
  'twitter_handle',
  'facebook_handle',
  'tiktok_handle',
  'profile_image_url',
  'hero_image_url',
  'business_name',
  'dba',
  'address',
  'phone',
  'business_email',
  'emergency_contact_name',
  'emergency_contact_phone',
  'length_unit',
  'verified',
  'email_confirmed_at',
  'created_at',
  'updated_at',
] as const;

/**
 * Everything the person wrote or received, table by table: their own rows, the messages, applications, invitations
 * and reviews on either side, and the money that names them. Other people appear only by id.
 */
export async function gatherArchive(db: DB, userId: string) {
  const ownProjects = db.selectFrom('projects').select('id').where('owner_id', '=', userId);
  const [user, accounts, artistProfile, brandProfile, unavailableDates, walls, projects] = await Promise.all([
    db.selectFrom('users').select(USER_COLUMNS).where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('accounts').select(['id', 'user_type', 'created_at']).where('user_id', '=', userId).execute(),
    db.selectFrom('artist_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('brand_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('artist_unavailable_dates').select('date').where('user_id', '=', userId).execute(),
    db.selectFrom('walls').selectAll().where('owner_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('projects').selectAll().where('owner_id', '=', userId).orderBy('created_at').execute(),
  ]);
  const [applications, invitations, messages, reviews, payments, ledger, orders] = await Promise.all([
    db
      .selectFrom('applications')
      .selectAll()
      .where((eb) => eb.or([eb('artist_id', '=', userId), eb('project_id', 'in', ownProjects)]))
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('invitations')
      .selectAll()
      .where((eb) => eb.or([eb('artist_id', '=', userId), eb('inviter_id', '=', userId)]))
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('messages')
      .select(['id', 'sender_id', 'receiver_id', 'content', 'status', 'created_at'])
      .where((eb) =>
        eb.or([eb('sender_id', '=', userId), eb.and([eb('receiver_id', '=', userId), eb('hidden_at', 'is', null)])]),
      )
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('reviews')
      .selectAll()
      .where((eb) => eb.or([eb('reviewer_id', '=', userId), eb('reviewee_id', '=', userId)]))
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('transactions')
      .selectAll()
      .where((eb) => eb.or([eb('payer_id', '=', userId), eb('recipient_id', '=', userId)]))
      .orderBy('created_at')
      .execute(),
    db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
  ]);
  const orderIds = orders.map((order) => order.id);
  const [orderItems, notifications, saved] = await Promise.all([
    orderIds.length
      ? db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).execute()
      : Promise.resolve([]),
    db
      .selectFrom('notifications')
      .select(['id', 'type', 'title', 'message', 'is_read', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('saved_items')
      .select(['item_type', 'item_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  ]);
  return {
    user: user ?? null,
    profiles: { accounts, artist: artistProfile ?? null, brand: brandProfile ?? null, unavailableDates },
    walls,
    projects,
    applications,
    invitations,
    messages,
    reviews: {
      given: reviews.filter((review) => review.reviewer_id === userId),
      received: reviews.filter((review) => review.reviewee_id === userId),
    },
    payments,
    ledgerEntries: ledger,
    orders: orders.map((order) => ({ ...order, items: orderItems.filter((item) => item.order_id === order.id) })),
    notifications,
    savedItems: saved,
  };
}

function liveUser(db: DB, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null);
}

/** The user's password hash, to check the password before a deletion; undefined when deleted already. */
export function findLiveUser(db: DB, userId: string) {
  return liveUser(db, userId).executeTakeFirst();
}

/** Locks the user's row for the deletion; undefined when there is none or it is deleted already. */
export function lockLiveUser(trx: DB, userId: string) {
  return liveUser(trx, userId).forUpdate().executeTakeFirst();
}

/** The person's live work, one row per project (for the reasons a deletion is refused). */
function workedOn(db: DB, userId: string) {
  return db
    .selectFrom('projects')
    .select(['projects.id', 'projects.title', 'projects.status'])
    .where((eb) =>
      eb.or([
        eb('projects.owner_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('applications')
            .select(sql.lit(1).as('one'))
            .whereRef('applications.project_id', '=', 'projects.id')
            .where('applications.artist_id', '=', userId)
            .where('applications.status', '=', 'accepted'),
        ),
        eb.exists(
          eb
            .selectFrom('invitations')
            .select(sql.lit(1).as('one'))
            .whereRef('invitations.project_id', '=', 'projects.id')
            .where('invitations.artist_id', '=', userId)
            .where('invitations.status', '=', 'accepted'),
        ),
      ]),
    );
}

/** What still binds the person: money held in escrow on either side, projects in progress, open disputes. */
export async function obligations(db: DB, userId: string) {
  const [escrow, active, disputes] = await Promise.all([
    db
      .selectFrom('transactions')
      .select([sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(amount_cents), 0)::int`.as('cents')])
      .where('payment_status', '=', 'escrowed')
      .where((eb) => eb.or([eb('payer_id', '=', userId), eb('recipient_id', '=', userId)]))
      .executeTakeFirstOrThrow(),
    workedOn(db, userId).where('projects.status', '=', 'in_progress').orderBy('projects.created_at').execute(),
    db
      .selectFrom('project_disputes')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('status', '=', 'open')
      .where((eb) =>
        eb.or([
          eb('opened_by', '=', userId),
          eb('project_id', 'in', workedOn(db, userId).clearSelect().select('projects.id')),
        ]),
      )
      .executeTakeFirstOrThrow(),
  ]);
  return { escrow, active, disputes: disputes.count };
}

/** The person's pending applications, with the owner to tell and the project's title. */
export function pendingApplicationsOf(trx: DB, artistId: string) {
  return trx
    .selectFrom('applications')
    .innerJoin('projects', 'projects.id', 'applications.project_id')
    .select(['applications.id', 'applications.project_id', 'projects.owner_id', 'projects.title'])
    .where('applications.artist_id', '=', artistId)
    .where('applications.status', '=', 'pending')
    .execute();
}

/** Pending invitations the person sent (to withdraw) or received (to decline), with the project's title. */
export function pendingInvitationsOf(trx: DB, userId: string) {
  return trx
    .selectFrom('invitations')
    .innerJoin('projects', 'projects.id', 'invitations.project_id')
    .select([
      'invitations.id',
      'invitations.project_id',
      'invitations.inviter_id',
      'invitations.artist_id',
      'projects.title',
    ])
    .where((eb) => eb.or([eb('invitations.inviter_id', '=', userId), eb('invitations.artist_id', '=', userId)]))
    .where('invitations.status', '=', 'pending')
    .execute();
}

export async function deleteApplications(trx: DB, ids: string[]) {
  if (ids.length) await trx.deleteFrom('applications').where('id', 'in', ids).where('status', '=', 'pending').execute();
}

export async function deleteInvitations(trx: DB, ids: string[]) {
  if (ids.length) await trx.deleteFrom('invitations').where('id', 'in', ids).where('status', '=', 'pending').execute();
}

export async function declineInvitations(trx: DB, ids: string[]) {
  if (ids.length)
    await trx
      .updateTable('invitations')
      .set({ status: 'rejected', decided_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('id', 'in', ids)
      .execute();
}

/**
 * Empties the person's fields: the name reads "Deleted user" wherever they appear to others, the address becomes
 * one no mail goes to, the password one nobody knows; hidden, as moderation hides a person, from every public list.
 */
export async function eraseUser(trx: DB, userId: string, passwordHash: string) {
  await trx
    .updateTable('users')
    .set({
      email: `deleted-${userId}@deleted.wallcraft.invalid`,
      password_hash: passwordHash,
      first_name: 'Deleted',
      last_name: 'user',
      active_account_id: null,
      location: null,
      latitude: null,
      longitude: null,
      bio: null,
      website: null,
      instagram_handle: null,
      twitter_handle: null,
      facebook_handle: null,
      tiktok_handle: null,
      profile_image_url: null,
      hero_image_url: null,
      business_name: null,
      dba: null,
      address: null,
      phone: null,
      business_email: null,
      emergency_contact_name: null,
      emergency_contact_phone: null,
      payout_account_id: null,
      email_confirmed_at: null,
      hidden_at: sql<Date>`coalesce(hidden_at, now())`,
      deleted_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', userId)
    .execute();
  await trx
    .updateTable('artist_profiles')
    .set({ story: null, fun_fact: null, portfolio_images: [], portfolio_url: null })
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('brand_profiles')
    .set({ company_name: null, story: null, fun_fact: null, company_logo: null, brand_images: [], website: null })
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('walls')
    .set({
      address: null,
      latitude: null,
      longitude: null,
      images: [],
      description: null,
      hidden_at: sql<Date>`coalesce(hidden_at, now())`,
    })
    .where('owner_id', '=', userId)
    .execute();
  await trx
    .updateTable('orders')
    .set({
      ship_name: null,
      ship_email: null,
      ship_line1: null,
      ship_line2: null,
      ship_city: null,
      ship_state: null,
      ship_zip: null,
      ship_phone: null,
    })
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('tracking_sessions')
    .set({
      start_latitude: null,
      start_longitude: null,
      destination_latitude: null,
      destination_longitude: null,
      current_latitude: null,
      current_longitude: null,
      start_address: null,
      destination_address: null,
    })
    .where('artist_id', '=', userId)
    .execute();
  await trx.updateTable('support_requests').set({ email: null }).where('user_id', '=', userId).execute();
}

/** Ends what acts for the person: API tokens stop working, webhook endpoints are gone (their deliveries with them). */
export async function endAccess(trx: DB, userId: string) {
  await trx
    .updateTable('api_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await trx.deleteFrom('webhook_endpoints').where('user_id', '=', userId).execute();
}

/** Rows only the person ever saw, which nobody else's history needs. */
export async function deletePrivateRows(trx: DB, userId: string) {
  for (const table of [
    'saved_items',
    'recently_viewed',
    'cart_items',
    'artist_unavailable_dates',
    'notifications',
    'realtime_events',
    'email_tokens',
    'email_opt_outs',
    'email_conversation_windows',
    'data_exports',
  ] as const) {
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  }
  await trx.deleteFrom('email_outbox').where('user_id', '=', userId).where('sent_at', 'is', null).execute();
}
