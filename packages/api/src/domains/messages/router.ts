import { router } from '../../trpc/init';

export const messagesRouter = router({});
