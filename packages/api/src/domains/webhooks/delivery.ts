import type { DB } from '@wallcraft/db';
import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Env } from '../../env';
import { SpanKind, withSpan } from '../../telemetry/tracing';
import { createNotification } from '../notifications/service';
import { isPrivateAddress } from './address';
import * as queries from './queries';

/** The most of a receiver's answer read: a longer one is cut off and counts as a failure. */
export const MAX_RESPONSE_BYTES = 64 * 1024;
/** Waits before each retry (then the last, repeated) until the delivery's retry window (3 days) closes. */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600, 6 * 3600, 12 * 3600];
/**
 * An endpoint is switched off, and its owner told, after this many failed attempts in a row (across its
 * deliveries, reset by any success), or when one delivery has failed for its whole 3-day window.
 */
export const DISABLE_AFTER_FAILURES = 20;
/** How long a claimed delivery is kept from other workers: well past the request timeout. */
const LEASE_SECONDS = 120;
const USER_AGENT = 'WallCraft-Webhooks/1.0';

type DeliveryEnv = Pick<Env, 'NODE_ENV' | 'WEBHOOK_TIMEOUT_MS'>;

/** The WallCraft-Signature header: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>. */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** The delay before retry number `attempt` (1 = after the first failure). */
export function retryDelaySeconds(attempt: number): number {
  return RETRY_DELAYS_SECONDS[Math.min(attempt, RETRY_DELAYS_SECONDS.length) - 1]!;
}

type Outcome = { statusCode: number | null; error: string | null };

/** In production, DNS answers pointing inward are refused at connect time, so a rebinding name cannot slip by. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const usable = addresses.filter((address) => !isPrivateAddress(address.address));
    if (usable.length === 0 || usable.length !== addresses.length)
      return callback(
        Object.assign(new Error(`${hostname} resolves to a private address; refused`), { code: 'EPRIVATE' }),
        '',
        0,
      );
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
    return callback(null, usable[0]!.address, usable[0]!.family);
  });
};

/**
 * POSTs one signed event. Never hangs and never reads without bound: the whole exchange is cut at the timeout and
 * the answer at MAX_RESPONSE_BYTES; redirects are not followed (a 3xx is a failure).
 */
export function post(
  env: DeliveryEnv,
  target: { url: string; secret: string; eventId: string; eventType: string },
  body: string,
  now = new Date(),
): Promise<Outcome> {
  const url = new URL(target.url);
  if (env.NODE_ENV === 'production' && (url.protocol !== 'https:' || isPrivateAddress(url.hostname)))
    return Promise.resolve({ statusCode: null, error: 'The URL is not a public https address; refused' });
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Outcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };
    const request = client.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': USER_AGENT,
        'wallcraft-event-id': target.eventId,
        'wallcraft-event-type': target.eventType,
        'wallcraft-signature': signatureHeader(target.secret, body, Math.floor(now.getTime() / 1000)),
      },
      ...(env.NODE_ENV === 'production' ? { lookup: publicOnlyLookup } : {}),
      agent: false,
    });
    const timer = setTimeout(
      () => finish({ statusCode: null, error: `No complete answer within ${env.WEBHOOK_TIMEOUT_MS} ms` }),
      env.WEBHOOK_TIMEOUT_MS,
    );
    request.on('error', (error) => finish({ statusCode: null, error: error.message }));
    request.on('response', (response) => {
      const statusCode = response.statusCode ?? 0;
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_RESPONSE_BYTES)
          finish({ statusCode, error: `The answer was longer than ${MAX_RESPONSE_BYTES} bytes; cut off` });
      });
      response.on('end', () =>
        finish(
          statusCode >= 200 && statusCode < 300
            ? { statusCode, error: null }
            : { statusCode, error: `The receiver answered ${statusCode}` },
        ),
      );
      response.on('error', (error) => finish({ statusCode, error: error.message }));
    });
    request.end(body);
  });
}

/** Records one attempt's outcome: success, a retry later, or giving up (and perhaps switching the endpoint off). */
async function settle(db: DB, delivery: queries.ClaimedDelivery, outcome: Outcome, durationMs: number) {
  await db.transaction().execute(async (trx) => {
    await queries.insertAttempt(trx, { deliveryId: delivery.id, ...outcome, durationMs });
    if (outcome.error === null && outcome.statusCode !== null) {
      await queries.markSucceeded(trx, delivery.id, outcome.statusCode);
      await queries.resetFailures(trx, delivery.endpoint_id);
      return;
    }
    const next = new Date(Date.now() + retryDelaySeconds(delivery.attempts) * 1000);
    const givingUp = next > new Date(delivery.retry_until);
    await queries.markAttemptFailed(trx, delivery.id, {
      statusCode: outcome.statusCode,
      error: outcome.error ?? 'Failed',
      nextAttemptAt: givingUp ? null : next,
    });
    const failures = await queries.countFailure(trx, delivery.endpoint_id);
    if (givingUp || failures >= DISABLE_AFTER_FAILURES) await disable(trx, delivery, failures, givingUp);
  });
}

async function disable(trx: DB, delivery: queries.ClaimedDelivery, failures: number, givingUp: boolean) {
  const reason = givingUp ? 'A delivery failed for 3 days' : `${failures} delivery attempts in a row failed`;
  if (!(await queries.disableForFailure(trx, delivery.endpoint_id, reason))) return;
  // The owner hears it in the bell and by email (the Webhooks category of their email preferences).
  await createNotification(trx, {
    userId: delivery.user_id,
    type: 'webhook_disabled',
    title: 'Webhook endpoint disabled',
    message: `${reason}, so WallCraft stopped sending events to ${delivery.url}. Fix it, then enable it in Settings.`,
  });
}

/**
 * One pass of the delivery worker: claims due deliveries (FOR UPDATE SKIP LOCKED, so API processes share the work
 * without doubling it), sends them side by side and records each outcome. Returns how many were attempted.
 */
export async function runDeliveryPass(db: DB, env: DeliveryEnv, { limit = 20 } = {}): Promise<number> {
  const claimed = await queries.claimDue(db, limit, LEASE_SECONDS);
  // Every delivery is settled before a failure is reported (an endpoint deleted mid-attempt cannot log it): one
  // failing record leaves its delivery to be taken again after the lease, and does not cut the others short.
  const settled = await Promise.allSettled(
    claimed.map((delivery) =>
      withSpan(
        'webhook deliver',
        {
          kind: SpanKind.CLIENT,
          attributes: {
            'webhook.delivery_id': delivery.id,
            'webhook.event_type': delivery.event_type,
            'webhook.attempt': delivery.attempts,
          },
        },
        async (span) => {
          const body = JSON.stringify(delivery.payload);
          const started = Date.now();
          const outcome = await post(
            env,
            { url: delivery.url, secret: delivery.secret, eventId: delivery.event_id, eventType: delivery.event_type },
            body,
          );
          // The receiver's host, never its path or query, which may hold a secret of theirs.
          span?.setAttributes({
            'server.address': new URL(delivery.url).hostname,
            ...(outcome.statusCode === null ? {} : { 'http.response.status_code': outcome.statusCode }),
            ...(outcome.error === null ? {} : { 'error.type': 'delivery_failed' }),
          });
          await settle(db, delivery, outcome, Date.now() - started);
        },
      ),
    ),
  );
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return claimed.length;
}
