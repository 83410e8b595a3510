import type { DB } from '@wallcraft/db';
import type { TWebhookEventType } from '@wallcraft/shared';
import { sql } from 'kysely';
import { page } from '../../lib/paging';

/** Every column of an endpoint its owner sees (the secret included: they verify signatures with it). */
const ENDPOINT = [
  'id',
  'url',
  'description',
  'event_types',
  'secret',
  'enabled',
  'disabled_at',
  'disabled_reason',
  'consecutive_failures',
  'created_at',
] as const;

const DELIVERY = [
  'webhook_deliveries.id',
  'webhook_deliveries.endpoint_id',
  'webhook_deliveries.event_id',
  'webhook_deliveries.event_type',
  'webhook_deliveries.status',
  'webhook_deliveries.attempts',
  'webhook_deliveries.next_attempt_at',
  'webhook_deliveries.last_status_code',
  'webhook_deliveries.last_error',
  'webhook_deliveries.delivered_at',
  'webhook_deliveries.created_at',
] as const;

export function insertEndpoint(
  db: DB,
  values: { userId: string; url: string; description: string; eventTypes: TWebhookEventType[]; secret: string },
) {
  return db
    .insertInto('webhook_endpoints')
    .values({
      user_id: values.userId,
      url: values.url,
      description: values.description,
      event_types: values.eventTypes,
      secret: values.secret,
    })
    .returning(ENDPOINT)
    .executeTakeFirstOrThrow();
}

export function listEndpointsOf(db: DB, userId: string) {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export type EndpointRow = Awaited<ReturnType<typeof listEndpointsOf>>[number];

export function findEndpoint(db: DB, userId: string, id: string) {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function updateEndpoint(
  db: DB,
  userId: string,
  id: string,
  changes: {
    url?: string;
    description?: string;
    eventTypes?: TWebhookEventType[];
    secret?: string;
    enabled?: boolean;
    disabledReason?: string;
  },
) {
  return db
    .updateTable('webhook_endpoints')
    .set({
      ...(changes.url !== undefined ? { url: changes.url } : {}),
      ...(changes.description !== undefined ? { description: changes.description } : {}),
      ...(changes.eventTypes !== undefined ? { event_types: changes.eventTypes } : {}),
      ...(changes.secret !== undefined ? { secret: changes.secret } : {}),
      ...(changes.enabled === true
        ? { enabled: true, disabled_at: null, disabled_reason: null, consecutive_failures: 0 }
        : {}),
      ...(changes.enabled === false
        ? { enabled: false, disabled_at: new Date(), disabled_reason: changes.disabledReason ?? null }
        : {}),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(ENDPOINT)
    .executeTakeFirst();
}

/** Re-enabling an endpoint gives the deliveries it held a fresh retry window, due now. */
export async function resumePending(db: DB, endpointId: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: sql`now()`, retry_until: sql`now() + interval '3 days'` })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .execute();
}

export function deleteEndpoint(db: DB, userId: string, id: string) {
  return db
    .deleteFrom('webhook_endpoints')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
}

/** The user's enabled endpoints subscribed to this event type. */
export function subscribedEndpoints(db: DB, userId: string, type: TWebhookEventType) {
  return db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('user_id', '=', userId)
    .where('enabled', '=', true)
    .where(sql<boolean>`${type} = ANY(event_types)`)
    .execute();
}

/** One delivery per endpoint; an event already queued for an endpoint is not queued again. */
export async function insertDeliveries(
  db: DB,
  endpointIds: string[],
  event: { id: string; type: TWebhookEventType; payload: Record<string, unknown> },
): Promise<void> {
  if (endpointIds.length === 0) return;
  await db
    .insertInto('webhook_deliveries')
    .values(
      endpointIds.map((endpointId) => ({
        endpoint_id: endpointId,
        event_id: event.id,
        event_type: event.type,
        payload: JSON.stringify(event.payload),
      })),
    )
    .onConflict((oc) => oc.columns(['endpoint_id', 'event_id']).doNothing())
    .execute();
}

/** An endpoint's deliveries, newest first, each with its attempts (oldest first). */
export async function listDeliveries(db: DB, endpointId: string, input: { cursor?: string | null; limit: number }) {
  const query = db
    .selectFrom('webhook_deliveries')
    .select(DELIVERY)
    .where('webhook_deliveries.endpoint_id', '=', endpointId);
  const result = await page(query, {
    sort: [
      ['webhook_deliveries.created_at', 'desc'],
      ['webhook_deliveries.id', 'desc'],
    ],
    cursor: input.cursor,
    limit: input.limit,
  });
  const ids = result.items.map((item) => item.id);
  const attempts = ids.length
    ? await db
        .selectFrom('webhook_attempts')
        .select(['delivery_id', 'attempted_at', 'status_code', 'error', 'duration_ms'])
        .where('delivery_id', 'in', ids)
        .orderBy('id')
        .execute()
    : [];
  return { ...result, attempts };
}

export type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>['items'][number];
export type AttemptRow = Awaited<ReturnType<typeof listDeliveries>>['attempts'][number];

/** Queues a delivery again, now, with a fresh retry window; undefined when it is not this endpoint's. */
export function requeueDelivery(db: DB, endpointId: string, deliveryId: string) {
  return db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: sql`now()`, retry_until: sql`now() + interval '3 days'` })
    .where('id', '=', deliveryId)
    .where('endpoint_id', '=', endpointId)
    .returning('id')
    .executeTakeFirst();
}

export async function findDelivery(db: DB, endpointId: string, deliveryId: string) {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select(DELIVERY)
    .where('webhook_deliveries.id', '=', deliveryId)
    .where('webhook_deliveries.endpoint_id', '=', endpointId)
    .executeTakeFirst();
  if (!row) return null;
  const attempts = await db
    .selectFrom('webhook_attempts')
    .select(['delivery_id', 'attempted_at', 'status_code', 'error', 'duration_ms'])
    .where('delivery_id', '=', deliveryId)
    .orderBy('id')
    .execute();
  return { row, attempts };
}

/**
 * Takes up to `limit` due deliveries of enabled endpoints and pushes their next attempt `leaseSeconds` ahead, so
 * no other worker takes them meanwhile; a worker that dies mid-attempt leaves them to be taken again then (at least
 * once). SKIP LOCKED lets several API processes claim side by side, each its own rows.
 */
export async function claimDue(db: DB, limit: number, leaseSeconds: number) {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
      .select('webhook_deliveries.id')
      .where('webhook_deliveries.status', '=', 'pending')
      .where('webhook_deliveries.next_attempt_at', '<=', sql<Date>`now()`)
      .where('webhook_endpoints.enabled', '=', true)
      .orderBy('webhook_deliveries.next_attempt_at')
      .limit(limit)
      .forUpdate('webhook_deliveries')
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('webhook_deliveries')
      .from('webhook_endpoints')
      .set((eb) => ({
        attempts: eb('webhook_deliveries.attempts', '+', 1),
        next_attempt_at: sql`now() + make_interval(secs => ${leaseSeconds})`,
      }))
      .whereRef('webhook_endpoints.id', '=', 'webhook_deliveries.endpoint_id')
      .where(
        'webhook_deliveries.id',
        'in',
        due.map((row) => row.id),
      )
      .returning([
        'webhook_deliveries.id',
        'webhook_deliveries.endpoint_id',
        'webhook_deliveries.event_id',
        'webhook_deliveries.event_type',
        'webhook_deliveries.payload',
        'webhook_deliveries.attempts',
        'webhook_deliveries.retry_until',
        'webhook_endpoints.user_id',
        'webhook_endpoints.url',
        'webhook_endpoints.secret',
      ])
      .execute();
  });
}

export type ClaimedDelivery = Awaited<ReturnType<typeof claimDue>>[number];

export async function insertAttempt(
  db: DB,
  values: { deliveryId: string; statusCode: number | null; error: string | null; durationMs: number },
): Promise<void> {
  await db
    .insertInto('webhook_attempts')
    .values({
      delivery_id: values.deliveryId,
      status_code: values.statusCode,
      error: values.error,
      duration_ms: values.durationMs,
    })
    .execute();
}

export async function markSucceeded(db: DB, deliveryId: string, statusCode: number): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'succeeded', last_status_code: statusCode, last_error: null, delivered_at: sql`now()` })
    .where('id', '=', deliveryId)
    .execute();
}

/** After a failed attempt: the next one at `nextAttemptAt`, or given up (failed) when that is null. */
export async function markAttemptFailed(
  db: DB,
  deliveryId: string,
  values: { statusCode: number | null; error: string; nextAttemptAt: Date | null },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: values.nextAttemptAt ? 'pending' : 'failed',
      last_status_code: values.statusCode,
      last_error: values.error,
      ...(values.nextAttemptAt ? { next_attempt_at: values.nextAttemptAt } : {}),
    })
    .where('id', '=', deliveryId)
    .execute();
}

export async function resetFailures(db: DB, endpointId: string): Promise<void> {
  await db.updateTable('webhook_endpoints').set({ consecutive_failures: 0 }).where('id', '=', endpointId).execute();
}

/** Counts a failed attempt against the endpoint; the new count. */
export async function countFailure(db: DB, endpointId: string): Promise<number> {
  const row = await db
    .updateTable('webhook_endpoints')
    .set((eb) => ({ consecutive_failures: eb('consecutive_failures', '+', 1) }))
    .where('id', '=', endpointId)
    .returning('consecutive_failures')
    .executeTakeFirst();
  return row?.consecutive_failures ?? 0;
}

/** Switches an endpoint off after repeated failure; false when it was already off (nobody is told twice). */
export async function disableForFailure(db: DB, endpointId: string, reason: string): Promise<boolean> {
  const row = await db
    .updateTable('webhook_endpoints')
    .set({ enabled: false, disabled_at: sql`now()`, disabled_reason: reason })
    .where('id', '=', endpointId)
    .where('enabled', '=', true)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}
