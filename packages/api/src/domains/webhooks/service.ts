import type { DB } from '@wallcraft/db';
import type { Page } from '@wallcraft/db';
import { randomBytes } from 'node:crypto';
import type { Env } from '../../env';
import { AppError } from '../../trpc/errors';
import { productionRefusal } from './address';
import * as queries from './queries';
import type {
  TCreateWebhookRequest,
  TListWebhookDeliveriesRequest,
  TUpdateWebhookRequest,
  TWebhookDelivery,
  TWebhookEndpoint,
} from './schemas';

export { queueForNotification, queueWebhookEvent } from './events';

/** The most endpoints one user keeps: each event is one request per endpoint. */
export const MAX_ENDPOINTS = 10;
const NOT_FOUND = 'No such webhook endpoint among yours; list them with GET /api/webhooks';

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

function toEndpoint(row: queries.EndpointRow): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.event_types,
    secret: row.secret,
    enabled: row.enabled,
    disabledAt: iso(row.disabled_at),
    disabledReason: row.disabled_reason,
    consecutiveFailures: row.consecutive_failures,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function toDelivery(row: queries.DeliveryRow, attempts: queries.AttemptRow[]): TWebhookDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    deliveredAt: iso(row.delivered_at),
    createdAt: new Date(row.created_at).toISOString(),
    attemptLog: attempts
      .filter((attempt) => attempt.delivery_id === row.id)
      .map((attempt) => ({
        attemptedAt: new Date(attempt.attempted_at).toISOString(),
        statusCode: attempt.status_code,
        error: attempt.error,
        durationMs: attempt.duration_ms,
      })),
  };
}

/** A signing secret: whsec_ and 32 random bytes, as Stripe's look, so scanners and people recognise it. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** In production a webhook reaches only public https addresses (SSRF); a 400 saying why otherwise. */
function checkReachable(env: Pick<Env, 'NODE_ENV'>, url: string): void {
  if (env.NODE_ENV !== 'production') return;
  const refusal = productionRefusal(url);
  if (refusal) throw new AppError('INVALID_INPUT', `url: ${refusal}`);
}

export async function listEndpoints(db: DB, userId: string): Promise<TWebhookEndpoint[]> {
  return (await queries.listEndpointsOf(db, userId)).map(toEndpoint);
}

export async function createEndpoint(
  db: DB,
  env: Pick<Env, 'NODE_ENV'>,
  userId: string,
  input: TCreateWebhookRequest,
): Promise<TWebhookEndpoint> {
  checkReachable(env, input.url);
  if ((await queries.listEndpointsOf(db, userId)).length >= MAX_ENDPOINTS)
    throw new AppError('CONFLICT', `You have ${MAX_ENDPOINTS} webhook endpoints, the most allowed; delete one first`);
  const row = await queries.insertEndpoint(db, { userId, ...input, secret: newSecret() });
  return toEndpoint(row);
}

export async function updateEndpoint(
  db: DB,
  env: Pick<Env, 'NODE_ENV'>,
  userId: string,
  input: TUpdateWebhookRequest,
): Promise<TWebhookEndpoint> {
  if (input.url !== undefined) checkReachable(env, input.url);
  return db.transaction().execute(async (trx) => {
    const row = await queries.updateEndpoint(trx, userId, input.id, {
      ...input,
      ...(input.enabled === false ? { disabledReason: 'Disabled by you' } : {}),
    });
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    // Held while it was off: without a fresh window, one more failure would count as 3 days of them.
    if (input.enabled === true) await queries.resumePending(trx, row.id);
    return toEndpoint(row);
  });
}

/** A new secret at once: deliveries from now on are signed with it only. */
export async function rotateSecret(db: DB, userId: string, id: string): Promise<TWebhookEndpoint> {
  const row = await queries.updateEndpoint(db, userId, id, { secret: newSecret() });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toEndpoint(row);
}

export async function deleteEndpoint(db: DB, userId: string, id: string): Promise<void> {
  if (!(await queries.deleteEndpoint(db, userId, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
}

export async function listDeliveries(
  db: DB,
  userId: string,
  input: TListWebhookDeliveriesRequest,
): Promise<Page<TWebhookDelivery>> {
  if (!(await queries.findEndpoint(db, userId, input.id))) throw new AppError('NOT_FOUND', NOT_FOUND);
  const { items, nextCursor, attempts } = await queries.listDeliveries(db, input.id, input);
  return { items: items.map((row) => toDelivery(row, attempts)), nextCursor };
}

/** Queues a delivery again, now, with a fresh 3-day retry window; the same event id, so receivers can deduplicate. */
export async function redeliver(
  db: DB,
  userId: string,
  input: { id: string; deliveryId: string },
): Promise<TWebhookDelivery> {
  const endpoint = await queries.findEndpoint(db, userId, input.id);
  if (!endpoint) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (!endpoint.enabled) throw new AppError('CONFLICT', 'This endpoint is disabled: enable it first, then redeliver');
  if (!(await queries.requeueDelivery(db, input.id, input.deliveryId)))
    throw new AppError('NOT_FOUND', 'No such delivery on this endpoint');
  const delivery = await queries.findDelivery(db, input.id, input.deliveryId);
  if (!delivery) throw new AppError('NOT_FOUND', 'No such delivery on this endpoint');
  return toDelivery(delivery.row, delivery.attempts);
}
