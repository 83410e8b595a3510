import { z } from 'zod';
import { ZProjectType } from '../enums';
import { imageList } from './urls';

/** Reviews after a completed project, and the owner's dispute of its payout. */

export const REVIEW_COMMENT_MAX_LENGTH = 2000;
export const DISPUTE_REASON_MAX_LENGTH = 2000;
export const MAX_EVIDENCE_IMAGES = 10;
export const MAX_EVIDENCE_MESSAGES = 20;

const projectId = z.string().uuid('projectId must be a project id');

export const ZCreateReviewRequest = z.object({
  projectId: projectId.describe('The completed brand project (projectType brand_project) or wall project'),
  projectType: ZProjectType,
  rating: z
    .number({ error: 'Rating must be a whole number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Choose a rating: 1 to 5 stars')
    .max(5, 'Rating must be a whole number from 1 to 5')
    .describe('Whole stars, 1 to 5'),
  comment: z
    .string()
    .trim()
    .max(REVIEW_COMMENT_MAX_LENGTH, `Comment must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`)
    .optional()
    .nullable()
    .transform((text) => (text ? text : null))
    .describe(`Optional, trimmed, at most ${REVIEW_COMMENT_MAX_LENGTH} characters`),
  revieweeId: z
    .string()
    .uuid('revieweeId must be a user id')
    .optional()
    .describe('The artist the owner reviews; needed only when the project has several accepted artists'),
});
export type TCreateReviewRequest = z.output<typeof ZCreateReviewRequest>;

export const ZOpenDisputeRequest = z.object({
  projectId: projectId.describe('Your completed project'),
  projectType: ZProjectType,
  reason: z
    .string()
    .trim()
    .min(1, 'Say what is wrong: a reason is required')
    .max(DISPUTE_REASON_MAX_LENGTH, `Reason must be at most ${DISPUTE_REASON_MAX_LENGTH} characters`)
    .describe(`Trimmed, 1 to ${DISPUTE_REASON_MAX_LENGTH} characters`),
  evidenceImages: imageList(MAX_EVIDENCE_IMAGES)
    .default([])
    .describe(`Up to ${MAX_EVIDENCE_IMAGES} photos (objectURL values of POST /objects/upload)`),
  evidenceMessageIds: z
    .array(z.string().uuid('evidenceMessageIds must be message ids'))
    .max(MAX_EVIDENCE_MESSAGES, `At most ${MAX_EVIDENCE_MESSAGES} messages`)
    .default([])
    .transform((ids) => [...new Set(ids)])
    .describe('Messages between you and the artist that show the problem'),
});
export type TOpenDisputeRequest = z.output<typeof ZOpenDisputeRequest>;
