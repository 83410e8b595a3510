import type { DB } from '@wallcraft/db';
import type { Env } from '../../env';
import { stripeProvider } from './stripe-provider';

/** What a provider is told about a payment (integer cents). */
export type ProviderPayment = {
  id: string;
  payerId: string;
  recipientId: string;
  amountCents: number;
  platformFeeCents: number;
  netAmountCents: number;
  providerRef: string | null;
};

/**
 * A direct charge (no escrow), in integer cents: the background verification fee (id: the verification request)
 * or a shop order (id: the order). `returnPath` is where a hosted checkout page sends the payer back to.
 */
export type ProviderCharge = {
  id: string;
  userId: string;
  amountCents: number;
  description: string;
  kind: 'verification' | 'order';
  returnPath: { paid: string; cancelled: string };
};

/**
 * Where the money actually sits. The service owns the states and the ledger; a provider only moves real money:
 * - fund: take the payer's amount into escrow. 'funded' means held now (the service escrows the payment at
 *   once); 'pending' means the provider reports later (a webhook then calls service.fundPayment), and
 *   `redirectUrl` is where the payer goes to pay (a hosted checkout page).
 * - release, refund, cancel: called inside the database transaction that makes the change, after its
 *   conditional update claimed the payment, so a throw rolls the change back and a second caller never gets here.
 *
 * - charge: take a fee from the payer outright. 'paid' means taken now; 'pending' means the payer pays at
 *   `redirectUrl` and a webhook reports the outcome later. A declined charge throws AppError PAYMENT_DECLINED
 *   with a message for the person (nothing was taken).
 *
 * Chosen by PAYMENT_PROVIDER: 'embedded' (below) or 'stripe' (stripe-provider.ts: Checkout, then separate
 * transfers to the artist's connected account, with the webhook in webhook.ts).
 */
export interface PaymentProvider {
  readonly name: string;
  fund(payment: ProviderPayment): Promise<{ outcome: 'funded' | 'pending'; ref: string | null; redirectUrl?: string }>;
  /** trx: the transaction making the change, for what the provider must read (the artist's payout account). */
  release(payment: ProviderPayment, trx: DB): Promise<void>;
  /** The whole amount, or amountCents of it (an operator's split). */
  refund(payment: ProviderPayment, amountCents?: number): Promise<void>;
  cancel(payment: ProviderPayment): Promise<void>;
  charge(charge: ProviderCharge): Promise<{ outcome: 'paid' | 'pending'; ref: string | null; redirectUrl?: string }>;
}

/** The built-in provider: no card, no vendor; escrow is funded the moment a payment is made. */
export const embeddedProvider: PaymentProvider = {
  name: 'embedded',
  fund: (payment) => Promise.resolve({ outcome: 'funded', ref: `embedded-${payment.id}` }),
  release: () => Promise.resolve(),
  refund: () => Promise.resolve(),
  cancel: () => Promise.resolve(),
  charge: (charge) => Promise.resolve({ outcome: 'paid', ref: `embedded-${charge.id}` }),
};

/** The provider the settings name. */
export function paymentProvider(env: Env): PaymentProvider {
  switch (env.PAYMENT_PROVIDER) {
    case 'embedded':
      return embeddedProvider;
    case 'stripe':
      return stripeProvider(env);
  }
}
