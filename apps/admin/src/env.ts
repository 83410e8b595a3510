import { z } from 'zod';

/** The only reader of import.meta.env. The console is same-origin with its API, so the default needs no setup. */
const ZEnv = z.object({
  VITE_TRPC_URL: z.string().min(1).default('/trpc'),
  /** Where the REST API lives: the CSV exports are plain downloads from it. */
  VITE_API_URL: z.string().min(1).default('/api'),
});

export const env = ZEnv.parse(import.meta.env);
