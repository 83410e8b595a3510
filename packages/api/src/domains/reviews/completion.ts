import type { DB } from '@wallcraft/db';
import { centsToDecimalString, formatUsd, projectTypeOf } from '@wallcraft/shared';
import { AppError } from '../../trpc/errors';
import { createNotification } from '../notifications/service';
import type { PaymentProvider } from '../payments/provider';
import * as payments from '../payments/service';
import { markCompletionConfirmed } from '../projects/service';
import { requireProject, windowCutoff } from './payout';
import * as queries from './queries';
import { REVIEW_WINDOW_DAYS, type TConfirmCompletionRequest, type TConfirmedCompletion } from './schemas';

/**
 * The owner accepts the completed work (docs/money.md, Completion): within the review window, not disputed, once.
 * Everything held in escrow for the project is released at once, in the transaction that records the confirmation
 * with the project's row locked (so it never crosses a dispute, a review's release or the hourly job).
 */
export async function confirmCompletion(
  db: DB,
  provider: PaymentProvider,
  userId: string,
  input: TConfirmCompletionRequest,
  now: Date = new Date(),
): Promise<TConfirmedCompletion> {
  const project = await requireProject(db, input);
  if (project.owner_id !== userId)
    throw new AppError('FORBIDDEN', "Only the project's owner can confirm the completed work");
  const releasedCents = await db.transaction().execute(async (trx) => {
    const locked = await queries.lockProject(trx, project.id);
    if (!locked || locked.status !== 'completed')
      throw new AppError('CONFLICT', 'You can confirm the work once the artist completed the project');
    if (locked.completion_confirmed_at) throw new AppError('CONFLICT', 'You already confirmed this work');
    if (await queries.findDispute(trx, project.id))
      throw new AppError('CONFLICT', 'This project is disputed: an operator decides its payout');
    if (locked.completed_at <= windowCutoff(now))
      throw new AppError(
        'CONFLICT',
        `The ${REVIEW_WINDOW_DAYS} days to confirm this work are over: its payment is released on its own`,
      );
    if (!(await markCompletionConfirmed(trx, project.id)))
      throw new AppError('CONFLICT', 'You already confirmed this work');
    let cents = 0;
    for (const payment of await queries.escrowedPayments(trx, project.id, undefined))
      if (await payments.releaseAsPlatform(trx, provider, payment.id, 'the owner confirmed the completed work'))
        cents += payment.amount_cents;
    const artists = await queries.acceptedArtists(trx, project.id);
    const released = cents > 0 ? ` ${formatUsd(cents)} was released from escrow.` : '';
    for (const artistId of artists)
      await createNotification(trx, {
        userId: artistId,
        type: 'project_completion_confirmed',
        title: 'Work confirmed',
        message: `The owner of ${locked.title} confirmed your completed work.${released}`,
        projectId: project.id,
      });
    await createNotification(trx, {
      userId: locked.owner_id,
      type: 'project_completion_confirmed',
      title: 'Work confirmed',
      message: `You confirmed the completed work on ${locked.title}.${released} Leave a review to finish the deal.`,
      projectId: project.id,
    });
    return cents;
  });
  const confirmed = await queries.findProject(db, project.id);
  return {
    projectId: project.id,
    projectType: projectTypeOf(project.kind),
    confirmedAt: (confirmed?.completion_confirmed_at ?? now).toISOString(),
    released: centsToDecimalString(releasedCents),
  };
}
