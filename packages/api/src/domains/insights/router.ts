import { router } from '../../trpc/init';

export const insightsRouter = router({});
