import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { BUCKET_DESCRIPTION, ZBucketRequest, ZBucketResponse, type TBucket } from './schemas';
import { listBucket } from './service';

const tags = ['my-projects'];

const bucket = (name: TBucket, summary: string) =>
  authedProcedure
    .meta({
      scopes: ['projects:read'],
      openapi: {
        method: 'GET',
        path: `/my-projects/${name}`,
        tags,
        summary,
        description: BUCKET_DESCRIPTION,
        errorResponses: [400, 401],
      },
    })
    .input(ZBucketRequest)
    .output(ZBucketResponse)
    .query(({ ctx, input }) => listBucket(ctx.db, ctx.user.id, name, input));

export const myProjectsRouter = router({
  current: bucket('current', 'Your current projects (in progress)'),
  future: bucket('future', 'Your future projects (open)'),
  past: bucket('past', 'Your past projects (completed or cancelled)'),
});
