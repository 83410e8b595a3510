import { router } from '../../trpc/init';

export const uploadsRouter = router({});
