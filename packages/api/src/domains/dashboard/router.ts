import { router } from '../../trpc/init';

export const dashboardRouter = router({});
