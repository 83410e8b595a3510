import type { DB } from '@wallcraft/db';
import { shapedList } from '../../lib/paging';
import type { TDecisionStatus } from '@wallcraft/shared';

/** Applications with their project's owner. */
function withOwner(db: DB) {
  return db
    .selectFrom('applications as a')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .select([
      'a.id',
      'a.artist_id',
      'a.project_id',
      'a.message',
      'a.status',
      'a.created_at',
      'a.decided_at',
      'a.agreed_amount_cents',
      'p.owner_id',
    ]);
}

/** An application with its owner, as withOwner selects it. */
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export function findById(db: DB, id: string) {
  return withOwner(db).where('a.id', '=', id).executeTakeFirst();
}

export function findByIdOrThrow(db: DB, id: string) {
  return withOwner(db).where('a.id', '=', id).executeTakeFirstOrThrow();
}

export type ApplicationListFilter = {
  side: 'artist' | 'owner';
  userId: string;
  status?: TDecisionStatus;
  projectId?: string;
  cursor?: string | null;
  limit: number;
};

/**
 * One page, newest first. The artist side reads applications_artist_id_idx; the owner side finds the
 * owner's projects by projects_owner_id_idx and their applications by applications_project_id_idx.
 */
const applicationPages = shapedList(
  [
    ['a.created_at', 'desc'],
    ['a.id', 'desc'],
  ],
  (db: DB, side: 'artist' | 'owner', values: { userId: string; status?: TDecisionStatus; projectId?: string }) => {
    let query = withOwner(db).where(side === 'artist' ? 'a.artist_id' : 'p.owner_id', '=', values.userId);
    if (values.status) query = query.where('a.status', '=', values.status);
    if (values.projectId) query = query.where('a.project_id', '=', values.projectId);
    return query;
  },
);

export function list(db: DB, filter: ApplicationListFilter) {
  const values = { userId: filter.userId, status: filter.status, projectId: filter.projectId };
  return applicationPages(db, filter.side, values, filter, (row) => row);
}

/** Inserts unless the artist already applied to this project (unique per artist and project): undefined then. */
export function insert(db: DB, values: { artistId: string; projectId: string; message: string | null }) {
  return db
    .insertInto('applications')
    .values({ artist_id: values.artistId, project_id: values.projectId, message: values.message })
    .onConflict((oc) => oc.columns(['artist_id', 'project_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/**
 * Decides a pending application; undefined when it was no longer pending (a concurrent decision won). Accepting
 * records the proposal's quote as the agreed amount in the same statement (null without a proposal).
 */
export function decide(db: DB, id: string, status: 'accepted' | 'rejected') {
  const now = new Date();
  return db
    .updateTable('applications')
    .set((eb) => ({
      status,
      decided_at: now,
      updated_at: now,
      agreed_amount_cents:
        status === 'accepted'
          ? eb.selectFrom('proposals').select('quote_cents').where('application_id', '=', id)
          : null,
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
}

/** The project's applications still in play (pending or accepted), each with its artist. */
export function findLiveOnProject(db: DB, projectId: string) {
  return db
    .selectFrom('applications')
    .select(['id', 'artist_id', 'status'])
    .where('project_id', '=', projectId)
    .where('status', 'in', ['pending', 'accepted'])
    .execute();
}

/** Declines every pending application of the project at once (its owner closed it); answers the declined ones. */
export function declinePendingOnProject(db: DB, projectId: string) {
  const now = new Date();
  return db
    .updateTable('applications')
    .set({ status: 'rejected', decided_at: now, updated_at: now })
    .where('project_id', '=', projectId)
    .where('status', '=', 'pending')
    .returning(['id', 'artist_id'])
    .execute();
}

/** Deletes a pending application (its proposal and notifications cascade); undefined when it was no longer pending. */
export function deletePending(db: DB, id: string) {
  return db
    .deleteFrom('applications')
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
}
