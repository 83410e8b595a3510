import type { DB } from '@wallcraft/db';
import type { TProjectStatus, TUserType } from '@wallcraft/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { call, registerUser } from './helpers';

export type Person = Awaited<ReturnType<typeof person>>;

/** A signed-up user whose active profile is `userType` (added as in onboarding). */
export async function person(app: FastifyInstance, userType: TUserType, names: { firstName?: string; lastName?: string } = {}) {
  const registered = await registerUser(app, names);
  await becomes(app, registered, userType);
  return registered;
}

/** Adds (if missing) and activates a profile of this type for the user. */
export async function becomes(app: FastifyInstance, who: { cookie: string; user: { id: string } }, userType: TUserType) {
  const response = await call(app, who.cookie, { method: 'PATCH', url: `/api/users/${who.user.id}`, payload: { userType } });
  if (response.statusCode !== 200) throw new Error(`could not become ${userType}: ${response.statusCode} ${response.body}`);
}

/** Projects are written directly: their API belongs to another domain and is not what these tests check. */
export async function brandProject(db: DB, brandId: string, values: { title?: string; status?: TProjectStatus; budgetCents?: number } = {}) {
  return db
    .insertInto('brand_projects')
    .values({ brand_id: brandId, title: values.title ?? 'Loading dock mural', description: 'A big bright wall', location: 'Houston, TX', status: values.status ?? 'open', budget_cents: values.budgetCents ?? 500_000, images: ['/media/dock.jpg'] })
    .returning(['id', 'title'])
    .executeTakeFirstOrThrow();
}

export async function wallProject(db: DB, ownerId: string, values: { title?: string; status?: TProjectStatus } = {}) {
  const wall = await db.insertInto('walls').values({ owner_id: ownerId, title: 'Brick side wall', images: ['/media/wall.jpg'] }).returning('id').executeTakeFirstOrThrow();
  return db
    .insertInto('wall_projects')
    .values({ wall_id: wall.id, title: values.title ?? 'Alley refresh', location: 'Austin, TX', status: values.status ?? 'open' })
    .returning(['id', 'title'])
    .executeTakeFirstOrThrow();
}

/** The parsed body, typed as loosely as inject's own json(). */
export const json = (response: LightMyRequestResponse) => response.json();
