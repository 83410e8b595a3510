import { adminProcedure, operatorProcedure } from '../../../trpc/procedures';
import * as projects from './service';
import {
  ZAdminProjectDetail,
  ZAdminProjectRef,
  ZAdminProjectsRequest,
  ZAdminProjectsResponse,
  ZCloseProjectForm,
} from './schemas';

const tags = ['admin'];

/** Spread into the admin router: the projects table, a project in detail, and closing one. */
export const projectProcedures = {
  projects: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/projects',
        tags,
        summary: 'Brand and wall projects, paged; search, filter by kind and status, sort',
        description:
          'total counts every match (exact up to 1000). GET /admin/export/projects.csv takes the same filters.',
        errorResponses: [400, 401],
      },
    })
    .input(ZAdminProjectsRequest)
    .output(ZAdminProjectsResponse)
    .query(({ ctx, input }) => projects.listProjects(ctx.db, input)),
  project: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/projects/{projectType}/{id}',
        tags,
        summary: 'One project: its owner, applications, accepted artists and payments',
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZAdminProjectRef)
    .output(ZAdminProjectDetail)
    .query(({ ctx, input }) => projects.getProject(ctx, input)),
  closeProject: operatorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/projects/{projectType}/{id}/close',
        tags,
        summary: 'Close a project (status cancelled); the owner is notified with the note',
        description:
          'Operators and superadmins. 409 while escrow holds money for the project (refund or release it first), or when it is already closed or completed.',
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZAdminProjectRef.extend(ZCloseProjectForm.shape))
    .output(ZAdminProjectDetail)
    .mutation(({ ctx, input }) => projects.closeProject(ctx, input, input)),
};
