import type { DB, Invitation } from '@wallcraft/db';
import { page } from '../../lib/paging';
import type { TDecisionStatus } from '@wallcraft/shared';
import { sql } from 'kysely';

const COLUMNS = [
  'id',
  'inviter_id',
  'artist_id',
  'project_id',
  'message',
  'status',
  'created_at',
  'decided_at',
  'agreed_amount_cents',
] as const;

/** An invitation as COLUMNS select it: the schema's own column types. */
export type InvitationRow = Pick<Invitation, (typeof COLUMNS)[number]>;

export function findById(db: DB, id: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('invitations').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findByIdOrThrow(db: DB, id: string): Promise<InvitationRow> {
  return db.selectFrom('invitations').select(COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
}

export type InvitationListFilter = {
  side: 'artist' | 'inviter';
  userId: string;
  status?: TDecisionStatus;
  projectId?: string;
  cursor?: string | null;
  limit: number;
};

/** One page, newest first, on invitations_artist_id_idx or invitations_inviter_id_created_at_idx. */
export function list(db: DB, filter: InvitationListFilter) {
  let query = db
    .selectFrom('invitations')
    .select(COLUMNS)
    .where(filter.side === 'artist' ? 'artist_id' : 'inviter_id', '=', filter.userId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.projectId) query = query.where('project_id', '=', filter.projectId);
  return page(query, {
    sort: [
      ['created_at', 'desc'],
      ['id', 'desc'],
    ],
    cursor: filter.cursor,
    limit: filter.limit,
  });
}

/** Inserts unless this artist already has a pending invitation to the project: undefined then. */
export function insert(
  db: DB,
  values: { inviterId: string; artistId: string; projectId: string; message: string | null },
) {
  return (
    db
      .insertInto('invitations')
      .values({
        inviter_id: values.inviterId,
        artist_id: values.artistId,
        project_id: values.projectId,
        message: values.message,
      })
      // 'pending' as a literal, not a parameter: Postgres must see it to match the partial unique index.
      .onConflict((oc) => oc.columns(['artist_id', 'project_id']).where('status', '=', sql.lit('pending')).doNothing())
      .returning('id')
      .executeTakeFirst()
  );
}

/** Whether the artist already declined an invitation to this project (re-inviting would only nag them). */
export async function wasDeclined(db: DB, artistId: string, projectId: string): Promise<boolean> {
  const row = await db
    .selectFrom('invitations')
    .select('id')
    .where('artist_id', '=', artistId)
    .where('project_id', '=', projectId)
    .where('status', '=', 'rejected')
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Decides a pending invitation; undefined when it was no longer pending (a concurrent decision won). Accepting
 * records the proposal stored with the answer (same transaction, before this) as the agreed amount.
 */
export function decide(db: DB, id: string, status: 'accepted' | 'rejected') {
  const now = new Date();
  return db
    .updateTable('invitations')
    .set((eb) => ({
      status,
      decided_at: now,
      updated_at: now,
      agreed_amount_cents:
        status === 'accepted' ? eb.selectFrom('proposals').select('quote_cents').where('invitation_id', '=', id) : null,
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
}

/** The project's invitations still in play (pending or accepted), each with its artist. */
export function findLiveOnProject(db: DB, projectId: string) {
  return db
    .selectFrom('invitations')
    .select(['id', 'artist_id', 'status'])
    .where('project_id', '=', projectId)
    .where('status', 'in', ['pending', 'accepted'])
    .execute();
}

/** Declines every pending invitation of the project at once (its owner closed it); answers the declined ones. */
export function declinePendingOnProject(db: DB, projectId: string) {
  const now = new Date();
  return db
    .updateTable('invitations')
    .set({ status: 'rejected', decided_at: now, updated_at: now })
    .where('project_id', '=', projectId)
    .where('status', '=', 'pending')
    .returning(['id', 'artist_id'])
    .execute();
}

/** Deletes a pending invitation (its notifications cascade); undefined when it was no longer pending. */
export function deletePending(db: DB, id: string) {
  return db
    .deleteFrom('invitations')
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
}
