import type { DB, NewBrandProject } from '@wallcraft/db';
import type { TProjectStatus } from '@wallcraft/shared';
import { sql } from 'kysely';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import { likePattern } from '../../lib/fields';
import { page } from '../../lib/paging';

const PROJECT_COLUMNS = [
  'brand_projects.id',
  'brand_projects.brand_id',
  'brand_projects.wall_id',
  'brand_projects.title',
  'brand_projects.description',
  'brand_projects.location',
  'brand_projects.latitude',
  'brand_projects.longitude',
  'brand_projects.budget_cents',
  'brand_projects.timeline',
  'brand_projects.preferred_styles',
  'brand_projects.images',
  'brand_projects.status',
  'brand_projects.featured',
  'brand_projects.view_count',
  'brand_projects.created_at',
] as const;

/** Projects with the brand's public columns and company name. */
function projectsWithOwner(db: DB) {
  return db
    .selectFrom('brand_projects')
    .leftJoin('users as owner', 'owner.id', 'brand_projects.brand_id')
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'brand_projects.brand_id')
    .select(PROJECT_COLUMNS)
    .select([
      'owner.id as owner_user_id',
      'owner.first_name as owner_first_name',
      'owner.last_name as owner_last_name',
      'owner.business_name as owner_business_name',
      'bp.company_name as owner_company_name',
      'owner.profile_image_url as owner_profile_image_url',
      'owner.email as owner_email',
    ]);
}

export type ProjectRow = NonNullable<Awaited<ReturnType<typeof findProject>>>;

export function findProject(db: DB, id: string) {
  return projectsWithOwner(db).where('brand_projects.id', '=', id).executeTakeFirst();
}

export function listProjects(
  db: DB,
  filter: TPageRequest & { search?: string; status?: TProjectStatus; brandId?: string },
) {
  let query = projectsWithOwner(db);
  if (filter.search) {
    const like = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb('brand_projects.title', 'ilike', like),
        eb('brand_projects.location', 'ilike', like),
        eb('brand_projects.description', 'ilike', like),
      ]),
    );
  }
  if (filter.status) query = query.where('brand_projects.status', '=', filter.status);
  if (filter.brandId) query = query.where('brand_projects.brand_id', '=', filter.brandId);
  return page(query, {
    sort: [
      ['brand_projects.created_at', 'desc'],
      ['brand_projects.id', 'desc'],
    ],
    cursor: filter.cursor,
    limit: filter.limit,
  });
}

export async function insertProject(db: DB, values: NewBrandProject): Promise<string> {
  return (await db.insertInto('brand_projects').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function bumpViewCount(db: DB, id: string): Promise<void> {
  await db
    .updateTable('brand_projects')
    .set({ view_count: sql`view_count + 1` })
    .where('id', '=', id)
    .execute();
}

export function findUserCoordinates(db: DB, userId: string) {
  return db.selectFrom('users').select(['latitude', 'longitude']).where('id', '=', userId).executeTakeFirst();
}

export function findProjectsByIds(db: DB, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return projectsWithOwner(db).where('brand_projects.id', 'in', ids).execute();
}
