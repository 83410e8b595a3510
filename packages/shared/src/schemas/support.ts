import { z } from 'zod';
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
