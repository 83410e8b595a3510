import type { DB } from '@wallcraft/db';
import { page } from '../../lib/paging';
import type { TDecisionStatus, TProjectType } from '@wallcraft/shared';
import { sql } from 'kysely';

/** Applications with their project's owner (the brand, or the owner of the wall project's wall). */
function withOwner(db: DB) {
  return db
    .selectFrom('applications as a')
    .leftJoin('brand_projects as bp', 'bp.id', 'a.brand_project_id')
    .leftJoin('wall_projects as wp', 'wp.id', 'a.wall_project_id')
    .leftJoin('walls as w', 'w.id', 'wp.wall_id')
    .select([
      'a.id',
      'a.artist_id',
      'a.project_type',
      'a.brand_project_id',
      'a.wall_project_id',
      'a.message',
      'a.status',
      'a.created_at',
      'a.decided_at',
      'a.agreed_amount_cents',
    ])
    .select(sql<string>`coalesce(bp.brand_id, w.owner_id)`.as('owner_id'));
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
 * owner's projects by brand_projects_brand_id_idx / walls_owner_id_idx and their applications by the
 * per-project indexes.
 */
export function list(db: DB, filter: ApplicationListFilter) {
  let query = withOwner(db);
  if (filter.side === 'artist') {
    query = query.where('a.artist_id', '=', filter.userId);
  } else {
    query = query.where((eb) =>
      eb.or([
        eb(
          'a.brand_project_id',
          'in',
          eb.selectFrom('brand_projects').select('id').where('brand_id', '=', filter.userId),
        ),
        eb(
          'a.wall_project_id',
          'in',
          eb
            .selectFrom('wall_projects')
            .innerJoin('walls', 'walls.id', 'wall_projects.wall_id')
            .select('wall_projects.id')
            .where('walls.owner_id', '=', filter.userId),
        ),
      ]),
    );
  }
  if (filter.status) query = query.where('a.status', '=', filter.status);
  if (filter.projectId) {
    const projectId = filter.projectId;
    query = query.where((eb) =>
      eb.or([eb('a.brand_project_id', '=', projectId), eb('a.wall_project_id', '=', projectId)]),
    );
  }
  return page(query, {
    sort: [
      ['a.created_at', 'desc'],
      ['a.id', 'desc'],
    ],
    cursor: filter.cursor,
    limit: filter.limit,
  });
}

/** Inserts unless the artist already applied to this project (unique per artist and project): undefined then. */
export function insert(
  db: DB,
  values: { artistId: string; projectType: TProjectType; projectId: string; message: string | null },
) {
  const brand = values.projectType === 'brand_project';
  return db
    .insertInto('applications')
    .values({
      artist_id: values.artistId,
      project_type: values.projectType,
      brand_project_id: brand ? values.projectId : null,
      wall_project_id: brand ? null : values.projectId,
      message: values.message,
    })
    .onConflict((oc) =>
      brand
        ? oc.columns(['artist_id', 'brand_project_id']).where('brand_project_id', 'is not', null).doNothing()
        : oc.columns(['artist_id', 'wall_project_id']).where('wall_project_id', 'is not', null).doNothing(),
    )
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
