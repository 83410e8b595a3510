import type { TProjectType } from '@wallcraft/shared';

/**
 * What belongs to a project (payments, milestones, reviews, tracking sessions, applications) names it in one of
 * two columns, by the project's type: brand_project_id or wall_project_id, the other one null.
 */

/** The column that holds a project of this type. */
export const projectColumn = (projectType: TProjectType) =>
  projectType === 'brand_project' ? ('brand_project_id' as const) : ('wall_project_id' as const);

/** The project a row belongs to, whichever of the two columns holds it. */
export const projectIdOf = (row: { brand_project_id: string | null; wall_project_id: string | null }) =>
  (row.brand_project_id ?? row.wall_project_id) as string;
