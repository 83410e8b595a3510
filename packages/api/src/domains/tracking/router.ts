import { EventEmitter, on } from 'node:events';
import { z } from 'zod';
import { claimSubscription } from '../../realtime/router';
import type { RealtimeEvent } from '../../realtime/bus';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import {
  ZActiveSessions,
  ZCompletedProject,
  ZCompleteProjectRequest,
  ZProjectRef,
  ZProjectTracking,
  ZStartProjectRequest,
  ZTrackableProjects,
  ZTrackingSession,
  ZUpdateLocationRequest,
  ZUpdateStatusRequest,
  type TLivePosition,
} from './schemas';
import * as service from './service';

const tags = ['tracking'];

const PRIVACY =
  "Only the project's owner sees the artist's position, only while the session is active and once the artist is 1 km or more from where they set off; the start they see to two decimals (about 1 km), as anyone sees a person's place. Other artists accepted on the project see the session's status, never a position. No trail is kept (the start, the last position and the distance travelled).";

// Literal paths (/tracking/active, /tracking/projects) come before /tracking/{id}/...; a project's state is under
// /projects/{projectId}/tracking, as /tracking/project/{projectId} would be ambiguous with /tracking/{id}/location.
export const trackingRouter = router({
  start: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/projects/{projectId}/start',
        tags,
        summary: 'Start a project you were accepted on, and its live tracking',
        description: `The artist accepted on the project (an accepted application or invitation) only: 403 for anyone else, 404 when the project does not exist. Only from open or hired, in one conditional update: a second start answers 409 'Project already started'. The project moves to in_progress and a tracking session starts at latitude/longitude, heading for the wall (a wall project's wall, else the project's pin). The owner is notified (project_started). ${PRIVACY}`,
        errorResponses: [400, 401, 403, 404, 409],
      },
      successStatus: 201,
    })
    .input(ZStartProjectRequest)
    .output(ZTrackingSession)
    .mutation(({ ctx, input }) => service.startProject(ctx.db, ctx.user.id, input)),
  complete: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/projects/{projectId}/complete',
        tags,
        summary: 'Complete a project in progress, with final photos',
        description:
          "The artist who started the project only (COMPLETE in the deal room or on the tracking page): 403 for anyone else, including the owner and other artists accepted on it (a project in progress without a tracking session: any artist accepted on it); 404 when the project does not exist. Only from in_progress (409 otherwise), in one conditional update. photos: 1 to 10 uploaded images, required (400 without them); they become the project's gallery and, with addToPortfolio, join your public portfolio (newest first). note optional. Its tracking session completes; both parties get review_requested and the owner project_completed, to confirm the work (POST /projects/{projectId}/confirm-completion) or dispute it within the review window.",
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZCompleteProjectRequest)
    .output(ZCompletedProject)
    .mutation(({ ctx, input }) => service.completeProject(ctx.db, ctx.user.id, input)),
  active: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/tracking/active',
        tags,
        summary: 'Your tracking sessions that are not over (active or paused)',
        description: 'Newest first, each with its project title and type. At most one per project you started.',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZActiveSessions)
    .query(({ ctx }) => service.listActive(ctx.db, ctx.user.id)),
  projects: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/tracking/projects',
        tags,
        summary: 'Projects you can start or are tracking: accepted, open or in progress',
        description:
          'Your accepted applications and invitations whose project is open (READY TO START) or in progress, newest first, each with your tracking session on it if you started it.',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZTrackableProjects)
    .query(({ ctx }) => service.listTrackable(ctx.db, ctx.user.id)),
  project: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/projects/{projectId}/tracking',
        tags,
        summary: "A project's tracking state, for its owner and its accepted artists",
        description: `The project's status and its latest tracking session (null before it starts). Anyone else gets 404. ${PRIVACY} Live changes: the tracking.live websocket subscription.`,
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZProjectRef)
    .output(ZProjectTracking)
    .query(({ ctx, input }) => service.projectTracking(ctx.db, ctx.user.id, input)),
  location: authedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/tracking/{id}/location',
        tags,
        summary: 'Send your current position',
        description: `Your own session only (404 otherwise), while active (409 when paused or completed); latitude and longitude as numbers or numeric strings within range (400). At most one update a second per session (429 with Retry-After). ${PRIVACY}`,
        errorResponses: [400, 401, 404, 409, 429],
      },
    })
    .input(ZUpdateLocationRequest)
    .output(ZTrackingSession)
    .mutation(({ ctx, input }) => service.updateLocation(ctx.db, ctx.user.id, input)),
  status: authedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/tracking/{id}/status',
        tags,
        summary: 'Pause, resume or finish your tracking session',
        description:
          'active → paused (PAUSE), paused → active (RESUME), active or paused → completed. Nothing leaves completed (409); the same status again is 409 too. Your own session only (404 otherwise).',
        errorResponses: [400, 401, 404, 409],
      },
    })
    .input(ZUpdateStatusRequest)
    .output(ZTrackingSession)
    .mutation(({ ctx, input }) => service.updateStatus(ctx.db, ctx.user.id, input)),
  /** The artist's live position on one project, for its owner only, as positions.ts lets them see it. */
  live: authedProcedure.input(ZProjectRef).subscription(async function* ({ ctx, input, signal: callSignal }) {
    const release = claimSubscription(ctx);
    const signal = ctx.socket && callSignal ? AbortSignal.any([callSignal, ctx.socket.ended]) : callSignal;
    const emitter = new EventEmitter();
    let unsubscribe = () => undefined as void;
    try {
      // Listen before the ownership check: the client hears that the subscription started before this body runs,
      // so a position sent while the check reads the database was lost (a busy test runner showed it). on() queues
      // what arrives meanwhile; the bus only carries this user's own events, and nothing is yielded unless the
      // check passes.
      unsubscribe = ctx.bus.subscribe(ctx.user.id, (event: RealtimeEvent) => {
        if (event.kind === 'tracking' && event.payload.projectId === input.projectId) emitter.emit('event', event);
      });
      const live = on(emitter, 'event', { signal }) as AsyncIterableIterator<[RealtimeEvent]>;
      await service.requireOwner(ctx.db, ctx.user.id, input);
      for await (const [event] of live) yield event.payload as TLivePosition;
    } catch (error) {
      if (!signal?.aborted) throw error;
    } finally {
      unsubscribe();
      release();
    }
  }),
});
