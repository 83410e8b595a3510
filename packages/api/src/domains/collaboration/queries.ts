import { shapedStatement, type DB } from '@wallcraft/db';
import type { TProjectStatus, TProjectType, TUserType } from '@wallcraft/shared';
import { sql } from 'kysely';

/** Public fields of these users (and their brand profile, for names and logos). */
export type PartyRow = Awaited<ReturnType<typeof parties.execute>>[number];

/** A lookup's ids, bound as one array: one statement, built once, for any number of them. */
type Ids = { ids: string[] };
const anyId = (ids: string[]) => sql<string>`ANY(${ids}::uuid[])`;

const parties = shapedStatement((db: DB, _: null, values: Ids) =>
  db
    .selectFrom('users')
    .leftJoin('accounts', 'accounts.id', 'users.active_account_id')
    .leftJoin('brand_profiles', 'brand_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.profile_image_url',
      'users.hero_image_url',
      'users.location',
      'users.business_name',
      'brand_profiles.company_name',
      'brand_profiles.company_logo',
      'accounts.user_type as active_type',
    ])
    .where('users.id', '=', anyId(values.ids)),
);

export async function findParties(db: DB, ids: string[]): Promise<PartyRow[]> {
  return ids.length ? parties.execute(db, null, { ids }) : [];
}

/**
 * Projects as applications, invitations, payments and reviews embed them. `project_type` is the kind as the API
 * names it; a wall project without images of its own shows its wall's, and `wall_status` is its wall's status (null
 * for a brand project).
 */
function projectSummaries(db: DB) {
  return db
    .selectFrom('projects as p')
    .leftJoin('walls as w', (join) => join.onRef('w.id', '=', 'p.wall_id').on('p.kind', '=', 'wall'))
    .select(['p.id', 'p.kind', 'p.title', 'p.description', 'p.location', 'p.budget_cents', 'p.timeline', 'p.status'])
    .select(['p.owner_id', 'p.wall_id', 'w.status as wall_status'])
    .select(sql<TProjectType>`CASE p.kind WHEN 'brand' THEN 'brand_project' ELSE 'wall_project' END`.as('project_type'))
    .select(
      sql<string[]>`CASE WHEN cardinality(p.images) > 0 OR w.id IS NULL THEN p.images ELSE w.images END`.as('images'),
    );
}

export type ProjectRow = Awaited<ReturnType<typeof findProjects>>[number];

const projectsById = shapedStatement((db: DB, _: null, values: Ids) =>
  projectSummaries(db).where('p.id', '=', anyId(values.ids)),
);

export function findProjects(db: DB, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return projectsById.execute(db, null, { ids });
}

export function findProject(db: DB, id: string) {
  return projectSummaries(db).where('p.id', '=', id).executeTakeFirst();
}

/**
 * The project's status, read with a share lock: call inside the transaction that adds an application or
 * invitation, so the project cannot close between the check and the insert.
 */
export async function lockProjectStatus(trx: DB, id: string): Promise<string | undefined> {
  const row = await trx.selectFrom('projects').select('status').where('id', '=', id).forShare().executeTakeFirst();
  return row?.status;
}

/**
 * Moves the project from one status to the next only if it is still in the first: the one conditional update that
 * makes a second start (or completion) lose the race; false when it did not move. Work starting stamps started_at and finishing stamps completed_at, which the review window counts from.
 */
export async function moveProjectStatus(trx: DB, id: string, from: TProjectStatus, to: TProjectStatus) {
  const result = await trx
    .updateTable('projects')
    .set({
      status: to,
      updated_at: sql`now()`,
      ...(to === 'in_progress' ? { started_at: sql`now()` } : {}),
      ...(to === 'completed' ? { completed_at: sql`now()` } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function userExists(db: DB, userId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst());
}

export async function findNames(db: DB, userId: string) {
  return db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
}

export async function holdsAccountType(db: DB, userId: string, userType: TUserType): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('user_type', '=', userType)
    .executeTakeFirst();
  return Boolean(row);
}
