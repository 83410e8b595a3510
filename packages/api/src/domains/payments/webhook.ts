import type { DB } from '@wallcraft/db';
import type Stripe from 'stripe';
import { AppError } from '../../trpc/errors';
import { fundPayment } from './service';

/**
 * What Stripe's signed events mean for a payment: a paid Checkout Session funds escrow (its PaymentIntent becomes
 * the payment's provider reference, for refunds). Stripe retries and may repeat an event, so handling one twice
 * changes nothing: funding an escrowed payment is a 409 that is ignored here. Other events are acknowledged.
 */
export async function handleStripeEvent(db: DB, event: Stripe.Event): Promise<'funded' | 'ignored'> {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded')
    return 'ignored';
  const session = event.data.object;
  const id = session.metadata?.transactionId;
  if (!id || session.payment_status !== 'paid') return 'ignored';
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  try {
    await fundPayment(db, id, intent ?? null);
    return 'funded';
  } catch (error) {
    // Already funded (a repeated event) or gone: nothing to do, and Stripe must not retry it.
    if (error instanceof AppError && (error.appCode === 'CONFLICT' || error.appCode === 'NOT_FOUND')) return 'ignored';
    throw error;
  }
}
