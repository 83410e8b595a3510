import { router } from '../../trpc/init';

export const myProjectsRouter = router({});
