import type { DB } from '@wallcraft/db';
import type { TApiTokenScope } from '@wallcraft/shared';

/** Every column a token's owner may see: never token_hash. */
const LISTED = ['id', 'name', 'prefix', 'scopes', 'expires_at', 'last_used_at', 'revoked_at', 'created_at'] as const;

export function insertToken(
  db: DB,
  values: {
    userId: string;
    name: string;
    tokenHash: string;
    prefix: string;
    scopes: TApiTokenScope[];
    expiresAt: Date | null;
  },
) {
  return db
    .insertInto('api_tokens')
    .values({
      user_id: values.userId,
      name: values.name,
      token_hash: values.tokenHash,
      prefix: values.prefix,
      scopes: values.scopes,
      expires_at: values.expiresAt,
    })
    .returning(LISTED)
    .executeTakeFirstOrThrow();
}

export function listTokensOf(db: DB, userId: string) {
  return db
    .selectFrom('api_tokens')
    .select(LISTED)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Revokes one of the user's tokens; undefined when it is not theirs. A token revoked before stays as it was. */
export function revokeToken(db: DB, userId: string, id: string) {
  return db
    .updateTable('api_tokens')
    .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(new Date())) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
}

/** The live token with this hash, whose user is not suspended. */
export function findLiveToken(db: DB, tokenHash: string, now: Date) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select(['api_tokens.id', 'api_tokens.user_id', 'api_tokens.scopes', 'api_tokens.last_used_at'])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('api_tokens.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('api_tokens.expires_at', 'is', null), eb('api_tokens.expires_at', '>', now)]))
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
}

export async function touchToken(db: DB, id: string, now: Date): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
}
