import { CHAT_MAX_MESSAGES, CHAT_MESSAGE_MAX_LENGTH } from '@wallcraft/shared';
import { z } from 'zod';

const maxChars = CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US');

export const ZChatMessage = z
  .object({
    role: z.enum(['user', 'assistant']),
    content: z.string().max(CHAT_MESSAGE_MAX_LENGTH, `Each message must be at most ${maxChars} characters`),
  })
  .meta({ id: 'ChatMessage' });
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZSendChatRequest = z.object({
  messages: z
    .array(ZChatMessage)
    .min(1, 'Send at least one message')
    .max(
      CHAT_MAX_MESSAGES,
      `A conversation holds at most ${CHAT_MAX_MESSAGES} messages; send only the most recent ones`,
    )
    .superRefine((messages, issue) => {
      const last = messages.at(-1);
      const path = [messages.length - 1];
      if (last && last.role !== 'user')
        issue.addIssue({ code: 'custom', path: [...path, 'role'], message: 'The last message must be from the user' });
      else if (last && last.content.trim() === '')
        issue.addIssue({ code: 'custom', path: [...path, 'content'], message: 'Write a question first' });
    })
    .describe(
      `The whole conversation, oldest first, ending with the user's question: at most ${CHAT_MAX_MESSAGES} messages of at most ${maxChars} characters each`,
    ),
});
export type TSendChatRequest = z.infer<typeof ZSendChatRequest>;

export const ZChatSource = z
  .object({
    title: z.string(),
    slug: z.string(),
    url: z.string().describe('Path of the help article in the web app: /help/{slug}'),
  })
  .meta({ id: 'ChatSource' });
export type TChatSource = z.infer<typeof ZChatSource>;

export const ZChatReply = z
  .object({
    message: z.string().describe(`The assistant's reply (plain text, at most ${maxChars} characters)`),
    sources: z.array(ZChatSource).describe('Help articles the reply is based on; empty when nothing matched'),
  })
  .meta({ id: 'ChatReply' });
export type TChatReply = z.infer<typeof ZChatReply>;
