import type { DB } from '@wallcraft/db';
import type { Env } from '../../env';
import { AppError } from '../../trpc/errors';
import * as queries from './queries';
import { payoutOnboardingUrl } from './stripe-provider';

/** Whether an artist's released payments can reach them: always with the embedded provider, with Stripe once connected. */
export async function payoutStatus(db: DB, env: Env, userId: string) {
  if (env.PAYMENT_PROVIDER === 'embedded') return { provider: 'embedded' as const, connected: true };
  return { provider: 'stripe' as const, connected: Boolean(await queries.payoutAccountOf(db, userId)) };
}

/** Stripe's onboarding link for the artist's payout account; the embedded provider needs none (409). */
export async function payoutLink(db: DB, env: Env, userId: string) {
  if (env.PAYMENT_PROVIDER !== 'stripe')
    throw new AppError('CONFLICT', 'Payouts need no setup here: released payments are credited inside WallCraft');
  const email = await queries.emailOf(db, userId);
  return { url: await payoutOnboardingUrl(env, db, { id: userId, email }) };
}
