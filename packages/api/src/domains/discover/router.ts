import { router } from '../../trpc/init';

export const discoverRouter = router({});
