import type { DB } from '@wallcraft/db';
import type { TEmailCategory } from '@wallcraft/shared';
import { sql } from 'kysely';

export type OutboxValues = {
  userId: string;
  category: TEmailCategory | 'account';
  template: 'notification' | 'messages' | 'confirm' | 'reset' | 'receipt';
  data: Record<string, unknown>;
  notificationId?: string | null;
};

export async function insertOutbox(trx: DB, values: OutboxValues): Promise<string> {
  const row = await trx
    .insertInto('email_outbox')
    .values({
      user_id: values.userId,
      category: values.category,
      template: values.template,
      data: JSON.stringify(values.data),
      notification_id: values.notificationId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Opens the recipient's mail window for a conversation when none is open: true for the message that opened it
 * (its mail is queued), false while one is open. The row lock makes two concurrent messages open one window.
 */
export async function openConversationWindow(trx: DB, userId: string, otherId: string, minutes: number) {
  const opened = await trx
    .insertInto('email_conversation_windows')
    .values({ user_id: userId, other_id: otherId, window_until: sql<Date>`now() + make_interval(mins => ${minutes})` })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'other_id'])
        .doUpdateSet({ window_until: (eb) => eb.ref('excluded.window_until') })
        .where('email_conversation_windows.window_until', '<=', sql<Date>`now()`),
    )
    .returning('user_id')
    .executeTakeFirst();
  return opened !== undefined;
}

/**
 * Mails ready to go and not yet handed to a job (or handed over an hour ago and still unsent: the job was lost).
 * Message mails wait messageDelaySeconds after the message, so a reader who is online sees it first.
 */
export async function claimDue(db: DB, messageDelaySeconds: number, limit = 100): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('email_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('skipped_reason', 'is', null)
      .where('send_after', '<=', sql<Date>`now()`)
      .where((eb) => eb.or([eb('queued_at', 'is', null), eb('queued_at', '<', sql<Date>`now() - interval '1 hour'`)]))
      .where((eb) =>
        eb.or([
          eb('category', '<>', 'messages'),
          eb('created_at', '<=', sql<Date>`now() - make_interval(secs => ${messageDelaySeconds})`),
        ]),
      )
      .orderBy('send_after')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await trx
      .updateTable('email_outbox')
      .set({ queued_at: sql<Date>`now()` })
      .where('id', 'in', ids)
      .execute();
    return ids;
  });
}

export function findOutbox(db: DB, id: string) {
  return db
    .selectFrom('email_outbox')
    .innerJoin('users', 'users.id', 'email_outbox.user_id')
    .select([
      'email_outbox.id',
      'email_outbox.user_id',
      'email_outbox.category',
      'email_outbox.template',
      'email_outbox.data',
      'email_outbox.sent_at',
      'email_outbox.skipped_reason',
      'users.email',
      'users.suspended_at',
    ])
    .where('email_outbox.id', '=', id)
    .executeTakeFirst();
}

export async function markSent(db: DB, id: string) {
  await db
    .updateTable('email_outbox')
    .set({ sent_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function markSkipped(db: DB, id: string, reason: string) {
  await db.updateTable('email_outbox').set({ skipped_reason: reason }).where('id', '=', id).execute();
}

/** Whether the user came back recently: a reset or confirmation mail was queued for them less than `seconds` ago. */
export async function recentlyQueued(db: DB, userId: string, template: 'confirm' | 'reset', seconds: number) {
  const row = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('user_id', '=', userId)
    .where('template', '=', template)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirst();
  return row !== undefined;
}

export function countUnreadFrom(db: DB, userId: string, senderId: string) {
  return db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('receiver_id', '=', userId)
    .where('sender_id', '=', senderId)
    .where('status', '=', 'unread')
    .where('hidden_at', 'is', null)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

export function displayName(db: DB, userId: string) {
  return db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
}

export async function optedOut(db: DB, userId: string): Promise<TEmailCategory[]> {
  const rows = await db.selectFrom('email_opt_outs').select('category').where('user_id', '=', userId).execute();
  return rows.map((row) => row.category);
}

export async function setOptOut(db: DB, userId: string, category: TEmailCategory, optedOut: boolean) {
  if (optedOut)
    await db
      .insertInto('email_opt_outs')
      .values({ user_id: userId, category })
      .onConflict((oc) => oc.doNothing())
      .execute();
  else await db.deleteFrom('email_opt_outs').where('user_id', '=', userId).where('category', '=', category).execute();
}

export async function isOptedOut(db: DB, userId: string, category: TEmailCategory) {
  const row = await db
    .selectFrom('email_opt_outs')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('category', '=', category)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertToken(
  db: DB,
  values: { tokenHash: string; userId: string; purpose: 'confirm' | 'reset'; expiresAt: Date },
) {
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      purpose: values.purpose,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** Uses a live token once: the user it belongs to, or undefined when it is unknown, used or expired. */
export function consumeToken(trx: DB, tokenHash: string, purpose: 'confirm' | 'reset') {
  return trx
    .updateTable('email_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
}

/** Why a token could not be used: what the refusal tells its holder. */
export function findToken(db: DB, tokenHash: string, purpose: 'confirm' | 'reset') {
  return db
    .selectFrom('email_tokens')
    .select(['used_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** Every other live link of this purpose dies with the one used (an older reset mail opens nothing). */
export async function retireTokens(trx: DB, userId: string, purpose: 'confirm' | 'reset') {
  await trx
    .updateTable('email_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export function findUserByEmail(db: DB, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'suspended_at', 'email_confirmed_at'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUser(db: DB, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'email_confirmed_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function confirmEmail(trx: DB, userId: string) {
  await trx
    .updateTable('users')
    .set({ email_confirmed_at: sql<Date>`coalesce(email_confirmed_at, now())` })
    .where('id', '=', userId)
    .execute();
}

export async function setPasswordHash(trx: DB, userId: string, passwordHash: string) {
  await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** A payment a receipt mail is about: its parties, figures and project title. */
export function receiptPayment(db: DB, paymentId: string) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('projects as p', 'p.id', 't.project_id')
    .select(['t.payer_id', 't.recipient_id', 't.platform_fee_cents', 't.net_amount_cents', 'p.title'])
    .where('t.id', '=', paymentId)
    .executeTakeFirst();
}

/** A payment's ledger legs: the figures its receipts show. */
export function ledgerLegs(db: DB, owner: { transactionId: string }) {
  return db
    .selectFrom('ledger_entries')
    .select(['movement', 'account_type', 'amount_cents'])
    .where('transaction_id', '=', owner.transactionId)
    .execute();
}

/** A buyer's order, for its confirmation mail. */
export function receiptOrder(db: DB, orderId: string, userId: string) {
  return db
    .selectFrom('orders')
    .select(['subtotal_cents', 'tax_cents', 'shipping_cents', 'total_cents'])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
