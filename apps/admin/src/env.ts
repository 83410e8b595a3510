import { z } from 'zod';

/**
 * The only reader of import.meta.env. The console's server serves its API under the console's own path (where
 * the session cookie goes, and nowhere else), so the defaults need no setup.
 */
const ZEnv = z.object({
  VITE_TRPC_URL: z.string().min(1).default('/admin/trpc'),
  /** Where the REST API lives: the CSV exports are plain downloads from it. */
  VITE_API_URL: z.string().min(1).default('/admin/api'),
});

export const env = ZEnv.parse(import.meta.env);
