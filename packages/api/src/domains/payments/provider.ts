import type { Env } from '../../env';

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
 * Where the money actually sits. The service owns the states and the ledger; a provider only moves real money:
 * - fund: take the payer's amount into escrow. 'funded' means held now (the service escrows the payment at
 *   once); 'pending' means the provider reports later (a webhook then calls service.fundPayment).
 * - release, refund, cancel: called inside the database transaction that makes the change, after its
 *   conditional update claimed the payment, so a throw rolls the change back and a second caller never gets here.
 *
 * A Stripe adapter plugs in here (PaymentIntents with manual capture: fund = create and confirm the intent,
 * release = capture and transfer the net, refund and cancel = cancel or refund the intent), chosen by
 * PAYMENT_PROVIDER in env.ts, with a webhook route that calls fundPayment on payment_intent.amount_capturable_updated.
 */
export interface PaymentProvider {
  readonly name: string;
  fund(payment: ProviderPayment): Promise<{ outcome: 'funded' | 'pending'; ref: string | null }>;
  release(payment: ProviderPayment): Promise<void>;
  refund(payment: ProviderPayment): Promise<void>;
  cancel(payment: ProviderPayment): Promise<void>;
}

/** The built-in provider: no card, no vendor; escrow is funded the moment a payment is made. */
export const embeddedProvider: PaymentProvider = {
  name: 'embedded',
  fund: (payment) => Promise.resolve({ outcome: 'funded', ref: `embedded-${payment.id}` }),
  release: () => Promise.resolve(),
  refund: () => Promise.resolve(),
  cancel: () => Promise.resolve(),
};

export function paymentProvider(env: Pick<Env, 'PAYMENT_PROVIDER'>): PaymentProvider {
  switch (env.PAYMENT_PROVIDER) {
    case 'embedded':
      return embeddedProvider;
  }
}
