import { z } from 'zod';
import { APPLICATION_MESSAGE_MAX_LENGTH, MAX_MESSAGE_ATTACHMENTS, MESSAGE_MAX_LENGTH } from '../constants';
import { MAX_IMAGE_URL_LENGTH } from './urls';
import { ZProjectType } from '../enums';
import { ZProposalRequest } from './proposals';

/** Requests between people: applying, inviting, deciding, and direct messages. */

/** Optional message of an application or invitation: trimmed, empty means none (null). */
export function optionalNote(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Message must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((text) => (text ? text : null));
}

const note = optionalNote(APPLICATION_MESSAGE_MAX_LENGTH).describe(
  `Optional, trimmed, at most ${APPLICATION_MESSAGE_MAX_LENGTH} characters`,
);
const projectIdField = (name: string) => z.string().uuid(`${name} must be a project id`).optional();

export const ZCreateApplicationRequest = z.object({
  projectType: ZProjectType,
  projectId: projectIdField('projectId').describe('The brand project (projectType brand_project)'),
  wallProjectId: projectIdField('wallProjectId').describe(
    'The wall project (projectType wall_project); projectId is accepted too',
  ),
  message: note,
  proposal: ZProposalRequest.optional().describe('Optional: a quote, a duration, concept images and a mock-up'),
});
export type TCreateApplicationRequest = z.output<typeof ZCreateApplicationRequest>;

export const ZCreateInvitationRequest = z.object({
  artistId: z.string().uuid('artistId must be a user id'),
  projectType: ZProjectType,
  projectId: projectIdField('projectId').describe('Your brand project (projectType brand_project)'),
  wallProjectId: projectIdField('wallProjectId').describe(
    'Your wall project (projectType wall_project); projectId is accepted too',
  ),
  message: note,
});
export type TCreateInvitationRequest = z.output<typeof ZCreateInvitationRequest>;

export const ZDecision = z.enum(['accepted', 'rejected'], { message: "status must be 'accepted' or 'rejected'" });

export const ZSendMessageRequest = z
  .object({
    receiverId: z.string().uuid('receiverId must be a user id'),
    content: z
      .string()
      .trim()
      .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`)
      .default('')
      .describe(`Trimmed; at most ${MESSAGE_MAX_LENGTH} characters; may be empty when the message carries files`),
    attachments: z
      .array(z.string().trim().max(MAX_IMAGE_URL_LENGTH, 'attachments: not an uploaded file'))
      .max(MAX_MESSAGE_ATTACHMENTS, `At most ${MAX_MESSAGE_ATTACHMENTS} files a message`)
      .default([])
      .describe(
        `Up to ${MAX_MESSAGE_ATTACHMENTS} objectURLs of confirmed uploads made with purpose attachment (photos or PDFs)`,
      ),
  })
  .refine((message) => message.content !== '' || message.attachments.length > 0, {
    message: 'Write a message or attach a file',
    path: ['content'],
  });
export type TSendMessageRequest = z.output<typeof ZSendMessageRequest>;
