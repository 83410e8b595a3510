import { router } from '../../trpc/init';

export const helpArticlesRouter = router({});
