import { z } from 'zod';
import { ZSupportRequestStatus } from '../enums';
import { ZEmail } from './auth';
import { requiredText } from './fields';

/** Feedback and contact requests (spec 2.19): the forms and the API check them with these. */

export const SUPPORT_TEXT_MAX_LENGTH = 5000;
export const SUPPORT_SUBJECT_MAX_LENGTH = 200;

export const ZSendFeedbackRequest = z.object({
  feedback: requiredText('Feedback', SUPPORT_TEXT_MAX_LENGTH).describe(
    `What you think of WallCraft: trimmed, 1 to ${SUPPORT_TEXT_MAX_LENGTH} characters`,
  ),
});
export type TSendFeedbackRequest = z.output<typeof ZSendFeedbackRequest>;

export const ZSendContactRequest = z.object({
  subject: requiredText('Subject', SUPPORT_SUBJECT_MAX_LENGTH).describe(
    `Trimmed, 1 to ${SUPPORT_SUBJECT_MAX_LENGTH} characters`,
  ),
  comments: requiredText('Comments', SUPPORT_TEXT_MAX_LENGTH).describe(
    `Trimmed, 1 to ${SUPPORT_TEXT_MAX_LENGTH} characters`,
  ),
  email: ZEmail.optional().describe(
    'Where to answer you: needed when signed out; signed in, the answer comes to your account and this is ignored',
  ),
});
export type TSendContactRequest = z.output<typeof ZSendContactRequest>;

/** An operator's answer from the console's inbox; replying again replaces it. */
export const ZSupportReplyRequest = z.object({
  reply: requiredText('Reply', SUPPORT_TEXT_MAX_LENGTH).describe(
    `What the sender reads under their request: trimmed, 1 to ${SUPPORT_TEXT_MAX_LENGTH} characters`,
  ),
  resolve: z.boolean().optional().describe('true: the request is resolved by this reply; otherwise it is in progress'),
});
export type TSupportReplyRequest = z.output<typeof ZSupportReplyRequest>;

export const ZSupportStatusRequest = z.object({
  status: ZSupportRequestStatus.describe('open, in_progress or resolved'),
});
export type TSupportStatusRequest = z.output<typeof ZSupportStatusRequest>;
