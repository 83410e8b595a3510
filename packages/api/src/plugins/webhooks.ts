import type { FastifyInstance } from 'fastify';
import { client } from '../domains/payments/stripe-provider';
import { handleStripeEvent } from '../domains/payments/webhook';
import type { ServerDeps } from '../trpc/context';

/**
 * POST /api/webhooks/stripe: Stripe's events, accepted only with a valid Stripe-Signature over the exact bytes
 * received (so this route reads its body raw; encapsulated, the rest of the API keeps its JSON parsing). Only
 * with PAYMENT_PROVIDER=stripe; otherwise 404.
 */
export async function webhooksPlugin(app: FastifyInstance, opts: { deps: ServerDeps }) {
  const { db, env } = opts.deps;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/webhooks/stripe', { schema: { hide: true } }, async (request, reply) => {
    if (env.PAYMENT_PROVIDER !== 'stripe' || !env.STRIPE_WEBHOOK_SECRET)
      return reply.status(404).send({ message: 'Stripe is not this server’s payment provider', code: 'NOT_FOUND' });
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
      return reply
        .status(400)
        .send({ message: 'Stripe-Signature header and a body are required', code: 'BAD_REQUEST' });
    let event;
    try {
      event = (await client(env)).webhooks.constructEvent(request.body, signature, env.STRIPE_WEBHOOK_SECRET);
    } catch {
      return reply.status(400).send({ message: 'The Stripe signature does not match this body', code: 'BAD_REQUEST' });
    }
    const outcome = await handleStripeEvent(db, env, event);
    return reply.status(200).send({ received: true, outcome });
  });
}
