import { router } from '../../trpc/init';

export const artistsRouter = router({});
