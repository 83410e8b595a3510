import { z } from 'zod';

/**
 * The only reader of import.meta.env. Everything defaults to same-origin paths: in production the API serves
 * this app, and in development Vite proxies those paths to the API.
 */
const ZEnv = z.object({
  VITE_TRPC_PATH: z.string().startsWith('/').default('/trpc'),
  VITE_SPONSOR_LINE: z.string().min(1).default('by Spray Supply Co.'),
  // Map tiles ({s}, {z}, {x}, {y} placeholders, Leaflet syntax); OpenStreetMap unless a deployment sets its own.
  VITE_MAP_TILE_URL: z.string().min(1).default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
});

export const env = ZEnv.parse(import.meta.env);
