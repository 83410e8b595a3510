import type { DB, SupportRequestsTable } from '@wallcraft/db';
import type { TSupportRequestStatus } from '@wallcraft/shared';
import { sql, type Insertable } from 'kysely';
import { likePattern } from '../../lib/fields';
import { countUpTo, page } from '../../lib/paging';
import type { TAdminSupportCountsRequest, TAdminSupportListRequest } from './schemas';

export function insertSupportRequest(db: DB, row: Insertable<SupportRequestsTable>) {
  return db.insertInto('support_requests').values(row).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}

/** A user's own requests, newest first. */
export function listUserRequests(db: DB, userId: string, options: { cursor?: string | null; limit: number }) {
  const query = db
    .selectFrom('support_requests')
    .select(['id', 'kind', 'subject', 'body', 'status', 'reply', 'replied_at', 'created_at'])
    .where('user_id', '=', userId);
  return page(query, {
    sort: [
      ['created_at', 'desc'],
      ['id', 'desc'],
    ],
    ...options,
  });
}

/** Open requests first, then in progress, then resolved: what still needs someone comes to the top. */
const STATUS_ORDER = sql<number>`CASE support_requests.status WHEN 'open' THEN 0 WHEN 'in_progress' THEN 1 ELSE 2 END`;
const PREVIEW_LENGTH = 140;

/** The inbox with its sender, filtered by kind and search (status is applied by the callers). */
function inbox(db: DB, filters: Pick<TAdminSupportListRequest, 'kind' | 'search'>) {
  let query = db.selectFrom('support_requests').leftJoin('users', 'users.id', 'support_requests.user_id');
  if (filters.kind) query = query.where('support_requests.kind', '=', filters.kind);
  if (filters.search) {
    const like = likePattern(filters.search);
    query = query.where((eb) =>
      eb.or([
        eb('support_requests.subject', 'ilike', like),
        eb('support_requests.body', 'ilike', like),
        eb('support_requests.email', 'ilike', like),
        eb('users.email', 'ilike', like),
      ]),
    );
  }
  return query;
}

const SENDER = ['support_requests.user_id', 'users.first_name', 'users.last_name'] as const;
const senderEmail = sql<string | null>`coalesce(users.email, support_requests.email)`.as('sender_email');

/** The console's inbox: every request with its sender, what still needs someone first. */
export async function listForOperators(db: DB, input: TAdminSupportListRequest) {
  const filtered = inbox(db, input);
  const matching = input.status ? filtered.where('support_requests.status', '=', input.status) : filtered;
  // Paged over a subquery, so the status order is a column the cursor can compare.
  const rows = db
    .selectFrom(
      matching
        .select([
          'support_requests.id',
          'support_requests.kind',
          'support_requests.subject',
          sql<string>`left(support_requests.body, ${PREVIEW_LENGTH})`.as('preview'),
          'support_requests.status',
          'support_requests.replied_at',
          'support_requests.created_at',
          ...SENDER,
          senderEmail,
          STATUS_ORDER.as('status_order'),
        ])
        .as('inbox'),
    )
    .selectAll('inbox');
  const [items, total] = await Promise.all([
    page(rows, {
      sort: [
        ['inbox.status_order', 'asc'],
        ['inbox.created_at', 'asc'],
        ['inbox.id', 'asc'],
      ],
      cursor: input.cursor,
      limit: input.limit,
    }),
    countUpTo(db, matching),
  ]);
  return { ...items, total };
}

/** How many requests of each status match the kind and search: the inbox's tabs. */
export async function countByStatus(db: DB, filters: TAdminSupportCountsRequest) {
  const count = (status: TSupportRequestStatus) =>
    countUpTo(db, inbox(db, filters).where('support_requests.status', '=', status));
  const [open, inProgress, resolved] = await Promise.all([count('open'), count('in_progress'), count('resolved')]);
  return { open, in_progress: inProgress, resolved };
}

/** One request with its sender; `lock` holds the row until the transaction ends (a change reads it first). */
export function findById(db: DB, id: string, { lock = false } = {}) {
  const query = db
    .selectFrom('support_requests')
    .leftJoin('users', 'users.id', 'support_requests.user_id')
    .select([
      'support_requests.id',
      'support_requests.kind',
      'support_requests.subject',
      'support_requests.body',
      'support_requests.status',
      'support_requests.reply',
      'support_requests.replied_at',
      'support_requests.created_at',
      ...SENDER,
      senderEmail,
    ])
    .where('support_requests.id', '=', id);
  return (lock ? query.forUpdate('support_requests') : query).executeTakeFirst();
}

export function setStatus(db: DB, id: string, status: TSupportRequestStatus) {
  return db.updateTable('support_requests').set({ status }).where('id', '=', id).execute();
}

export function setReply(db: DB, id: string, values: { reply: string; status: TSupportRequestStatus }) {
  return db
    .updateTable('support_requests')
    .set({ reply: values.reply, replied_at: new Date(), status: values.status })
    .where('id', '=', id)
    .execute();
}
