import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { ZUpdateUserRequest, ZUser } from './schemas';
import { updateUser } from './service';

export const usersRouter = router({
  update: authedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/users/{id}',
        tags: ['users'],
        summary: 'Update your own user',
        description: 'Name, location, bio, links, business and emergency fields. With userType (onboarding), adds that profile if missing and makes it active. Only on your own user (403 otherwise).',
        errorResponses: [400, 401, 403],
      },
    })
    .input(ZUpdateUserRequest)
    .output(ZUser)
    .mutation(({ ctx, input }) => updateUser(ctx.db, ctx.user.id, input)),
});
