import type { DB } from '@wallcraft/db';
import { centsToDecimalString } from '@wallcraft/shared';
import type { TAdminUsersRequest, TSuspendUserForm } from '@wallcraft/shared/schemas';
import type { Context } from '../../../trpc/context';
import { AppError } from '../../../trpc/errors';
import { roleAtLeast } from '../../../trpc/procedures';
import { endSessionsOfSuspendedUser, forgetSuspendedSessions } from '../../auth/sessions';
import * as users from '../../users/service';
import { actorOf, audited } from '../audit';
import * as queries from './queries';
import type { TAdminUserDetail, TAdminUserRow } from './schemas';

/** Operators' view of users: the table, one user in detail, and suspending or reinstating them. */

type AdminContext = Context & { admin: NonNullable<Context['admin']> };

const iso = (value: Date | string) => new Date(value).toISOString();
/** A flow of payments as counted (cents) to the wire (an amount). */
const flowOut = (flow: { count: number; amountCents: number }) => ({
  count: flow.count,
  amount: centsToDecimalString(flow.amountCents),
});

function suspensionOf(row: { suspended_at: Date | string | null; suspended_reason: string | null }) {
  return row.suspended_at ? { at: iso(row.suspended_at), reason: row.suspended_reason } : null;
}

export async function listUsers(db: DB, input: TAdminUsersRequest) {
  const { items, nextCursor, total } = await queries.listUsers(db, input);
  return {
    total,
    nextCursor,
    items: items.map((row): TAdminUserRow => ({
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      userTypes: row.user_types,
      verified: row.verified,
      suspended: suspensionOf(row),
      createdAt: iso(row.created_at),
    })),
  };
}

export async function getUser(ctx: AdminContext, id: string): Promise<TAdminUserDetail> {
  const row = await queries.findUser(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  const [accounts, counts, payments] = await Promise.all([
    queries.accountsOf(ctx.db, id),
    queries.countsOf(ctx.db, id),
    queries.paymentFlowsOf(ctx.db, id),
  ]);
  const suspended = suspensionOf(row);
  const operator = roleAtLeast(ctx.admin.role, 'operator');
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    userTypes: accounts.map((a) => a.user_type),
    verified: row.verified,
    suspended,
    createdAt: iso(row.created_at),
    activeUserType: row.active_user_type,
    location: row.location,
    phone: row.phone,
    businessName: row.business_name,
    accounts: accounts.map((a) => ({ userType: a.user_type, createdAt: iso(a.created_at) })),
    counts,
    payments: { in: flowOut(payments.in), out: flowOut(payments.out) },
    can: { suspend: operator && !suspended, reinstate: operator && Boolean(suspended) },
  };
}

/**
 * Suspends a user: the flag and its audit row commit together, then every session of theirs ends, so their open
 * pages and websockets are signed out at once; signing in again is refused (auth) until an operator reinstates them.
 */
export async function suspendUser(ctx: AdminContext, id: string, input: TSuspendUserForm) {
  await audited(ctx.db, actorOf(ctx), async (trx) => {
    const after = await users.suspendUser(trx, id, input.reason);
    return {
      result: undefined,
      audit: {
        action: 'user.suspend',
        targetType: 'user',
        targetId: id,
        before: { suspendedAt: null },
        after: { suspendedAt: after.suspended_at && iso(after.suspended_at), reason: after.suspended_reason },
        note: input.reason,
      },
    };
  });
  // After the commit: a session resolved meanwhile already sees the suspension and is refused. Each one ended is
  // remembered, so the user's open tabs say why.
  await endSessionsOfSuspendedUser(ctx.db, id);
  return getUser(ctx, id);
}

export async function reinstateUser(ctx: AdminContext, id: string) {
  await audited(ctx.db, actorOf(ctx), async (trx) => {
    const before = await users.reinstateUser(trx, id);
    return {
      result: undefined,
      audit: {
        action: 'user.reinstate',
        targetType: 'user',
        targetId: id,
        before: { suspendedAt: iso(before.suspended_at), reason: before.suspended_reason },
        after: { suspendedAt: null },
      },
    };
  });
  await forgetSuspendedSessions(ctx.db, id);
  return getUser(ctx, id);
}
