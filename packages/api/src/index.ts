export type { AppRouter } from './router';
export { createServer } from './server';
export { loadEnv, type Env } from './env';
