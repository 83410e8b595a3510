import type { DB } from '@wallcraft/db';
import type { Env } from '../../env';
import { dueIds, type RequestStatus } from './queries';

/** A status change a provider reports; the service applies it (atomically, with badge and notification). */
export type ProviderTransition = {
  requestId: string;
  to: Extract<RequestStatus, 'processing' | 'verified' | 'failed'>;
};

/**
 * What a background-check vendor plugs into. `submit` hands over a new request (inside the transaction that
 * creates it) and returns the vendor's reference; `poll` reports what changed since, for the worker to apply.
 * A webhook-driven vendor would apply transitions from its webhook instead and poll nothing.
 */
export interface VerificationProvider {
  readonly name: string;
  submit(db: DB, request: { id: string; userId: string }): Promise<string | null>;
  poll(db: DB, now: Date): Promise<ProviderTransition[]>;
}

/** Per tick, so one slow tick never holds thousands of rows. */
const BATCH = 50;

/**
 * The demo's stand-in for a vendor: no check at all, a schedule. A request turns processing
 * VERIFICATION_PROCESSING_AFTER_SECONDS after it was made and verified VERIFICATION_COMPLETE_AFTER_SECONDS after it
 * was made; operators can decide sooner from the admin console. Only the default on the embedded demo database.
 */
export function embeddedProvider(env: Env): VerificationProvider {
  const ago = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);
  return {
    name: 'embedded',
    submit: (_db, request) => Promise.resolve(`embedded-${request.id}`),
    async poll(db, now) {
      const [toProcess, toVerify] = await Promise.all([
        dueIds(db, 'embedded', 'pending', ago(now, env.VERIFICATION_PROCESSING_AFTER_SECONDS), BATCH),
        dueIds(
          db,
          'embedded',
          'processing',
          ago(now, Math.max(env.VERIFICATION_COMPLETE_AFTER_SECONDS, env.VERIFICATION_PROCESSING_AFTER_SECONDS)),
          BATCH,
        ),
      ]);
      return [
        ...toProcess.map((requestId) => ({ requestId, to: 'processing' as const })),
        ...toVerify.map((requestId) => ({ requestId, to: 'verified' as const })),
      ];
    },
  };
}

/** Operators decide every request (the default on Postgres); nothing moves by itself. */
export const manualProvider: VerificationProvider = {
  name: 'manual',
  submit: () => Promise.resolve(null),
  poll: () => Promise.resolve([]),
};

export function verificationProvider(env: Env): VerificationProvider {
  return env.VERIFICATION_PROVIDER === 'manual' ? manualProvider : embeddedProvider(env);
}
