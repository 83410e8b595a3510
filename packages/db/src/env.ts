import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (this file is packages/db/src/env.ts). */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The database package's settings; the only place it reads process.env.
 * A relative DATA_DIR is resolved against the repository root, not the working directory: the root
 * scripts run `pnpm --filter @wallcraft/db …` with cwd packages/db, and every tool should find the same .data.
 */
const ZDbEnv = z.object({
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./.data')
    .transform((dir) => path.resolve(REPO_ROOT, dir)),
  /** The folder pnpm was started in (it sets INIT_CWD for scripts): a path given to a command is relative to it. */
  INIT_CWD: z.string().min(1).default(process.cwd()),
  /** 'test' under vitest, which lowers the password hashing cost (passwords.ts). */
  NODE_ENV: z.string().optional(),
});

export const dbEnv = ZDbEnv.parse(process.env);

/**
 * The environment of the embedded database's process (pglite-client.ts): none of the API's settings (it needs none,
 * and holds no secret), only PATH and the allocator's tuning that scripts/start.mjs gives the API
 * (MALLOC_MMAP_THRESHOLD_: large blocks go back to the system when freed, not into malloc's arenas).
 */
export function engineEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? '' };
  for (const [name, value] of Object.entries(process.env)) if (name.startsWith('MALLOC_')) env[name] = value;
  return env;
}
