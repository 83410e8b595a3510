import { z } from 'zod';

/** The database package's settings; the only place it reads process.env. */
const ZDbEnv = z.object({
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
});

export const dbEnv = ZDbEnv.parse(process.env);
