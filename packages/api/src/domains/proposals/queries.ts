import { shapedStatement, type DB } from '@wallcraft/db';
import { EARTH_RADIUS_MILES } from '@wallcraft/shared';
import { sql } from 'kysely';

const PROPOSAL_COLUMNS = [
  'p.quote_cents',
  'p.duration_days',
  'p.concept_images',
  'p.mockup_image_url',
  'p.mockup_corners',
  'p.created_at',
] as const;

/**
 * The photo a mock-up is drawn on: the first image of the project's wall (a wall project's wall, or the wall a
 * brand project shows). Arrays are 1-based; an empty one gives null. A wall project without a position of its own
 * is where its wall is.
 */
export function projectWall(db: DB, projectId: string) {
  return db
    .selectFrom('projects as p')
    .leftJoin('walls as w', 'w.id', 'p.wall_id')
    .select(['p.kind', 'p.owner_id'])
    .select((eb) => [
      eb
        .case()
        .when('p.kind', '=', 'wall')
        .then(eb.fn.coalesce('p.latitude', 'w.latitude'))
        .else(eb.ref('p.latitude'))
        .end()
        .as('latitude'),
      eb
        .case()
        .when('p.kind', '=', 'wall')
        .then(eb.fn.coalesce('p.longitude', 'w.longitude'))
        .else(eb.ref('p.longitude'))
        .end()
        .as('longitude'),
    ])
    .select(sql<string | null>`w.images[1]`.as('wall_photo_url'))
    .where('p.id', '=', projectId)
    .executeTakeFirst();
}

export type NewProposal = {
  parent: { applicationId: string } | { invitationId: string };
  quoteCents: number;
  durationDays: number;
  conceptImages: string[];
  mockup: { imageUrl: string; corners: number[] } | null;
};

export function insert(trx: DB, proposal: NewProposal) {
  return trx
    .insertInto('proposals')
    .values({
      application_id: 'applicationId' in proposal.parent ? proposal.parent.applicationId : null,
      invitation_id: 'invitationId' in proposal.parent ? proposal.parent.invitationId : null,
      quote_cents: proposal.quoteCents,
      duration_days: proposal.durationDays,
      concept_images: proposal.conceptImages,
      mockup_image_url: proposal.mockup?.imageUrl ?? null,
      mockup_corners: proposal.mockup?.corners ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Proposals with the application or invitation each belongs to (d_*: whichever it is). */
function withParent(db: DB) {
  return db
    .selectFrom('proposals as p')
    .leftJoin('applications as a', 'a.id', 'p.application_id')
    .leftJoin('invitations as i', 'i.id', 'p.invitation_id');
}

/** The proposals of these applications or invitations, each with the wall photo its mock-up is drawn on. */
/** The proposals of these applications or invitations (their ids bound as one array), built once per side. */
const proposalsOf = shapedStatement((db: DB, parent: 'application' | 'invitation', values: { ids: string[] }) => {
  const wallPhoto = sql<string | null>`(
    SELECT w.images[1] FROM projects pr JOIN walls w ON w.id = pr.wall_id
    WHERE pr.id = coalesce(a.project_id, i.project_id))`;
  return withParent(db)
    .select(sql<string>`coalesce(p.application_id, p.invitation_id)`.as('parent_id'))
    .select([...PROPOSAL_COLUMNS])
    .select(wallPhoto.as('wall_photo_url'))
    .where(
      parent === 'application' ? 'p.application_id' : 'p.invitation_id',
      '=',
      sql<string>`ANY(${values.ids}::uuid[])`,
    );
});

export function findFor(db: DB, parent: 'application' | 'invitation', ids: string[]) {
  return proposalsOf.execute(db, parent, { ids });
}

export type ProposalRow = Awaited<ReturnType<typeof findFor>>[number];

/**
 * A project's pending and accepted applications, and its accepted invitations, that carry a proposal: with the
 * artist's name, rating, verification and great-circle miles (earthdistance, on the same 3959-mile sphere as
 * discover) from `from`, the project's position. Oldest first.
 */
export function compareRows(db: DB, projectId: string, from: { latitude: number; longitude: number } | null) {
  const miles = from
    ? sql<number | null>`CASE WHEN u.latitude IS NULL OR u.longitude IS NULL THEN NULL
        ELSE earth_distance(ll_to_earth(u.latitude, u.longitude), ll_to_earth(${from.latitude}::float8, ${from.longitude}::float8))
          / earth() * ${EARTH_RADIUS_MILES}::float8 END`
    : sql<number | null>`NULL::float8`;
  return (
    withParent(db)
      .innerJoin('users as u', (join) => join.on(sql<boolean>`u.id = coalesce(a.artist_id, i.artist_id)`))
      .leftJoin('artist_profiles as ap', 'ap.user_id', 'u.id')
      .select(['u.id as artist_id', 'u.first_name', 'u.last_name', 'u.profile_image_url', 'u.verified'])
      .select(['ap.rating', 'ap.completed_projects', ...PROPOSAL_COLUMNS])
      .select(sql<string>`coalesce(a.id, i.id)`.as('id'))
      .select(sql<'pending' | 'accepted'>`coalesce(a.status, i.status)`.as('status'))
      .select(
        sql<'application' | 'invitation'>`CASE WHEN a.id IS NULL THEN 'invitation' ELSE 'application' END`.as('kind'),
      )
      .select(miles.as('miles'))
      // Through the per-project indexes of applications and invitations, then proposals' unique parent indexes.
      .where((eb) =>
        eb.or([
          eb(
            'p.application_id',
            'in',
            eb
              .selectFrom('applications')
              .select('id')
              .where('project_id', '=', projectId)
              .where('status', 'in', ['pending', 'accepted']),
          ),
          eb(
            'p.invitation_id',
            'in',
            eb
              .selectFrom('invitations')
              .select('id')
              .where('project_id', '=', projectId)
              .where('status', '=', 'accepted'),
          ),
        ]),
      )
      .orderBy('p.created_at')
      .orderBy('p.id')
      .execute()
  );
}
