import type { DB } from '@wallcraft/db';
import type { TPage } from '@wallcraft/shared/schemas';
import { personPosition } from '../../lib/coarse-location';
import { isUuid } from '../../lib/fields';
import { toProfileFields } from './fields';
import * as q from './queries';
import type { TPublicUser } from './schemas';

/**
 * A user as the viewer may see them: the one read users (GET /users), brands (GET /brands/{id}) and the public
 * profile page share, so those domains depend on profiles and not on each other. Only the user themselves sees
 * their exact coordinates.
 */
function toPublicUser(row: q.PublicUserRow, viewerId: string | null): TPublicUser {
  return Object.assign(toProfileFields(row), personPosition(row.id, viewerId, row), {
    userType: row.user_type ?? null,
    userTypes: row.user_types,
    hidden: row.id === viewerId && row.hidden_at !== null,
  });
}

/**
 * A user's public fields, or null (ids that are not UUIDs are simply unknown). A hidden or suspended user is
 * unknown to everyone but themselves.
 */
export async function findPublicUser(db: DB, id: string, viewerId: string | null): Promise<TPublicUser | null> {
  if (!isUuid(id)) return null;
  const row = await q.findPublicUserRow(db, id);
  if (!row || (!row.shown && row.id !== viewerId)) return null;
  return toPublicUser(row, viewerId);
}

/** A page of users' public fields, newest first, by name/location/business search and profile type. */
export async function listPublicUsers(
  db: DB,
  input: Parameters<typeof q.listPublicUserRows>[1],
  viewerId: string | null,
): Promise<TPage<TPublicUser>> {
  return q.listPublicUserRows(db, input, (row) => toPublicUser(row, viewerId));
}
