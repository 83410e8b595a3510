import type { FastifyInstance } from 'fastify';
import { call, registerUser } from './helpers';

/** A signed-up user whose active profile is the given type (as onboarding leaves it). */
export async function registerAs(app: FastifyInstance, userType: 'artist' | 'wall_owner' | 'brand', firstName = 'Ada') {
  const registered = await registerUser(app, { firstName });
  const response = await call(app, registered.cookie, { method: 'PATCH', url: `/api/users/${registered.user.id}`, payload: { userType, location: 'Houston, TX' } });
  if (response.statusCode !== 200) throw new Error(`onboarding failed: ${response.statusCode} ${response.body}`);
  return registered;
}

export const WALL = { title: 'Loading dock', location: 'Houston, TX', width: 40.5, height: 12, surfaceType: 'brick', visibility: 'high' } as const;

export async function createWall(app: FastifyInstance, cookie: string, body: Record<string, unknown> = {}) {
  const response = await call(app, cookie, { method: 'POST', url: '/api/walls', payload: { ...WALL, ...body } });
  if (response.statusCode !== 201) throw new Error(`wall failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; title: string; location: string | null; latitude: number | null; longitude: number | null };
}

export async function createWallProject(app: FastifyInstance, cookie: string, wallId: string, body: Record<string, unknown> = {}) {
  const response = await call(app, cookie, { method: 'POST', url: '/api/wall-projects', payload: { wallId, title: 'Sunrise mural', budget: 5000, ...body } });
  if (response.statusCode !== 201) throw new Error(`wall project failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; title: string; budget: string | null };
}

export async function createProject(app: FastifyInstance, cookie: string, body: Record<string, unknown> = {}) {
  const response = await call(app, cookie, { method: 'POST', url: '/api/projects', payload: { title: 'Launch mural', location: 'Austin, TX', budget: '12,500', ...body } });
  if (response.statusCode !== 201) throw new Error(`project failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; title: string; budget: string | null };
}
