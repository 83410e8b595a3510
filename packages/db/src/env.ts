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
