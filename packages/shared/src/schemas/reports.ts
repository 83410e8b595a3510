import { z } from 'zod';
import { REPORT_REASONS } from '../enum-values';
import { ZReportTargetType } from '../enums';
import { optionalText, requiredText } from './fields';

/** Reports of users' items and what operators decide about them: the forms and the API check them with these. */

export const REPORT_COMMENT_MAX_LENGTH = 2000;
export const REPORT_NOTE_MAX_LENGTH = 2000;

export const ZCreateReportRequest = z.object({
  targetType: ZReportTargetType.describe('What kind of item: a user (their profile), a wall, a project or a message'),
  targetId: z.string().uuid('targetId must be the id of the item you report'),
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
  comment: optionalText('Comment', REPORT_COMMENT_MAX_LENGTH).describe(
    `What is wrong, in your words: optional, at most ${REPORT_COMMENT_MAX_LENGTH} characters`,
  ),
});
export type TCreateReportRequest = z.output<typeof ZCreateReportRequest>;

export const REPORT_ACTIONS = ['hide', 'no_action'] as const;
export const ZReportAction = z.enum(REPORT_ACTIONS, { error: 'Choose hide or no action' });

/** An operator's decision on a report: the note says why, for the audit log and the next operator. */
export const ZResolveReportForm = z.object({
  action: ZReportAction.describe('hide: the item leaves every public list and page; no_action: it stays'),
  note: requiredText('Note', REPORT_NOTE_MAX_LENGTH).describe(`Why: 1 to ${REPORT_NOTE_MAX_LENGTH} characters`),
});
export type TResolveReportForm = z.output<typeof ZResolveReportForm>;
