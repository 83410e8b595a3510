/**
 * The only reader of import.meta.env. Everything defaults to same-origin paths: in production the API serves
 * this app, and in development Vite proxies those paths to the API.
 *
 * Checked by hand rather than with zod (the house rule elsewhere): this file is on every first load, and even
 * zod/mini adds 15 KB of gzip to it for three strings.
 */
function read(name: string, fallback: string, valid: (value: string) => boolean, rule: string): string {
  const value: unknown = import.meta.env[name];
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !valid(value)) throw new Error(`${name} ${rule}`);
  return value;
}

export const env = {
  VITE_TRPC_PATH: read('VITE_TRPC_PATH', '/trpc', (v) => v.startsWith('/'), 'must start with /'),
  VITE_SPONSOR_LINE: read('VITE_SPONSOR_LINE', 'by Spray Supply Co.', Boolean, 'must not be empty'),
  // Map tiles ({s}, {z}, {x}, {y} placeholders, Leaflet syntax); OpenStreetMap unless a deployment sets its own.
  VITE_MAP_TILE_URL: read(
    'VITE_MAP_TILE_URL',
    'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    Boolean,
    'must not be empty',
  ),
} as const;
