import { router } from '../../trpc/init';

export const savedRouter = router({});
