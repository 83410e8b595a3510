import type { DB } from '@wallcraft/db';
import { centsToDecimalString, displayAvatar, displayName, projectTypeOf, type TUserType } from '@wallcraft/shared';
import { recordFirstViewToday, type Viewer } from '../../lib/item-views';
import { AppError } from '../../trpc/errors';
import * as q from './queries';
import type { TPublicProfile } from './schemas';
import { findPublicUser } from './service';

/**
 * The role profiles a public profile shows, looked up by their own domains and handed in by the caller: artists and
 * brands import profiles, so profiles does not import them.
 */
export type RoleProfileFinders = {
  artistProfile: (db: DB, userId: string) => Promise<TPublicProfile['artistProfile']>;
  brandProfile: (db: DB, userId: string) => Promise<TPublicProfile['brandProfile']>;
};

/**
 * GET /users/{id}: everything the public profile page shows, for any visitor. Private fields never
 * leave the server (see queries.ts); the stats are counted here, not in the browser.
 */
export async function getPublicProfile(
  db: DB,
  id: string,
  viewerId: string | null,
  roles: RoleProfileFinders,
): Promise<TPublicProfile> {
  const user = await findPublicUser(db, id, viewerId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const own = viewerId === id;
  const [artistProfile, brandProfile, walls, wallProjects, projects, reviews, stats] = await Promise.all([
    roles.artistProfile(db, id),
    roles.brandProfile(db, id),
    q.listOwnedWalls(db, id, own),
    q.listOwnedWallProjects(db, id, own),
    q.listBrandProjects(db, id, own),
    q.listReceivedReviews(db, id),
    q.profileStats(db, id),
  ]);
  const project = <T extends { budget_cents: number | null; preferred_styles: string[]; created_at: Date }>(
    row: T,
  ) => ({
    budget: centsToDecimalString(row.budget_cents),
    preferredStyles: row.preferred_styles,
    createdAt: row.created_at.toISOString(),
  });
  return {
    ...user,
    artistProfile,
    brandProfile,
    walls: walls.map((w) => ({
      id: w.id,
      title: w.title,
      description: w.description,
      location: w.location,
      images: w.images,
      status: w.status,
      widthFt: w.width_ft,
      heightFt: w.height_ft,
      surfaceType: w.surface_type,
      visibility: w.visibility,
      viewCount: w.view_count,
      featured: w.featured,
    })),
    wallProjects: wallProjects.map((p) => ({
      id: p.id,
      wallId: p.wall_id,
      title: p.title,
      description: p.description,
      location: p.location,
      timeline: p.timeline,
      images: p.images,
      status: p.status,
      ...project(p),
    })),
    projects: projects.map((p) => ({
      id: p.id,
      wallId: p.wall_id,
      title: p.title,
      description: p.description,
      location: p.location,
      timeline: p.timeline,
      images: p.images,
      status: p.status,
      ...project(p),
    })),
    receivedReviews: reviews.map((r) => ({
      id: r.id,
      rating: r.rating,
      projectType: r.project_kind && projectTypeOf(r.project_kind),
      comment: r.comment,
      createdAt: r.created_at.toISOString(),
      reviewer: reviewerOf(r),
    })),
    stats,
  };
}

type ReviewRow = Awaited<ReturnType<typeof q.listReceivedReviews>>[number];

/** The reviewer as they acted on the project: its owner (a brand or a wall owner), else its artist. */
function reviewerOf(r: ReviewRow) {
  const role: TUserType =
    r.project_owner_id !== r.reviewer_id ? 'artist' : r.project_kind === 'brand' ? 'brand' : 'wall_owner';
  const person = {
    firstName: r.first_name,
    lastName: r.last_name,
    businessName: r.business_name,
    companyName: r.company_name,
    profileImageUrl: r.profile_image_url,
    companyLogo: r.company_logo,
  };
  return {
    id: r.reviewer_id,
    firstName: r.first_name,
    lastName: r.last_name,
    displayName: displayName(person, role),
    profileImageUrl: r.profile_image_url,
    avatarUrl: displayAvatar(person, role),
  };
}

/**
 * POST /users/{id}/view: the profile page counts a visit, once per visitor per day (the dashboard's PROFILE
 * VIEWS); the user's own looks never count. A POST of its own, so reading a profile changes nothing.
 */
export async function recordProfileView(db: DB, id: string, viewer: Viewer): Promise<{ counted: boolean }> {
  if (!(await findPublicUser(db, id, viewer.userId))) throw new AppError('NOT_FOUND', 'User not found');
  if (viewer.userId === id) return { counted: false };
  return { counted: await recordFirstViewToday(db, 'profile', id, viewer.key) };
}
