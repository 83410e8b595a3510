import { z } from 'zod';
import { ZProjectType } from '../enums';
import { ZPathId, optionalText, requiredDollarsToCents, requiredText, uuidOf } from './fields';

/** A project's work in paid steps: each milestone is funded and released on its own (spec 2, sections 3 and 5). */
export const MAX_MILESTONES_PER_PROJECT = 100;
export const MAX_MILESTONE_SEQUENCE = 1000;

const sequenceMessage = `Sequence order must be a whole number from 1 to ${MAX_MILESTONE_SEQUENCE}`;

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A date without a time, as the date inputs send it; "" and null clear it. */
const dueDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), 'Due date must be a date written YYYY-MM-DD')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional()
  .describe('YYYY-MM-DD; "" or null for none');

const amount = requiredDollarsToCents('Amount')
  .refine((cents) => cents > 0, 'Amount must be more than $0')
  .describe('US dollars with at most 2 decimals, more than 0, as a number or a numeric string');

/** The fields the owner fills in on the milestone form. */
export const milestoneFields = {
  title: requiredText('Title', 200),
  description: optionalText('Description', 5000),
  amount,
  dueDate,
  deliverables: optionalText('Deliverables', 5000).describe('What the artist delivers for this milestone'),
};

const projectRef = {
  projectId: uuidOf('projectId must be a project id'),
  projectType: ZProjectType,
};

export const ZCreateMilestoneRequest = z.object({
  ...projectRef,
  ...milestoneFields,
  artistId: uuidOf('artistId must be a user id')
    .nullish()
    .describe('The artist this milestone pays: one accepted on the project; may be left out when there is only one'),
  sequenceOrder: z
    .union([z.number(), z.string()], { error: sequenceMessage })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
      const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
      if (Number.isInteger(n) && n >= 1 && n <= MAX_MILESTONE_SEQUENCE) return n;
      ctx.addIssue({ code: 'custom', message: sequenceMessage });
      return z.NEVER;
    })
    .describe('1 and up, as a number or a numeric string; left out: after the last milestone (1 for the first)'),
  status: z
    .string()
    .nullish()
    .refine((value) => value == null || value === 'pending', 'status must be pending (milestones start pending)')
    .describe('Milestones start pending; must be pending if sent'),
});
export type TCreateMilestoneRequest = z.output<typeof ZCreateMilestoneRequest>;

export const ZUpdateMilestoneRequest = z.object({
  id: ZPathId,
  title: milestoneFields.title.optional(),
  description: milestoneFields.description,
  amount: amount.optional(),
  dueDate: milestoneFields.dueDate,
  deliverables: milestoneFields.deliverables,
});
export type TUpdateMilestoneRequest = z.output<typeof ZUpdateMilestoneRequest>;

export const ZReorderMilestonesRequest = z.object({
  ...projectRef,
  ids: z
    .array(uuidOf('ids must be milestone ids'))
    .min(1, 'ids must list the project’s milestones')
    .max(MAX_MILESTONES_PER_PROJECT, `At most ${MAX_MILESTONES_PER_PROJECT} milestones`)
    .describe("Every one of the project's milestone ids, once, in the new order"),
});
export type TReorderMilestonesRequest = z.output<typeof ZReorderMilestonesRequest>;

export const ZListMilestonesRequest = z.object(projectRef);
export type TListMilestonesRequest = z.output<typeof ZListMilestonesRequest>;
