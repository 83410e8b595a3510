import { router } from '../../trpc/init';

export const wallsRouter = router({});
