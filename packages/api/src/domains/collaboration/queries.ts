import type { DB } from '@wallcraft/db';
import type { TProjectType, TUserType } from '@wallcraft/shared';
import { sql } from 'kysely';

/** Public fields of these users (and their brand profile, for names and logos). */
export type PartyRow = Awaited<ReturnType<typeof partiesQuery>>[number];

function partiesQuery(db: DB, ids: string[]) {
  return db
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
    .where('users.id', 'in', ids)
    .execute();
}

export async function findParties(db: DB, ids: string[]): Promise<PartyRow[]> {
  return ids.length ? partiesQuery(db, ids) : [];
}

/** A brand or wall project as both reads select it (the same columns and types). */
export type ProjectRow =
  Awaited<ReturnType<typeof brandProjects>>[number] | Awaited<ReturnType<typeof wallProjects>>[number];

function brandProjects(db: DB, ids: string[]) {
  return db
    .selectFrom('brand_projects')
    .select([
      'id',
      'title',
      'description',
      'location',
      'budget_cents',
      'timeline',
      'images',
      'status',
      'brand_id as owner_id',
    ])
    .select(sql<TProjectType>`'brand_project'`.as('project_type'))
    .where('id', 'in', ids)
    .execute();
}

/** A wall project's owner is its wall's owner; without images of its own it shows the wall's. */
function wallProjects(db: DB, ids: string[]) {
  return db
    .selectFrom('wall_projects as wp')
    .innerJoin('walls as w', 'w.id', 'wp.wall_id')
    .select([
      'wp.id',
      'wp.title',
      'wp.description',
      'wp.location',
      'wp.budget_cents',
      'wp.timeline',
      'wp.status',
      'w.owner_id',
    ])
    .select(sql<string[]>`CASE WHEN cardinality(wp.images) > 0 THEN wp.images ELSE w.images END`.as('images'))
    .select(sql<TProjectType>`'wall_project'`.as('project_type'))
    .where('wp.id', 'in', ids)
    .execute();
}

export async function findProjects(db: DB, brandProjectIds: string[], wallProjectIds: string[]): Promise<ProjectRow[]> {
  const [brand, wall] = await Promise.all([
    brandProjectIds.length ? brandProjects(db, brandProjectIds) : [],
    wallProjectIds.length ? wallProjects(db, wallProjectIds) : [],
  ]);
  return [...brand, ...wall];
}

export async function findProject(db: DB, projectType: TProjectType, id: string): Promise<ProjectRow | undefined> {
  const rows = projectType === 'brand_project' ? await brandProjects(db, [id]) : await wallProjects(db, [id]);
  return rows[0];
}

/**
 * The project's status, read with a share lock: call inside the transaction that adds an application or
 * invitation, so the project cannot close between the check and the insert.
 */
export async function lockProjectStatus(trx: DB, projectType: TProjectType, id: string): Promise<string | undefined> {
  const table = projectType === 'brand_project' ? 'brand_projects' : 'wall_projects';
  const row = await trx.selectFrom(table).select('status').where('id', '=', id).forShare().executeTakeFirst();
  return row?.status;
}

export async function userExists(db: DB, userId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst());
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
