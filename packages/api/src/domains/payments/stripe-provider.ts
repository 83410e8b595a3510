import type { DB } from '@wallcraft/db';
import type Stripe from 'stripe';
import type { Env } from '../../env';
import { AppError } from '../../trpc/errors';
import type { PaymentProvider, ProviderCharge, ProviderPayment } from './provider';
import * as queries from './queries';

/**
 * Stripe as the escrow: "separate charges and transfers". Escrow can last weeks, longer than a card
 * authorisation holds (7 days), so the payer is charged at once and the money waits in the platform's Stripe
 * balance:
 * - fund: a Checkout Session for the amount (Stripe's hosted page takes the card); the payment stays pending
 *   until the signed webhook says the session is paid (webhook.ts), then it is escrowed.
 * - release: a transfer of the net to the artist's connected account (users.payout_account_id), grouped with the
 *   charge by transfer_group = the payment's id; the fee stays in the platform's balance.
 * - refund: the whole charge back to the payer (or the payer's part after an operator's split). cancel: the unpaid
 *   Checkout Session expires.
 * - charge (the verification fee, a shop order): a Checkout Session of its own, metadata naming the verification
 *   request or the order; it expires after an hour unpaid, and the webhook reports paid or failed.
 * Every call carries an idempotency key derived from the payment, so a retried call never moves money twice.
 */
/** The Checkout Session metadata key naming what a direct charge pays for, by its kind (webhook.ts reads it back). */
export const CHARGE_OWNER_KEY = {
  verification: 'verificationRequestId',
  order: 'orderId',
} as const satisfies Record<ProviderCharge['kind'], string>;

export function stripeProvider(env: Env): PaymentProvider {
  const siteOrigin = env.WEB_ORIGIN ?? env.API_ORIGIN;

  return {
    name: 'stripe',

    async charge(charge) {
      // The webhook finds what was paid for by the metadata's name for it.
      const owner: Record<string, string> = { [CHARGE_OWNER_KEY[charge.kind]]: charge.id };
      const session = await call(env, (stripe) =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: charge.id,
            metadata: { kind: charge.kind, ...owner, userId: charge.userId },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: charge.amountCents,
                  product_data: { name: charge.description },
                },
              },
            ],
            payment_intent_data: { metadata: { kind: charge.kind, ...owner } },
            // An unpaid fee must not hold the request open (nor an unpaid order its stock) for Stripe's default day.
            expires_at: Math.floor(Date.now() / 1000) + CHARGE_EXPIRES_SECONDS,
            success_url: `${siteOrigin}${charge.returnPath.paid}`,
            cancel_url: `${siteOrigin}${charge.returnPath.cancelled}`,
          },
          { idempotencyKey: `charge-${charge.kind}-${charge.id}` },
        ),
      );
      return { outcome: 'pending', ref: session.id, redirectUrl: session.url ?? undefined };
    },

    async fund(payment) {
      const session = await call(env, (stripe) =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: payment.id,
            metadata: { transactionId: payment.id },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: payment.amountCents,
                  product_data: { name: `WallCraft payment ${payment.id.slice(0, 8)} (held in escrow)` },
                },
              },
            ],
            payment_intent_data: { transfer_group: payment.id, metadata: { transactionId: payment.id } },
            success_url: `${siteOrigin}/payments/${payment.id}?checkout=success`,
            cancel_url: `${siteOrigin}/payments/${payment.id}?checkout=cancelled`,
          },
          { idempotencyKey: `fund-${payment.id}` },
        ),
      );
      return { outcome: 'pending', ref: session.id, redirectUrl: session.url ?? undefined };
    },

    async release(payment, trx) {
      const destination = await queries.payoutAccountOf(trx, payment.recipientId);
      if (!destination)
        throw new AppError(
          'CONFLICT',
          'The artist has not connected a payout account yet; the money stays in escrow until they do',
        );
      await call(env, (stripe) =>
        stripe.transfers.create(
          {
            amount: payment.netAmountCents,
            currency: 'usd',
            destination,
            transfer_group: payment.id,
            metadata: { transactionId: payment.id },
          },
          { idempotencyKey: `release-${payment.id}` },
        ),
      );
    },

    async refund(payment, amountCents) {
      const intent = paymentIntentOf(payment);
      await call(env, (stripe) =>
        stripe.refunds.create(
          {
            payment_intent: intent,
            ...(amountCents !== undefined ? { amount: amountCents } : {}),
            metadata: { transactionId: payment.id },
          },
          { idempotencyKey: `refund-${payment.id}` },
        ),
      );
    },

    async cancel(payment) {
      if (!payment.providerRef?.startsWith('cs_')) return;
      const session = await call(env, (stripe) => stripe.checkout.sessions.retrieve(payment.providerRef!));
      if (session.status === 'complete')
        throw new AppError('CONFLICT', 'This payment was just paid; refund it instead of cancelling');
      if (session.status === 'open') await call(env, (stripe) => stripe.checkout.sessions.expire(session.id));
    },
  };
}

/** How long a fee's Checkout Session stays payable (Stripe allows 30 minutes to 24 hours). */
const CHARGE_EXPIRES_SECONDS = 60 * 60;

/** The charge to refund: funding replaced the Checkout Session's id with its PaymentIntent's (webhook.ts). */
function paymentIntentOf(payment: ProviderPayment): string {
  if (!payment.providerRef?.startsWith('pi_'))
    throw new AppError('CONFLICT', 'This payment has no charge at Stripe to refund');
  return payment.providerRef;
}

const clients = new WeakMap<Env, Promise<Stripe>>();

/**
 * One Stripe client per configuration (tests point STRIPE_API_URL at a local fake). The SDK (over 200 modules,
 * about 18 MB resident) is imported by the first call that needs it, so a server on the embedded provider never
 * loads it.
 */
export function client(env: Env): Promise<Stripe> {
  let stripe = clients.get(env);
  if (!stripe) {
    const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
    stripe = import('stripe').then(
      ({ default: StripeClient }) =>
        new StripeClient(env.STRIPE_SECRET_KEY ?? '', {
          maxNetworkRetries: 2,
          timeout: 15_000,
          ...(api && {
            host: api.hostname,
            port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }),
        }),
    );
    clients.set(env, stripe);
  }
  return stripe;
}

/**
 * A Stripe call with the configuration's client; when Stripe cannot be reached or refuses, the change it belonged
 * to rolls back and the person gets a 503 that says nothing moved (Stripe's own message for a request it refused);
 * a declined card is a 402.
 */
async function call<T>(env: Env, request: (stripe: Stripe) => Promise<T>): Promise<T> {
  const stripe = await client(env);
  try {
    return await request(stripe);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Loaded already: the call that failed came from the SDK's client.
    const { errors } = (await import('stripe')).default;
    if (error instanceof errors.StripeCardError)
      throw new AppError('PAYMENT_DECLINED', `Your card was declined (${error.message}); nothing was charged.`);
    const detail = error instanceof errors.StripeError && error.type !== 'StripeConnectionError' ? error.message : '';
    throw new AppError(
      'UNAVAILABLE',
      `The payment provider did not take the request${detail ? ` (${detail})` : ''}; no money moved. Try again shortly.`,
    );
  }
}

/**
 * Where an artist connects the account Stripe pays them into: an Express connected account is made once (its id
 * kept in users.payout_account_id) and every call answers a fresh onboarding link on Stripe's site.
 */
export async function payoutOnboardingUrl(env: Env, db: DB, user: { id: string; email: string }): Promise<string> {
  const siteOrigin = env.WEB_ORIGIN ?? env.API_ORIGIN;
  let account = await queries.payoutAccountOf(db, user.id);
  if (!account) {
    const created = await call(env, (stripe) =>
      stripe.accounts.create(
        {
          type: 'express',
          email: user.email,
          capabilities: { transfers: { requested: true } },
          metadata: { userId: user.id },
        },
        { idempotencyKey: `payout-account-${user.id}` },
      ),
    );
    account = created.id;
    await queries.setPayoutAccount(db, user.id, account);
  }
  const link = await call(env, (stripe) =>
    stripe.accountLinks.create({
      account: account,
      type: 'account_onboarding',
      refresh_url: `${siteOrigin}/settings?payouts=retry`,
      return_url: `${siteOrigin}/settings?payouts=connected`,
    }),
  );
  return link.url;
}
