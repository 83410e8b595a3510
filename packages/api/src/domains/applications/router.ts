import { router } from '../../trpc/init';

export const applicationsRouter = router({});
