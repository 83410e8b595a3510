import type { DB } from '@wallcraft/db';
import type { TUserType } from '@wallcraft/shared';
import type { FastifyInstance } from 'fastify';
import { registerAs } from '../../../test/fixtures';

/** Test data written straight to the database, so these tests do not depend on other domains' create calls. */

type Place = { location?: string | null; latitude?: number | null; longitude?: number | null };

/** A registered user whose active profile is `userType`, at the given place. */
export async function createPerson(
  app: FastifyInstance,
  db: DB,
  userType: TUserType,
  options: Place & { firstName?: string; lastName?: string } = {},
) {
  const person = await registerAs(app, userType, {
    firstName: options.firstName ?? 'Ada',
    lastName: options.lastName ?? 'Lovelace',
  });
  await db
    .updateTable('users')
    .set({
      location: options.location ?? null,
      latitude: options.latitude ?? null,
      longitude: options.longitude ?? null,
    })
    .where('id', '=', person.user.id)
    .execute();
  return { ...person, id: person.user.id };
}

export async function addArtistProfile(
  db: DB,
  userId: string,
  values: { specialties?: string[]; preferredStyles?: string[]; portfolioImages?: string[] } = {},
) {
  await db
    .insertInto('artist_profiles')
    .values({
      user_id: userId,
      specialties: values.specialties ?? [],
      preferred_styles: values.preferredStyles ?? [],
      portfolio_images: values.portfolioImages ?? [],
    })
    .execute();
}

export async function addBrandProfile(
  db: DB,
  userId: string,
  values: { companyName?: string; industry?: string; preferredStyles?: string[] } = {},
) {
  await db
    .insertInto('brand_profiles')
    .values({
      user_id: userId,
      company_name: values.companyName ?? null,
      industry: values.industry ?? null,
      preferred_styles: values.preferredStyles ?? [],
    })
    .execute();
}

export async function createWall(
  db: DB,
  ownerId: string,
  values: Place & { title?: string; images?: string[]; status?: 'available' | 'booked' | 'unavailable' } = {},
) {
  return db
    .insertInto('walls')
    .values({
      owner_id: ownerId,
      title: values.title ?? 'Test wall',
      images: values.images ?? [],
      location: values.location ?? null,
      latitude: values.latitude ?? null,
      longitude: values.longitude ?? null,
      status: values.status ?? 'available',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function createBrandProject(
  db: DB,
  brandId: string,
  values: { title?: string; images?: string[]; preferredStyles?: string[]; status?: 'open' | 'completed' } = {},
) {
  return db
    .insertInto('projects')
    .values({
      kind: 'brand',
      owner_id: brandId,
      title: values.title ?? 'Test project',
      images: values.images ?? [],
      preferred_styles: values.preferredStyles ?? [],
      status: values.status ?? 'open',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function createWallProject(
  db: DB,
  wallId: string,
  values: { title?: string; images?: string[]; preferredStyles?: string[]; status?: 'open' | 'completed' } = {},
) {
  return db
    .insertInto('projects')
    .values({
      kind: 'wall',
      owner_id: (eb) => eb.selectFrom('walls').select('owner_id').where('id', '=', wallId),
      wall_id: wallId,
      title: values.title ?? 'Test wall project',
      images: values.images ?? [],
      preferred_styles: values.preferredStyles ?? [],
      status: values.status ?? 'open',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
