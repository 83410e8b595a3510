import { router } from '../../trpc/init';

export const wallProjectsRouter = router({});
