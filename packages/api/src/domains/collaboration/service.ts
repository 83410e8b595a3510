import type { Application, DB } from '@wallcraft/db';
import { centsToDecimalString, displayAvatar, displayName, type TProjectType, type TUserType } from '@wallcraft/shared';
import type { RateLimit } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import * as queries from './queries';
import type { TCollaborationProject, TParty } from './schemas';

export type { PartyRow, ProjectRow } from './queries';
export { holdsAccountType, lockProjectStatus, moveProjectStatus, userExists } from './queries';

/** What each reaching-out action is called in the message below. */
const REACHING_OUT = { apply: 'applying', invite: 'inviting an artist', message: 'sending a message' } as const;

/**
 * Applying, inviting and messaging put the sender's name in front of someone else, so each needs a first and last
 * name (onboarding's SKIP FOR NOW and a bare sign-up leave them empty). 400 names what to fill in and where.
 */
export async function requireFullName(db: DB, userId: string, action: keyof typeof REACHING_OUT): Promise<void> {
  const names = await queries.findNames(db, userId);
  const missing = [!names?.first_name?.trim() && 'first', !names?.last_name?.trim() && 'last'].filter(Boolean);
  if (missing.length === 0) return;
  throw new AppError(
    'INVALID_INPUT',
    `Add your ${missing.join(' and ')} name in Settings before ${REACHING_OUT[action]}`,
    { details: { fix: 'names' } },
  );
}

/**
 * The project an id names. `projectType`, when the request named one, must be the project's kind: a brand project's
 * id sent as a wall project's is not found, as before projects were one table.
 */
export async function findProject(
  db: DB,
  id: string,
  projectType?: TProjectType,
): Promise<queries.ProjectRow | undefined> {
  const row = await queries.findProject(db, id);
  return row && (!projectType || row.project_type === projectType) ? row : undefined;
}

/** The API's two project id fields (projectId for a brand project, wallProjectId for a wall project), from one id. */
export function wireProjectIds(projectType: TProjectType, id: string) {
  return projectType === 'brand_project'
    ? { projectId: id, wallProjectId: null }
    : { projectId: null, wallProjectId: id };
}

/** How a person is named in the role they play: a brand by its company, a wall owner by the business. */
function partyName(row: queries.PartyRow, role: TUserType | null): string {
  return displayName(
    {
      firstName: row.first_name,
      lastName: row.last_name,
      businessName: row.business_name,
      companyName: row.company_name,
    },
    role,
  );
}

/** `role` is the part played in an application or invitation; without it, the active profile type. */
export function toParty(row: queries.PartyRow, role?: TUserType): TParty {
  const userType = role ?? row.active_type;
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: partyName(row, userType),
    profileImageUrl: row.profile_image_url,
    heroImageUrl: row.hero_image_url,
    companyLogo: row.company_logo,
    avatarUrl: displayAvatar({ profileImageUrl: row.profile_image_url, companyLogo: row.company_logo }, userType),
    location: row.location,
    userType,
  };
}

export function ownerRole(projectType: TProjectType): TUserType {
  return projectType === 'brand_project' ? 'brand' : 'wall_owner';
}

export function toCollaborationProject(row: queries.ProjectRow): TCollaborationProject {
  return {
    id: row.id,
    projectType: row.project_type,
    title: row.title,
    description: row.description,
    location: row.location,
    budget: centsToDecimalString(row.budget_cents),
    timeline: row.timeline,
    images: row.images,
    status: row.status,
    ownerId: row.owner_id,
  };
}

/** Everything a list page needs to embed, read in two queries whatever the page size. */
export async function loadEmbeds(db: DB, partyIds: string[], projectIds: string[]) {
  const [parties, projectRows] = await Promise.all([
    queries.findParties(db, [...new Set(partyIds)]),
    queries.findProjects(db, [...new Set(projectIds)]),
  ]);
  return {
    party: (id: string) => mustFind(parties, id, 'user'),
    project: (id: string) => mustFind(projectRows, id, 'project'),
  };
}

export type Embeds = Awaited<ReturnType<typeof loadEmbeds>>;

/** What applications and invitations have in common (the same columns in both tables): an artist, a project and a decision. */
export type DecisionRow = Pick<
  Application,
  'id' | 'artist_id' | 'project_id' | 'message' | 'status' | 'created_at' | 'decided_at'
>;

/**
 * The fields both an application and an invitation answer with, seen by `viewerId`; `ownerId` is the
 * project's side (the owner applied to, or the inviter), which is also the counterpart of the artist.
 */
export function decisionFields(row: DecisionRow, ownerId: string, embeds: Embeds, viewerId: string) {
  const project = embeds.project(row.project_id);
  const artist = toParty(embeds.party(row.artist_id), 'artist');
  const owner = toParty(embeds.party(ownerId), ownerRole(project.project_type));
  return {
    common: {
      id: row.id,
      status: row.status,
      message: row.message,
      projectType: project.project_type,
      ...wireProjectIds(project.project_type, row.project_id),
      artistId: row.artist_id,
      createdAt: row.created_at.toISOString(),
      decidedAt: row.decided_at?.toISOString() ?? null,
      project: toCollaborationProject(project),
      artist,
      counterpart: viewerId === row.artist_id ? owner : artist,
    },
    owner,
  };
}

function mustFind<T extends { id: string }>(rows: T[], id: string, what: string): T {
  const row = rows.find((candidate) => candidate.id === id);
  // Foreign keys cascade, so a referenced row can only be missing if it was deleted mid-request.
  if (!row) throw new Error(`${what} ${id} vanished while reading`);
  return row;
}

/** One page of rows fetched with limit + 1: the extra row only says whether another page exists. */
export function pageOf<Row extends { id: string }, Item>(rows: Row[], limit: number, map: (row: Row) => Item) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(map), nextCursor: rows.length > limit && last ? last.id : null };
}

/**
 * A wall project takes applications and invitations only while its wall is available: its owner marked a booked or
 * unavailable wall so (PATCH /walls/{id}). Brand projects have no such rule.
 */
export function refuseUnavailableWall(project: queries.ProjectRow): void {
  if (project.project_type !== 'wall_project' || !project.wall_status || project.wall_status === 'available') return;
  throw new AppError(
    'CONFLICT',
    `This wall is ${project.wall_status}: its owner takes no applications or invitations for its project until they mark it available again`,
  );
}

/** A per-user sending limit (the server's limiters: MESSAGE_ and APPLICATION_RATE_LIMIT_PER_MINUTE). */
export type SendingLimit = { limiter: RateLimit; perMinute: number };

export async function takeSendingSlot(
  kind: 'message' | 'application',
  limit: SendingLimit,
  userId: string,
): Promise<void> {
  if (await limit.limiter.take(userId)) return;
  throw new AppError(
    'RATE_LIMITED',
    kind === 'message'
      ? `You are sending messages too fast (at most ${limit.perMinute} a minute). Wait a minute and try again`
      : `Too many applications at once (at most ${limit.perMinute} a minute). Wait a minute and try again`,
  );
}

/** The id of the project a request names: projectId for a brand project, wallProjectId (or projectId) for a wall project. */
export function resolveProjectId(input: {
  projectType: TProjectType;
  projectId?: string;
  wallProjectId?: string;
}): string {
  const id = input.projectType === 'wall_project' ? (input.wallProjectId ?? input.projectId) : input.projectId;
  if (id) return id;
  const field = input.projectType === 'wall_project' ? 'wallProjectId' : 'projectId';
  throw new AppError(
    'INVALID_INPUT',
    `${field}: required for a ${input.projectType === 'wall_project' ? 'wall project' : 'brand project'}`,
  );
}

export const projectNotFound = (projectType: TProjectType) =>
  new AppError('NOT_FOUND', projectType === 'brand_project' ? 'Project not found' : 'Wall project not found');

/** The word people read for a decision: a rejection is shown as "declined" (DECLINE button). */
export const decisionWord = (status: 'pending' | 'accepted' | 'rejected') =>
  status === 'rejected' ? 'declined' : status;
