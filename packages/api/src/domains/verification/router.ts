import { router } from '../../trpc/init';

export const verificationRouter = router({});
