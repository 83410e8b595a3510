import type { DB } from '@wallcraft/db';
import type { TNotificationType, TProjectStatus, TUserType } from '@wallcraft/shared';
import type { FastifyInstance } from 'fastify';
import type { TNewNotification } from '../src/domains/notifications/schemas';
import { call, cookieFrom, json, type Outputs } from './helpers';

/** The one place tests make people and content: through the API, or written straight to the database. */

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export async function registerUser(
  app: FastifyInstance,
  body: Partial<{ email: string; password: string; firstName: string; lastName: string; referralCode: string }> = {},
) {
  const email = body.email ?? uniqueEmail();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { password: 'long-enough-pw', firstName: 'Ada', lastName: 'Lovelace', ...body, email },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { email, cookie: cookieFrom(response), user: response.json().user as { id: string } };
}

export type Person = Awaited<ReturnType<typeof registerAs>>;

/** A signed-up user in Houston whose active profile is `userType` (added as onboarding does). */
export async function registerAs(
  app: FastifyInstance,
  userType: TUserType,
  names: { firstName?: string; lastName?: string } = {},
) {
  const registered = await registerUser(app, names);
  const response = await call(app, registered.cookie, {
    method: 'PATCH',
    url: `/api/users/${registered.user.id}`,
    payload: { userType, location: 'Houston, TX' },
  });
  if (response.statusCode !== 200) throw new Error(`onboarding failed: ${response.statusCode} ${response.body}`);
  return registered;
}

/** Adds (if missing) and activates a profile of this type for the user. */
export async function becomes(
  app: FastifyInstance,
  who: { cookie: string; user: { id: string } },
  userType: TUserType,
) {
  const response = await call(app, who.cookie, {
    method: 'PATCH',
    url: `/api/users/${who.user.id}`,
    payload: { userType },
  });
  if (response.statusCode !== 200)
    throw new Error(`could not become ${userType}: ${response.statusCode} ${response.body}`);
}

export const WALL = {
  title: 'Loading dock',
  location: 'Houston, TX',
  width: 40.5,
  height: 12,
  surfaceType: 'brick',
  visibility: 'high',
} as const;

export async function createWall(app: FastifyInstance, cookie: string, body: Record<string, unknown> = {}) {
  const response = await call(app, cookie, { method: 'POST', url: '/api/walls', payload: { ...WALL, ...body } });
  if (response.statusCode !== 201) throw new Error(`wall failed: ${response.statusCode} ${response.body}`);
  return json<Outputs['walls']['create']>(response);
}

export async function createWallProject(
  app: FastifyInstance,
  cookie: string,
  wallId: string,
  body: Record<string, unknown> = {},
) {
  const response = await call(app, cookie, {
    method: 'POST',
    url: '/api/wall-projects',
    payload: { wallId, title: 'Sunrise mural', budget: 5000, ...body },
  });
  if (response.statusCode !== 201) throw new Error(`wall project failed: ${response.statusCode} ${response.body}`);
  return json<Outputs['wallProjects']['create']>(response);
}

export async function createProject(app: FastifyInstance, cookie: string, body: Record<string, unknown> = {}) {
  const response = await call(app, cookie, {
    method: 'POST',
    url: '/api/projects',
    payload: { title: 'Launch mural', location: 'Austin, TX', budget: '12,500', ...body },
  });
  if (response.statusCode !== 201) throw new Error(`project failed: ${response.statusCode} ${response.body}`);
  return json<Outputs['projects']['create']>(response);
}

/** Projects are written directly: their API belongs to another domain and is not what these tests check. */
export async function brandProject(
  db: DB,
  brandId: string,
  values: { title?: string; status?: TProjectStatus; budgetCents?: number } = {},
) {
  return db
    .insertInto('projects')
    .values({
      kind: 'brand',
      owner_id: brandId,
      title: values.title ?? 'Loading dock mural',
      description: 'A big bright wall',
      location: 'Houston, TX',
      status: values.status ?? 'open',
      budget_cents: values.budgetCents ?? 500_000,
      images: ['/media/dock.jpg'],
    })
    .returning(['id', 'title'])
    .executeTakeFirstOrThrow();
}

/** The artist applies to the brand's project and the brand accepts: the artist is hired on it. */
export async function hire(
  app: FastifyInstance,
  brand: { cookie: string },
  artist: { cookie: string },
  projectId: string,
) {
  const applied = await call(app, artist.cookie, {
    method: 'POST',
    url: '/api/applications',
    payload: { projectType: 'brand_project', projectId },
  });
  if (applied.statusCode !== 201) throw new Error(`application failed: ${applied.statusCode} ${applied.body}`);
  const accepted = await call(app, brand.cookie, {
    method: 'PATCH',
    url: `/api/applications/${applied.json().id}`,
    payload: { status: 'accepted' },
  });
  if (accepted.statusCode !== 200) throw new Error(`accepting failed: ${accepted.statusCode} ${accepted.body}`);
}

export async function wallProject(db: DB, ownerId: string, values: { title?: string; status?: TProjectStatus } = {}) {
  const wall = await db
    .insertInto('walls')
    .values({ owner_id: ownerId, title: 'Brick side wall', images: ['/media/wall.jpg'] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db
    .insertInto('projects')
    .values({
      kind: 'wall',
      owner_id: ownerId,
      wall_id: wall.id,
      title: values.title ?? 'Alley refresh',
      location: 'Austin, TX',
      status: values.status ?? 'open',
    })
    .returning(['id', 'title'])
    .executeTakeFirstOrThrow();
}

/**
 * A notification made straight in the database by a test of how notifications travel (realtime, mail, webhooks,
 * counts), where what it leads to does not matter: the id its type leads by (NOTIFICATION_LEADS_BY) may be left out,
 * which the API's own code cannot do.
 */
export function travellingNotification(
  values: Omit<TNewNotification, 'type'> & { type: TNotificationType },
): TNewNotification {
  return values as TNewNotification;
}
