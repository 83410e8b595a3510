import type { DB } from '@wallcraft/db';
import type Stripe from 'stripe';
import type { Env } from '../../env';
import { AppError } from '../../trpc/errors';
import { orderPaid, orderUnpaid } from '../shop/orders';
import { feeFailed, feePaid } from '../verification/service';
import { fundPayment } from './service';

type Outcome = 'funded' | 'paid' | 'failed' | 'ignored';

/**
 * What Stripe's signed events mean. A paid Checkout Session funds a payment's escrow (its PaymentIntent becomes
 * the payment's provider reference, for refunds), or, when its metadata names a verification request, pays that
 * request's fee (the request is then submitted for the check), or pays a shop order; an expired session or a failed
 * delayed payment fails the fee, or cancels the order and returns its stock. Stripe retries and may repeat an event, so handling one twice changes nothing: the second
 * finds the payment or request already moved on and is ignored. Other events are acknowledged.
 */
export async function handleStripeEvent(db: DB, env: Env, event: Stripe.Event): Promise<Outcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return sessionPaid(db, env, event.data.object);
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const { verificationRequestId: requestId, orderId } = event.data.object.metadata ?? {};
      if (orderId) return (await orderUnpaid(db, orderId)) ? 'failed' : 'ignored';
      if (!requestId) return 'ignored';
      return (await feeFailed(db, requestId)) ? 'failed' : 'ignored';
    }
    default:
      return 'ignored';
  }
}

async function sessionPaid(db: DB, env: Env, session: Stripe.Checkout.Session): Promise<Outcome> {
  if (session.payment_status !== 'paid') return 'ignored';
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  const requestId = session.metadata?.verificationRequestId;
  if (requestId) return (await feePaid(db, env, requestId, intent ?? session.id)) ? 'paid' : 'ignored';
  const orderId = session.metadata?.orderId;
  if (orderId) return (await orderPaid(db, orderId, intent ?? session.id)) ? 'paid' : 'ignored';
  const id = session.metadata?.transactionId;
  if (!id) return 'ignored';
  try {
    await fundPayment(db, id, intent ?? null);
    return 'funded';
  } catch (error) {
    // Already funded (a repeated event) or gone: nothing to do, and Stripe must not retry it.
    if (error instanceof AppError && (error.appCode === 'CONFLICT' || error.appCode === 'NOT_FOUND')) return 'ignored';
    throw error;
  }
}
