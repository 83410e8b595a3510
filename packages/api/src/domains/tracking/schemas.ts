import { ZProjectStatus, ZProjectType, ZTrackingStatus } from '@wallcraft/shared';
import { uuidOf } from '@wallcraft/shared/schemas';
import { z } from 'zod';

/**
 * A coordinate as a number or a numeric string (the spec's client sends strings), within its range. Blank
 * strings, booleans and null are refused rather than read as 0.
 */
function coordinate(name: 'latitude' | 'longitude') {
  const limit = name === 'latitude' ? 90 : 180;
  const range = `${name} must be between -${limit} and ${limit}`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[-+]?\d+(\.\d+)?$/, `${name} must be a number`),
      ],
      {
        error: `${name} must be a number or a numeric string`,
      },
    )
    .transform(Number)
    .pipe(z.number().min(-limit, range).max(limit, range))
    .describe(`Decimal degrees, -${limit} to ${limit}; a number or a numeric string`);
}

const ZPosition = { latitude: coordinate('latitude'), longitude: coordinate('longitude') };

export const ZProjectRef = z.object({
  projectId: uuidOf('projectId must be a project id').describe(
    'The brand project (projectType brand_project) or wall project (wall_project)',
  ),
  projectType: ZProjectType.default('brand_project'),
});
export type TProjectRef = z.infer<typeof ZProjectRef>;

export const ZStartProjectRequest = ZProjectRef.extend(ZPosition);
export type TStartProjectRequest = z.infer<typeof ZStartProjectRequest>;

export const ZTrackingIdRequest = z.object({ id: uuidOf('id must be a tracking session id') });

export const ZUpdateLocationRequest = ZTrackingIdRequest.extend(ZPosition);
export type TUpdateLocationRequest = z.infer<typeof ZUpdateLocationRequest>;

export const ZUpdateStatusRequest = ZTrackingIdRequest.extend({
  status: ZTrackingStatus.describe('paused (from active), active (from paused) or completed (from either)'),
});
export type TUpdateStatusRequest = z.infer<typeof ZUpdateStatusRequest>;

export const ZTrackingSession = z
  .object({
    id: z.string().uuid(),
    status: ZTrackingStatus,
    projectType: ZProjectType,
    projectId: z.string().uuid().nullable().describe('The brand project, for projectType brand_project'),
    wallProjectId: z.string().uuid().nullable().describe('The wall project, for projectType wall_project'),
    projectTitle: z.string(),
    artistId: z.string().uuid(),
    startLatitude: z
      .number()
      .nullable()
      .describe(
        "Where the artist set off: exact for the artist, to two decimals (about 1 km) for the project's owner, null for anyone else",
      ),
    startLongitude: z.number().nullable(),
    destinationLatitude: z.number().nullable().describe('Where the artist is heading; null for other artists'),
    destinationLongitude: z.number().nullable(),
    currentLatitude: z
      .number()
      .nullable()
      .describe(
        "The last position: for the artist; for the project's owner only while the session is active and the artist is 1 km or more from the start; null for anyone else",
      ),
    currentLongitude: z.number().nullable(),
    startAddress: z.string().nullable().describe('For the artist only'),
    destinationAddress: z.string().nullable(),
    distanceMeters: z.number().describe('Metres travelled since the start (great-circle steps between updates)'),
    distanceToSiteMiles: z
      .number()
      .nullable()
      .describe(
        'Straight-line miles from the last position to the site, to one decimal, while active and only to those who see the position',
      ),
    etaMinutes: z
      .number()
      .int()
      .nullable()
      .describe(
        'A plain estimate of the minutes left: the straight line times 1.3 (roads) at 30 mph, rounded up; 0 when under 0.1 mile (arriving)',
      ),
    lastUpdatedLocation: z.string().nullable().describe('ISO 8601; when the last position arrived'),
    startedAt: z.string().describe('ISO 8601'),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'TrackingSession' });
export type TTrackingSession = z.infer<typeof ZTrackingSession>;

export const ZActiveSessions = z.object({ items: z.array(ZTrackingSession) });

export const ZProjectTracking = z
  .object({
    projectStatus: ZProjectStatus,
    session: ZTrackingSession.nullable().describe("The project's latest tracking session, if it was started"),
  })
  .meta({ id: 'ProjectTracking' });
export type TProjectTracking = z.infer<typeof ZProjectTracking>;

export const ZTrackableProject = z
  .object({
    projectId: z.string().uuid(),
    projectType: ZProjectType,
    title: z.string(),
    location: z.string().nullable(),
    ownerId: z.string().uuid().describe("The project's owner, whom the artist messages"),
    status: ZProjectStatus.describe('open or hired (READY TO START) or in_progress (ALREADY STARTED)'),
    session: ZTrackingSession.nullable().describe('Your tracking session on it, when you started it'),
    canComplete: z
      .boolean()
      .describe('Whether you may complete it: in progress and started by you (another artist accepted on it may not)'),
  })
  .meta({ id: 'TrackableProject' });
export type TTrackableProject = z.infer<typeof ZTrackableProject>;

export const ZTrackableProjects = z.object({ items: z.array(ZTrackableProject) });

export { ZCompleteProjectRequest } from '@wallcraft/shared/schemas';
export type { TCompleteWithProofRequest as TCompleteProjectRequest } from '@wallcraft/shared/schemas';

export const ZCompletedProject = z.object({
  projectId: z.string().uuid(),
  projectType: ZProjectType,
  status: z.literal('completed'),
  session: ZTrackingSession.nullable().describe('The tracking session, now completed (null if none was started)'),
});

/** What the project's owner hears over the websocket (tracking.live) while the artist is on the way. */
export const ZLivePosition = z.object({
  sessionId: z.string().uuid(),
  projectId: z.string().uuid(),
  projectType: ZProjectType,
  status: ZTrackingStatus,
  latitude: z
    .number()
    .nullable()
    .describe(
      'Null while the artist is under 1 km from where they set off, and once the session is paused or completed',
    ),
  longitude: z.number().nullable(),
  distanceMeters: z.number(),
  distanceToSiteMiles: z.number().nullable().describe('As on the session: null while the position is hidden'),
  etaMinutes: z.number().int().nullable().describe('As on the session: 0 when arriving'),
  at: z.string().describe('ISO 8601'),
});
export type TLivePosition = z.infer<typeof ZLivePosition>;
