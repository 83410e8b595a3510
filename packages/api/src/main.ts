import { loadEnv } from './env';
import { createServer } from './server';

/** Starts the API: listens, and closes gracefully (in-flight requests, websockets, the database) on a signal. */
async function main(): Promise<void> {
  const env = loadEnv();
  const app = await createServer({ env });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ host: env.HOST, port: env.PORT });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
