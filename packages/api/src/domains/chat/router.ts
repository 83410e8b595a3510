import { CHAT_MAX_MESSAGES, CHAT_MESSAGE_MAX_LENGTH } from '@wallcraft/shared';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { ZChatReply, ZSendChatRequest } from './schemas';
import { sendChat } from './service';

export const chatRouter = router({
  send: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/chat',
        tags: ['chat'],
        summary: 'Ask the support assistant (Artie)',
        description: `Send the whole conversation (at most ${CHAT_MAX_MESSAGES} messages of at most ${CHAT_MESSAGE_MAX_LENGTH} characters, the last one the user's); the reply is read from message. Answers come from the help articles and the FAQ (Postgres full-text search), or from an OpenAI-compatible model given those passages when the server is configured with one. Signed-in users only; rate-limited per user (429).`,
        errorResponses: [400, 401, 429],
      },
    })
    .input(ZSendChatRequest)
    .output(ZChatReply)
    .mutation(({ ctx, input }) => sendChat(ctx, ctx.user.id, input.messages)),
});
