import { router } from '../../trpc/init';

export const invitationsRouter = router({});
