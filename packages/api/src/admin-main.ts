import closeWithGrace from 'close-with-grace';
import { createAdminServer } from './admin-server';
import { loadEnv } from './env';

const CLOSE_GRACE_MS = 10_000;

/** Serves the built admin console on ADMIN_PORT and forwards its API calls to API_ORIGIN. */
async function main(): Promise<void> {
  const env = loadEnv();
  if (!env.ADMIN_DIST_DIR) throw new Error('Set ADMIN_DIST_DIR to the built admin console (apps/admin/dist)');
  const app = await createAdminServer({ env, distDir: env.ADMIN_DIST_DIR });
  closeWithGrace({ delay: CLOSE_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ host: env.HOST, port: env.ADMIN_PORT });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
