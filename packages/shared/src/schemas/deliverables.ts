import { z } from 'zod';
import { ZProjectType } from '../enums';
import { ZPathId, optionalText, requiredText } from './fields';
import { ZImageUrl } from './urls';

/** Doing the work (issue 35): milestone deliveries and completion with proof (docs/money.md). */

export const MAX_PROOF_IMAGES = 10;
export const DELIVERY_NOTE_MAX_LENGTH = 2000;
export const CHANGES_REASON_MAX_LENGTH = 2000;

/** 1 to MAX_PROOF_IMAGES uploaded images, in the order given, repeats dropped. */
const proofImages = (what: string) =>
  z
    .array(ZImageUrl, { error: `${what} are needed: upload at least one photo` })
    .min(1, `${what} are needed: upload at least one photo`)
    .max(MAX_PROOF_IMAGES, `At most ${MAX_PROOF_IMAGES} photos`)
    .transform((urls) => [...new Set(urls)])
    .describe(`1 to ${MAX_PROOF_IMAGES} image URLs (objectURL values of POST /objects/upload)`);

export const ZDeliverMilestoneRequest = z.object({
  id: ZPathId,
  note: optionalText('Note', DELIVERY_NOTE_MAX_LENGTH).describe(
    `What was done, for the owner; at most ${DELIVERY_NOTE_MAX_LENGTH} characters`,
  ),
  images: proofImages('Photos of the work'),
});
export type TDeliverMilestoneRequest = z.output<typeof ZDeliverMilestoneRequest>;

export const ZRequestChangesRequest = z.object({
  id: ZPathId,
  reason: requiredText('Reason', CHANGES_REASON_MAX_LENGTH).describe(
    `What the artist should change; 1 to ${CHANGES_REASON_MAX_LENGTH} characters`,
  ),
});
export type TRequestChangesRequest = z.output<typeof ZRequestChangesRequest>;

const projectRef = {
  projectId: z.string().uuid('projectId must be a project id'),
  projectType: ZProjectType.default('brand_project'),
};

/**
 * Completing over the API: final photos are optional here, so clients written before completion took proof (SDK 1.0)
 * keep working; the web app's form asks for them (ZCompleteWithProofRequest).
 */
export const ZCompleteProjectRequest = z.object({
  ...projectRef,
  photos: z
    .array(ZImageUrl)
    .max(MAX_PROOF_IMAGES, `At most ${MAX_PROOF_IMAGES} photos`)
    .default([])
    .transform((urls) => [...new Set(urls)])
    .describe(`0 to ${MAX_PROOF_IMAGES} image URLs of the finished work (objectURL values of POST /objects/upload)`),
  note: optionalText('Note', DELIVERY_NOTE_MAX_LENGTH).describe('A word to the owner about the finished work'),
  addToPortfolio: z
    .boolean()
    .default(false)
    .describe("Whether the photos also join your public portfolio (your profile's gallery)"),
});
export type TCompleteProjectRequest = z.output<typeof ZCompleteProjectRequest>;

/** The web app's COMPLETE form: the same request, with at least one final photo. */
export const ZCompleteWithProofRequest = ZCompleteProjectRequest.extend({ photos: proofImages('Final photos') });
export type TCompleteWithProofRequest = z.output<typeof ZCompleteWithProofRequest>;

export const ZConfirmCompletionRequest = z.object(projectRef);
export type TConfirmCompletionRequest = z.output<typeof ZConfirmCompletionRequest>;
