import type { DB } from '@wallcraft/db';
import {
  EARTH_RADIUS_MILES,
  HOUSTON,
  type TProjectStatus,
  type TProjectTimeline,
  type TUserType,
  type TWallStatus,
} from '@wallcraft/shared';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { json, type Outputs } from '../../../test/helpers';

/** The viewer of the distance tests, and a point `miles` due north of it (a meridian is a great circle). */
export const VIEWER = { lat: HOUSTON.latitude, lng: HOUSTON.longitude };
export const northOf = (miles: number) => ({
  latitude: VIEWER.lat + ((miles / EARTH_RADIUS_MILES) * 180) / Math.PI,
  longitude: VIEWER.lng,
});
export const NOWHERE = { latitude: null, longitude: null };
type Coordinates = { latitude: number | null; longitude: number | null };

let clock = Date.UTC(2026, 0, 1);
/** Strictly increasing creation times, so "newest first" is predictable. */
const nextTime = () => new Date((clock += 60_000));

export async function emptyDatabase(db: DB): Promise<void> {
  await sql`TRUNCATE users CASCADE`.execute(db);
}

export async function addUser(
  db: DB,
  types: TUserType[],
  values: Partial<
    {
      first_name: string | null;
      last_name: string | null;
      location: string | null;
      bio: string;
      hero_image_url: string;
      profile_image_url: string;
    } & Coordinates
  > = {},
) {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      email: `${id}@example.com`,
      password_hash: 'x',
      first_name: 'Test',
      last_name: 'Person',
      latitude: null,
      longitude: null,
      ...values,
    })
    .execute();
  for (const user_type of types) await db.insertInto('accounts').values({ user_id: id, user_type }).execute();
  return id;
}

export async function addArtist(
  db: DB,
  values: Parameters<typeof addUser>[2] &
    Partial<{ specialties: string[]; portfolio_images: string[]; rating: number | null; story: string }> = {},
) {
  const { specialties = [], portfolio_images = [], rating = null, story, ...user } = values;
  const id = await addUser(db, ['artist'], user);
  await db
    .insertInto('artist_profiles')
    .values({ user_id: id, specialties, portfolio_images, rating, story, created_at: nextTime() })
    .execute();
  return id;
}

export async function addBrand(
  db: DB,
  values: Parameters<typeof addUser>[2] &
    Partial<{ company_name: string; industry: string; budget_cents: number | null; past_projects: number }> = {},
) {
  const { company_name = 'Acme', industry = null, budget_cents = null, past_projects = 0, ...user } = values;
  const id = await addUser(db, ['brand'], user);
  await db
    .insertInto('brand_profiles')
    .values({ user_id: id, company_name, industry, budget_cents, past_projects, created_at: nextTime() })
    .execute();
  return id;
}

type WallValues = Partial<
  {
    title: string;
    description: string;
    location: string | null;
    surface_type: 'brick' | 'concrete' | 'metal' | 'wood' | 'stucco' | 'glass' | 'other';
    visibility: 'high' | 'medium' | 'low' | 'private';
    images: string[];
    view_count: number;
    status: TWallStatus;
  } & Coordinates
>;
export async function addWall(db: DB, ownerId: string, values: WallValues = {}) {
  const id = randomUUID();
  await db
    .insertInto('walls')
    .values({
      id,
      owner_id: ownerId,
      title: 'A wall',
      latitude: null,
      longitude: null,
      created_at: nextTime(),
      ...values,
    })
    .execute();
  return id;
}

type ProjectValues = Partial<
  {
    title: string;
    description: string;
    location: string;
    budget_cents: number | null;
    timeline: TProjectTimeline | null;
    status: TProjectStatus;
    images: string[];
  } & Coordinates
>;
export async function addBrandProject(db: DB, brandId: string, values: ProjectValues = {}) {
  const id = randomUUID();
  await db
    .insertInto('projects')
    .values({
      id,
      kind: 'brand',
      owner_id: brandId,
      title: 'A brand project',
      latitude: null,
      longitude: null,
      created_at: nextTime(),
      ...values,
    })
    .execute();
  return id;
}

export async function addWallProject(db: DB, wallId: string, values: ProjectValues = {}) {
  const id = randomUUID();
  await db
    .insertInto('projects')
    .values({
      id,
      kind: 'wall',
      owner_id: (eb) => eb.selectFrom('walls').select('owner_id').where('id', '=', wallId),
      wall_id: wallId,
      title: 'A wall project',
      latitude: null,
      longitude: null,
      created_at: nextTime(),
      ...values,
    })
    .execute();
  return id;
}

export type Item = Outputs['discover']['search']['items'][number];

/** GET /api/discover with a query string (arrays become repeated keys); fails the test on a non-200. */
export async function discover(app: FastifyInstance, params: Record<string, string | number | string[]> = {}) {
  const response = await discoverRaw(app, params);
  if (response.statusCode !== 200) throw new Error(`discover failed: ${response.statusCode} ${response.body}`);
  return json<Outputs['discover']['search']>(response);
}

export function discoverRaw(app: FastifyInstance, params: Record<string, string | number | string[]>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of [value].flat()) query.append(key, String(v));
  return app.inject({ method: 'GET', url: `/api/discover?${query.toString()}` });
}

/** Every page, following nextCursor. */
export async function allPages(app: FastifyInstance, params: Record<string, string | number | string[]>) {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const page = await discover(app, cursor ? { ...params, cursor } : params);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

export const ids = (items: Item[]) => items.map((i) => i.id).sort();
