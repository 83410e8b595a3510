import type { DB } from '@wallcraft/db';
import { centsToDecimalString, displayName, projectTypeOf } from '@wallcraft/shared';
import { personDistanceMiles } from '../../lib/coarse-location';
import { AppError } from '../../trpc/errors';
import * as queries from './queries';
import type {
  TCompareProposalsRequest,
  TComparedProposal,
  TProposal,
  TProposalComparison,
  TProposalRequest,
} from './schemas';

type ProposalColumns = Pick<
  queries.ProposalRow,
  'quote_cents' | 'duration_days' | 'concept_images' | 'mockup_image_url' | 'mockup_corners' | 'created_at'
>;

function mockupOf(row: ProposalColumns) {
  return row.mockup_image_url && row.mockup_corners
    ? { imageUrl: row.mockup_image_url, corners: row.mockup_corners.map(Number) }
    : null;
}

function toProposal(row: queries.ProposalRow): TProposal {
  return {
    quote: centsToDecimalString(row.quote_cents) ?? '0.00',
    durationDays: row.duration_days,
    conceptImages: row.concept_images,
    mockup: mockupOf(row),
    wallPhotoUrl: row.wall_photo_url,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Stores a proposal with its application or invitation, inside the caller's transaction. A mock-up needs the
 * project's wall to have a photo to be drawn on (the request schema already checked the rest).
 */
export async function storeProposal(
  trx: DB,
  projectId: string,
  parent: queries.NewProposal['parent'],
  proposal: TProposalRequest,
): Promise<void> {
  if (proposal.mockup) {
    const wall = await queries.projectWall(trx, projectId);
    if (!wall?.wall_photo_url)
      throw new AppError(
        'INVALID_INPUT',
        "proposal.mockup: This project's wall has no photo to place a mock-up on; leave the mock-up out",
      );
  }
  await queries.insert(trx, {
    parent,
    quoteCents: proposal.quote,
    durationDays: proposal.durationDays,
    conceptImages: proposal.conceptImages,
    mockup: proposal.mockup ?? null,
  });
}

/** The proposals of these applications (or invitations) by their id; the callers show them only to the two parties. */
export async function proposalsFor(
  db: DB,
  parent: 'application' | 'invitation',
  ids: string[],
): Promise<Map<string, TProposal>> {
  if (ids.length === 0) return new Map();
  const rows = await queries.findFor(db, parent, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.parent_id, toProposal(row)]));
}

/**
 * The project's proposals side by side, for its owner only (404 for anyone else, as for a project that does not
 * exist). Distances are whole miles: an artist's position is theirs (coarse-location rule).
 */
export async function compareProposals(
  db: DB,
  viewerId: string,
  input: TCompareProposalsRequest,
): Promise<TProposalComparison> {
  const project = await queries.projectWall(db, input.projectId);
  if (!project || projectTypeOf(project.kind) !== input.projectType || project.owner_id !== viewerId)
    throw new AppError(
      'NOT_FOUND',
      input.projectType === 'brand_project' ? 'Project not found' : 'Wall project not found',
    );
  const from =
    project.latitude !== null && project.longitude !== null
      ? { latitude: project.latitude, longitude: project.longitude }
      : null;
  const rows = await queries.compareRows(db, input.projectId, from);
  return {
    projectId: input.projectId,
    projectType: input.projectType,
    wallPhotoUrl: project.wall_photo_url,
    proposals: rows.map((row): TComparedProposal => ({
      kind: row.kind,
      id: row.id,
      status: row.status === 'accepted' ? 'accepted' : 'pending',
      artist: {
        id: row.artist_id,
        displayName: displayName(
          { firstName: row.first_name, lastName: row.last_name, businessName: null, companyName: null },
          'artist',
        ),
        profileImageUrl: row.profile_image_url,
      },
      rating: row.rating === null ? null : Number(row.rating),
      completedProjects: row.completed_projects ?? 0,
      verified: row.verified,
      distanceMiles: personDistanceMiles(row.artist_id, viewerId, row.miles === null ? null : Number(row.miles)),
      quote: centsToDecimalString(row.quote_cents) ?? '0.00',
      durationDays: row.duration_days,
      conceptImages: row.concept_images,
      mockup: mockupOf(row),
      createdAt: row.created_at.toISOString(),
    })),
  };
}
