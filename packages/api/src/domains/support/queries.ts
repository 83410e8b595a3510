import type { DB, SupportRequestsTable } from '@wallcraft/db';
import type { Insertable } from 'kysely';
import { page } from '../../lib/paging';

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
