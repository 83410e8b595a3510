import { z } from 'zod';
import { requiredDollarsToCents } from './fields';
import { ZImageUrl, imageList } from './urls';

/**
 * A proposal: what an artist offers with an application or with accepting an invitation. The mock-up places
 * one concept image on the wall's photo by its four corners: 8 numbers, x then y of the top-left, top-right,
 * bottom-right and bottom-left corners, as fractions of the photo (0..1), a little outside allowed.
 */
export const MAX_PROPOSAL_IMAGES = 5;
export const MAX_DURATION_DAYS = 3650;
export const MOCKUP_CORNER_MIN = -0.5;
export const MOCKUP_CORNER_MAX = 1.5;

const cornerMessage = `Each corner must be a number from ${MOCKUP_CORNER_MIN} to ${MOCKUP_CORNER_MAX} (a fraction of the wall photo)`;

export const ZMockupRequest = z.object({
  imageUrl: ZImageUrl.describe('One of the concept images'),
  corners: z
    .array(
      z.number({ error: cornerMessage }).min(MOCKUP_CORNER_MIN, cornerMessage).max(MOCKUP_CORNER_MAX, cornerMessage),
      {
        error: 'Corners must be 8 numbers',
      },
    )
    .length(8, 'Corners must be 8 numbers: x, y of the top-left, top-right, bottom-right and bottom-left corners')
    .describe('x, y of the top-left, top-right, bottom-right and bottom-left corners, as fractions of the wall photo'),
});

export const ZProposalRequest = z
  .object({
    quote: requiredDollarsToCents('Quote')
      .refine((cents) => cents > 0, 'Quote must be more than $0')
      .describe('US dollars with at most 2 decimals, more than 0, as a number or a numeric string'),
    durationDays: z
      .number({ error: `Duration must be a whole number of days from 1 to ${MAX_DURATION_DAYS}` })
      .int(`Duration must be a whole number of days from 1 to ${MAX_DURATION_DAYS}`)
      .min(1, `Duration must be a whole number of days from 1 to ${MAX_DURATION_DAYS}`)
      .max(MAX_DURATION_DAYS, `Duration must be a whole number of days from 1 to ${MAX_DURATION_DAYS}`)
      .describe('Estimated days of work'),
    conceptImages: imageList(MAX_PROPOSAL_IMAGES)
      .default([])
      .describe(`Up to ${MAX_PROPOSAL_IMAGES} concept images (objectURL values of POST /objects/upload)`),
    mockup: ZMockupRequest.nullish().describe("A concept image placed on the wall's photo; the wall must have one"),
  })
  .superRefine((proposal, ctx) => {
    if (proposal.mockup && !proposal.conceptImages.includes(proposal.mockup.imageUrl))
      ctx.addIssue({
        code: 'custom',
        path: ['mockup', 'imageUrl'],
        message: 'The mock-up image must be one of the concept images',
      });
  });
export type TProposalRequest = z.output<typeof ZProposalRequest>;
