import { hashPassword, type DB } from '@wallcraft/db';
import { centsToDecimalString } from '@wallcraft/shared';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env';
import { readSettings } from '../settings/service';
import * as queries from './queries';

/**
 * The first operator: from ADMIN_USERNAME and ADMIN_PASSWORD, or on the embedded database a generated
 * password printed once. On real Postgres without them, nobody can sign in to the console until they are set.
 */
export async function ensureFirstAdmin(db: DB, env: Env, log: FastifyBaseLogger): Promise<void> {
  if ((await queries.countAdmins(db)) > 0) return;
  if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
    await queries.insertAdmin(db, {
      username: env.ADMIN_USERNAME,
      passwordHash: await hashPassword(env.ADMIN_PASSWORD),
      role: 'superadmin',
    });
    log.info({ username: env.ADMIN_USERNAME }, 'created the first admin from ADMIN_USERNAME');
    return;
  }
  if (env.DATABASE_URL) {
    log.warn('no admin exists: set ADMIN_USERNAME and ADMIN_PASSWORD and restart to create one');
    return;
  }
  const password = randomBytes(12).toString('base64url');
  await queries.insertAdmin(db, { username: 'admin', passwordHash: await hashPassword(password), role: 'superadmin' });
  // Printed once, to the terminal only: never through the structured log.
  process.stdout.write(
    `\n  Admin console: username "admin", password "${password}" (shown once; set ADMIN_USERNAME/ADMIN_PASSWORD to choose)\n\n`,
  );
}

export async function getMetrics(db: DB, env: Env) {
  const [totals, settings] = await Promise.all([queries.metrics(db), readSettings(db, env)]);
  const { platformFeeCents, ...counts } = totals;
  return {
    ...counts,
    platformFee: centsToDecimalString(platformFeeCents),
    platformFeePercent: settings.feeBps / 100,
  };
}
