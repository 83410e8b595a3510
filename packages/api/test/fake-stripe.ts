import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';

type Recorded = { method: string; path: string; body: URLSearchParams; idempotencyKey: string | undefined };
type Session = { id: string; status: 'open' | 'complete' | 'expired'; metadata: Record<string, string> };

/**
 * A local stand-in for the parts of Stripe's HTTP API the provider calls (Checkout Sessions, transfers, refunds),
 * with Stripe's form-encoded requests and JSON answers, so tests never touch the network. It records every call
 * and can be told to fail the next one.
 */
export async function startFakeStripe() {
  const app = Fastify();
  const calls: Recorded[] = [];
  const sessions = new Map<string, Session>();
  let failNext: { status: number; message: string; type: string; code?: string } | null = null;
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++counter}`;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, new URLSearchParams(body as string)),
  );
  app.addHook('preHandler', async (request, reply) => {
    calls.push({
      method: request.method,
      path: request.url.split('?')[0]!,
      body: (request.body as URLSearchParams | undefined) ?? new URLSearchParams(),
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    });
    if (failNext) {
      const { status, ...error } = failNext;
      failNext = null;
      return reply.status(status).send({ error });
    }
  });

  const metadataOf = (body: URLSearchParams) => {
    const metadata: Record<string, string> = {};
    for (const [key, value] of body) {
      const name = /^metadata\[(\w+)\]$/.exec(key)?.[1];
      if (name) metadata[name] = value;
    }
    return metadata;
  };

  app.post('/v1/checkout/sessions', async (request) => {
    const body = request.body as URLSearchParams;
    const session: Session = { id: nextId('cs'), status: 'open', metadata: metadataOf(body) };
    sessions.set(session.id, session);
    return { ...sessionJson(session), url: `https://checkout.stripe.test/${session.id}` };
  });
  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session)
      return reply.status(404).send({ error: { type: 'invalid_request_error', message: 'No such session' } });
    return sessionJson(session);
  });
  app.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session || session.status !== 'open')
      return reply.status(400).send({ error: { type: 'invalid_request_error', message: 'Session is not open' } });
    session.status = 'expired';
    return sessionJson(session);
  });
  app.post('/v1/transfers', async (request) => {
    const body = request.body as URLSearchParams;
    return {
      id: nextId('tr'),
      object: 'transfer',
      amount: Number(body.get('amount')),
      destination: body.get('destination'),
    };
  });
  app.post('/v1/refunds', async (request) => {
    const body = request.body as URLSearchParams;
    return { id: nextId('re'), object: 'refund', payment_intent: body.get('payment_intent'), status: 'succeeded' };
  });

  app.post('/v1/accounts', async () => ({ id: nextId('acct'), object: 'account', type: 'express' }));
  app.post('/v1/account_links', async (request) => {
    const body = request.body as URLSearchParams;
    return { object: 'account_link', url: `https://connect.stripe.test/setup/${body.get('account')}` };
  });

  function sessionJson(session: Session) {
    return {
      id: session.id,
      object: 'checkout.session',
      status: session.status,
      metadata: session.metadata,
      url: null,
    };
  }

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    calls,
    /** The next call answers this error (Stripe's error shape). */
    failNext(status: number, message: string) {
      failNext = { status, message, type: 'invalid_request_error' };
    },
    /** The next call answers a declined card (a 402 card_error, as Stripe answers one). */
    declineNext(message = 'Your card was declined.') {
      failNext = { status: 402, message, type: 'card_error', code: 'card_declined' };
    },
    /** The payer paid on the hosted page: the session completes with a PaymentIntent. */
    complete(sessionId: string) {
      const session = sessions.get(sessionId)!;
      session.status = 'complete';
      return {
        id: nextId('evt'),
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            ...sessionJson(session),
            payment_status: 'paid',
            payment_intent: `pi_for_${sessionId}`,
          },
        },
      };
    },
    /** The payer never paid: the session expires (Stripe's checkout.session.expired). */
    expire(sessionId: string) {
      const session = sessions.get(sessionId)!;
      session.status = 'expired';
      return {
        id: nextId('evt'),
        object: 'event',
        type: 'checkout.session.expired',
        data: { object: { ...sessionJson(session), payment_status: 'unpaid', payment_intent: null } },
      };
    },
    close: () => app.close(),
  };
}

export const FAKE_WEBHOOK_SECRET = 'whsec_test_secret_for_wallcraft';

/** The settings that point the API's Stripe provider at a fake started with startFakeStripe. */
export function fakeStripeEnv(url: string) {
  return {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_wallcraft',
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_API_URL: url,
    WEB_ORIGIN: 'https://wallcraft.test',
  };
}

/** An event as Stripe posts it: the JSON body and its signature, made with the library and the fake's secret. */
export function signedEvent(event: object) {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_WEBHOOK_SECRET }) };
}

/** Posts a body to the API's Stripe webhook route with the given signature header, as Stripe does. */
export function postStripeWebhook(app: FastifyInstance, payload: string, signature: string) {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

/** Posts an event signed with the fake's secret to the webhook route. */
export function postStripeEvent(app: FastifyInstance, event: object) {
  const { payload, signature } = signedEvent(event);
  return postStripeWebhook(app, payload, signature);
}
