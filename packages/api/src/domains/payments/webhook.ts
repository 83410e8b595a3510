import type { DB } from '@wallcraft/db';
import type Stripe from 'stripe';
import type { Env } from '../../env';
import { AppError } from '../../trpc/errors';
import type { ProviderCharge } from './provider';
import { fundPayment } from './service';
import { CHARGE_OWNER_KEY } from './stripe-provider';

type Outcome = 'funded' | 'paid' | 'failed' | 'ignored';
type ChargeKind = ProviderCharge['kind'];

/** What a feature does when the direct charge it started (PaymentProvider.charge) is paid or fails. */
export type ChargeHandler = {
  /** Pays what the charge is for (id: the feature's record), by the provider's reference; false: already moved on. */
  paid: (db: DB, env: Env, id: string, paymentRef: string) => Promise<boolean>;
  /** Fails it (an expired or failed checkout); false: already moved on. */
  failed: (db: DB, id: string) => Promise<boolean>;
};

const chargeHandlers = new Map<ChargeKind, ChargeHandler>();

/**
 * Registers the feature that owns a kind of charge (verification its fee, shop its orders). The server registers
 * them at start (server.ts), so payments never import the features that import payments.
 */
export function onCharge(kind: ChargeKind, handler: ChargeHandler): void {
  chargeHandlers.set(kind, handler);
}

/** The charge a session's metadata names (a session names one), with its registered handler. */
function chargeOf(metadata: Stripe.Metadata | null): { id: string; handler: ChargeHandler } | undefined {
  for (const kind of Object.keys(CHARGE_OWNER_KEY) as ChargeKind[]) {
    const id = metadata?.[CHARGE_OWNER_KEY[kind]];
    const handler = chargeHandlers.get(kind);
    if (id && handler) return { id, handler };
  }
  return undefined;
}

/**
 * What Stripe's signed events mean. A paid Checkout Session funds a payment's escrow (its PaymentIntent becomes
 * the payment's provider reference, for refunds), or, when its metadata names a direct charge (a verification
 * request's fee, a shop order), has the feature registered for that charge pay it; an expired session or a failed
 * delayed payment has that feature fail it (the fee fails; the order is cancelled and its stock returned). Stripe retries and may repeat an event, so handling one twice changes nothing: the second
 * finds the payment or request already moved on and is ignored. Other events are acknowledged.
 */
export async function handleStripeEvent(db: DB, env: Env, event: Stripe.Event): Promise<Outcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return sessionPaid(db, env, event.data.object);
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const charge = chargeOf(event.data.object.metadata);
      if (!charge) return 'ignored';
      return (await charge.handler.failed(db, charge.id)) ? 'failed' : 'ignored';
    }
    default:
      return 'ignored';
  }
}

async function sessionPaid(db: DB, env: Env, session: Stripe.Checkout.Session): Promise<Outcome> {
  if (session.payment_status !== 'paid') return 'ignored';
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  const charge = chargeOf(session.metadata);
  if (charge) return (await charge.handler.paid(db, env, charge.id, intent ?? session.id)) ? 'paid' : 'ignored';
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
