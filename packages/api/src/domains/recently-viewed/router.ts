import { router } from '../../trpc/init';

export const recentlyViewedRouter = router({});
