import { router } from '../../trpc/init';

export const projectsRouter = router({});
