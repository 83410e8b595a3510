import { router } from '../../trpc/init';

export const chatRouter = router({});
