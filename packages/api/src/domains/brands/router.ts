import { router } from '../../trpc/init';

export const brandsRouter = router({});
