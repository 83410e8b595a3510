import { hashPassword, verifyPassword, type DB } from '@wallcraft/db';
import type { TAdminRole } from '@wallcraft/shared';
import type { TAdminAcceptInviteRequest, TAdminSecondFactorRequest } from '@wallcraft/shared/schemas';
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from '../../../trpc/context';
import { AppError } from '../../../trpc/errors';
import { throttledSignIn } from '../../auth/service';
import { createAdminSession, deleteAdminSession, endSessionsOfAdmin } from '../../auth/sessions';
import { actorOf, audited, recordAudit, type AuditActor } from '../audit';
import type { TAdminOperatorUpdate, TAdminInviteRequest } from '../schemas';
import { checkTotp, hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUri } from './totp';

/**
 * Operators: sign-in with a password and a TOTP second factor, invitations by one-time link, and what a
 * superadmin changes about other operators. Every change is audited in its own transaction.
 */

const dummyHash = hashPassword('not-a-real-password');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
type AdminCtx = Context & { admin: NonNullable<Context['admin']> };

const publicAdmin = (admin: { id: string; username: string; role: TAdminRole }) => ({
  id: admin.id,
  username: admin.username,
  role: admin.role,
});

/** Hands the browser the console's session cookie, named and scoped as the session resolver reads it. */
function setAdminCookie(ctx: Context, token: string): void {
  const { name, path } = ctx.sessions.adminCookie(ctx.cookies.secure);
  ctx.cookies.set(name, token, { maxAgeSeconds: ctx.env.ADMIN_SESSION_TTL_HOURS * 3600, path });
}

/**
 * Step one: the password. It never signs in alone: the session it starts opens only the second step, which
 * either checks a code (totp_required) or, for an operator without a second factor yet, enrols one
 * (enrollment_required, with the secret to add to an authenticator app).
 */
export async function adminLogin(ctx: Context, input: { username: string; password: string }) {
  const admin = await throttledSignIn(ctx, `admin:${input.username}`, async () => {
    const found = await ctx.db
      .selectFrom('admins')
      .select(['id', 'username', 'role', 'password_hash', 'totp_enabled_at', 'disabled_at'])
      .where('username', '=', input.username)
      .executeTakeFirst();
    const valid = await verifyPassword(input.password, found?.password_hash ?? (await dummyHash));
    return found && valid && !found.disabled_at ? found : null;
  });
  if (!admin) throw new AppError('UNAUTHORIZED', 'Invalid credentials');
  if (ctx.admin) await deleteAdminSession(ctx.db, ctx.admin.sessionHash);
  const token = await createAdminSession(ctx.db, admin.id, {
    mfa: false,
    ttlHours: ctx.env.ADMIN_SESSION_TTL_HOURS,
    ip: ctx.ip,
  });
  setAdminCookie(ctx, token);
  if (admin.totp_enabled_at) return { status: 'totp_required' as const };
  // A fresh secret at each try until one is confirmed: a secret shown on an abandoned screen is never enrolled.
  const secret = newTotpSecret();
  await ctx.db.updateTable('admins').set({ totp_secret: secret }).where('id', '=', admin.id).execute();
  return { status: 'enrollment_required' as const, secret, otpauthUri: otpauthUri(admin.username, secret) };
}

/**
 * Step two: a code from the authenticator app (or a recovery code once enrolled). On success the pending
 * session is replaced by a full one under a new id; an enrolment also returns the recovery codes, shown once.
 */
export async function adminSecondFactor(ctx: Context, input: TAdminSecondFactorRequest) {
  const pending = ctx.admin;
  if (!pending || pending.mfa) throw new AppError('UNAUTHORIZED', 'Sign in with your username and password first');
  const outcome = await throttledSignIn(ctx, `admin-2fa:${pending.id}`, () =>
    checkSecondFactor(ctx.db, pending.id, input),
  );
  if (!outcome)
    throw new AppError(
      'UNAUTHORIZED',
      input.recoveryCode
        ? 'That recovery code is not valid or was used already'
        : 'That code is not valid; wait for the next one and try again',
    );
  await deleteAdminSession(ctx.db, pending.sessionHash);
  const token = await createAdminSession(ctx.db, pending.id, {
    mfa: true,
    ttlHours: ctx.env.ADMIN_SESSION_TTL_HOURS,
    ip: ctx.ip,
  });
  setAdminCookie(ctx, token);
  await recordAudit(
    ctx.db,
    { adminId: pending.id, ip: ctx.ip },
    {
      action: outcome.recoveryCodes ? 'operator.enrol_2fa' : 'operator.sign_in',
      targetType: 'admin',
      targetId: pending.id,
      note: input.recoveryCode ? 'with a recovery code' : null,
    },
  );
  return { admin: publicAdmin(pending), recoveryCodes: outcome.recoveryCodes };
}

async function checkSecondFactor(db: DB, adminId: string, input: TAdminSecondFactorRequest) {
  const admin = await db
    .selectFrom('admins')
    .select(['totp_secret', 'totp_enabled_at', 'totp_last_step'])
    .where('id', '=', adminId)
    .executeTakeFirstOrThrow();
  if (input.recoveryCode) {
    if (!admin.totp_enabled_at) return null;
    const used = await db
      .updateTable('admin_recovery_codes')
      .set({ used_at: new Date() })
      .where('admin_id', '=', adminId)
      .where('code_hash', '=', hashRecoveryCode(input.recoveryCode))
      .where('used_at', 'is', null)
      .returning('admin_id')
      .executeTakeFirst();
    return used ? { recoveryCodes: null } : null;
  }
  if (!admin.totp_secret || !input.code) return null;
  const step = await checkTotp(admin.totp_secret, input.code, admin.totp_last_step);
  if (step === null) return null;
  // Conditional, so two requests racing with the same code cannot both pass.
  const taken = await db
    .updateTable('admins')
    .set({ totp_last_step: step, totp_enabled_at: admin.totp_enabled_at ?? new Date() })
    .where('id', '=', adminId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  if (!taken) return null;
  if (admin.totp_enabled_at) return { recoveryCodes: null };
  return { recoveryCodes: await replaceRecoveryCodes(db, adminId) };
}

async function replaceRecoveryCodes(db: DB, adminId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('admin_recovery_codes')
    .values(codes.map((code) => ({ admin_id: adminId, code_hash: hashRecoveryCode(code) })))
    .execute();
  return codes;
}

export async function adminLogout(ctx: Context): Promise<void> {
  if (ctx.admin) await deleteAdminSession(ctx.db, ctx.admin.sessionHash);
  const { name, path } = ctx.sessions.adminCookie(ctx.cookies.secure);
  ctx.cookies.clear(name, { path });
}

/** New recovery codes (the old ones stop working), for an operator who used or lost theirs. */
export async function regenerateRecoveryCodes(ctx: AdminCtx) {
  return audited(ctx.db, actorOf(ctx), async (trx) => ({
    result: { recoveryCodes: await replaceRecoveryCodes(trx, ctx.admin.id) },
    audit: { action: 'operator.new_recovery_codes', targetType: 'admin', targetId: ctx.admin.id },
  }));
}

// Invitations ---------------------------------------------------------------------------------------------

export async function createInvite(ctx: AdminCtx, input: TAdminInviteRequest) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ctx.env.ADMIN_INVITE_TTL_HOURS * 3_600_000);
  return audited(ctx.db, actorOf(ctx), async (trx) => {
    const invite = await trx
      .insertInto('admin_invites')
      .values({
        token_hash: sha256(token),
        role: input.role,
        note: input.note ?? null,
        invited_by: ctx.admin.id,
        expires_at: expiresAt,
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    return {
      // The token exists only in this answer: the database keeps its hash.
      result: { id: invite.id, role: input.role, path: `/admin/invite/${token}`, expiresAt: expiresAt.toISOString() },
      audit: {
        action: 'operator.invite',
        targetType: 'admin_invite',
        targetId: invite.id,
        after: { role: input.role, note: input.note ?? null, expiresAt: expiresAt.toISOString() },
      },
    };
  });
}

export async function listInvites(db: DB) {
  const rows = await db
    .selectFrom('admin_invites')
    .innerJoin('admins', 'admins.id', 'admin_invites.invited_by')
    .select([
      'admin_invites.id',
      'admin_invites.role',
      'admin_invites.note',
      'admins.username as invited_by',
      'admin_invites.created_at',
      'admin_invites.expires_at',
    ])
    .where('admin_invites.accepted_at', 'is', null)
    .where('admin_invites.revoked_at', 'is', null)
    .where('admin_invites.expires_at', '>', new Date())
    .orderBy('admin_invites.created_at', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    role: row.role,
    note: row.note,
    invitedBy: row.invited_by,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  }));
}

export async function revokeInvite(ctx: AdminCtx, id: string): Promise<void> {
  await audited(ctx.db, actorOf(ctx), async (trx) => {
    const revoked = await trx
      .updateTable('admin_invites')
      .set({ revoked_at: new Date() })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .returning('role')
      .executeTakeFirst();
    if (!revoked) throw new AppError('NOT_FOUND', 'No open invitation with this id');
    return { result: undefined, audit: { action: 'operator.revoke_invite', targetType: 'admin_invite', targetId: id } };
  });
}

async function openInvite(db: DB, token: string) {
  const invite = await db
    .selectFrom('admin_invites')
    .select(['id', 'role', 'invited_by', 'expires_at'])
    .where('token_hash', '=', sha256(token))
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!invite) throw new AppError('NOT_FOUND', 'This invitation link is not valid or was used already');
  if (new Date(invite.expires_at) <= new Date())
    throw new AppError('FORBIDDEN', 'This invitation has expired; ask for a new one');
  return invite;
}

export async function lookupInvite(db: DB, token: string) {
  const invite = await openInvite(db, token);
  return { role: invite.role, expiresAt: new Date(invite.expires_at).toISOString() };
}

/** The invited operator's account, made once; they enrol their second factor at their first sign-in. */
export async function acceptInvite(ctx: Context, input: TAdminAcceptInviteRequest) {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction().execute(async (trx) => {
    const invite = await openInvite(trx, input.token);
    const taken = await trx.selectFrom('admins').select('id').where('username', '=', input.username).executeTakeFirst();
    if (taken) throw new AppError('CONFLICT', 'That username is taken; choose another');
    const admin = await trx
      .insertInto('admins')
      .values({
        username: input.username,
        password_hash: passwordHash,
        role: invite.role,
        invited_by: invite.invited_by,
      })
      .returning(['id', 'username', 'role'])
      .executeTakeFirstOrThrow();
    const accepted = await trx
      .updateTable('admin_invites')
      .set({ accepted_at: new Date(), accepted_admin_id: admin.id })
      .where('id', '=', invite.id)
      .where('accepted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!accepted) throw new AppError('NOT_FOUND', 'This invitation link is not valid or was used already');
    await recordAudit(
      trx,
      { adminId: admin.id, ip: ctx.ip },
      {
        action: 'operator.join',
        targetType: 'admin',
        targetId: admin.id,
        after: { username: admin.username, role: admin.role, invite: invite.id },
      },
    );
    return { admin: publicAdmin(admin) };
  });
}

// Operators ------------------------------------------------------------------------------------------------

export async function listOperators(db: DB) {
  const rows = await db
    .selectFrom('admins')
    .select((eb) => [
      'admins.id',
      'admins.username',
      'admins.role',
      'admins.totp_enabled_at',
      'admins.disabled_at',
      'admins.created_at',
      eb
        .selectFrom('admin_sessions')
        .select((s) => s.fn.max('admin_sessions.last_seen_at').as('seen'))
        .whereRef('admin_sessions.admin_id', '=', 'admins.id')
        .as('last_seen_at'),
    ])
    .orderBy('admins.created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    role: row.role,
    twoFactor: row.totp_enabled_at !== null,
    disabled: row.disabled_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
  }));
}

/**
 * A superadmin changes another operator: their role, disabled or not, or a reset of their second factor
 * (they enrol again at the next sign-in). Disabling or a reset ends their sessions at once. Nobody changes
 * themselves this way, and the last active superadmin stays one.
 */
export async function updateOperator(ctx: AdminCtx, input: TAdminOperatorUpdate) {
  if (input.id === ctx.admin.id)
    throw new AppError('INVALID_INPUT', 'You cannot change your own role or account; ask another superadmin');
  const actor: AuditActor = actorOf(ctx);
  const result = await audited(ctx.db, actor, async (trx) => {
    const before = await trx
      .selectFrom('admins')
      .select(['id', 'username', 'role', 'disabled_at', 'totp_enabled_at'])
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND', 'No operator with this id');
    const role = input.role ?? before.role;
    const disabledAt = input.disabled === undefined ? before.disabled_at : input.disabled ? new Date() : null;
    if (before.role === 'superadmin' && (role !== 'superadmin' || disabledAt)) {
      const others = await trx
        .selectFrom('admins')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'superadmin')
        .where('disabled_at', 'is', null)
        .where('id', '!=', input.id)
        .executeTakeFirstOrThrow();
      if (Number(others.n) === 0) throw new AppError('CONFLICT', 'Keep at least one active superadmin');
    }
    await trx
      .updateTable('admins')
      .set({
        role,
        disabled_at: disabledAt,
        ...(input.resetTwoFactor ? { totp_secret: null, totp_enabled_at: null, totp_last_step: null } : {}),
      })
      .where('id', '=', input.id)
      .execute();
    if (input.resetTwoFactor) await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', input.id).execute();
    const summary = (r: string, d: unknown, t: boolean) => ({ role: r, disabled: Boolean(d), twoFactor: t });
    return {
      result: {
        username: before.username,
        endSessions:
          Boolean(disabledAt && !before.disabled_at) || Boolean(input.resetTwoFactor) || role !== before.role,
      },
      audit: {
        action: 'operator.update',
        targetType: 'admin',
        targetId: input.id,
        before: summary(before.role, before.disabled_at, before.totp_enabled_at !== null),
        after: summary(role, disabledAt, input.resetTwoFactor ? false : before.totp_enabled_at !== null),
      },
    };
  });
  // A role change ends sessions too: an open socket keeps the role it was opened with.
  if (result.endSessions) await endSessionsOfAdmin(ctx.db, input.id);
  return (await listOperators(ctx.db)).find((operator) => operator.id === input.id)!;
}
