/** Postgres's SQLSTATE for a write that found no space (PGlite and pg both expose it as `code`). */
const DISK_FULL_SQLSTATE = '53100';

/**
 * True when the error, or one it was caused by, is a write refused for lack of disk space: Postgres's
 * disk_full (53100, e.g. "could not extend file …: No space left on device"), or Node's ENOSPC for
 * files written directly (uploads). Wrappers (tRPC, Kysely) keep the original as `cause`.
 */
export function isDiskFullError(error: unknown): boolean {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 5; depth += 1) {
    const { code, message, cause } = at as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === DISK_FULL_SQLSTATE || code === 'ENOSPC') return true;
    if (typeof message === 'string' && message.includes('No space left on device')) return true;
    at = cause;
  }
  return false;
}

/** The code of EngineRestartedError (pglite-client.ts), which the API checks without loading the embedded engine. */
export const ENGINE_RESTARTED = 'WC_ENGINE_RESTARTED';

/**
 * True when the error, or one it was caused by, says the embedded database trapped and was started again: what the
 * request did was not kept, and trying again works.
 */
export function isEngineRestartedError(error: unknown): boolean {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 5; depth += 1) {
    if ((at as { code?: unknown }).code === ENGINE_RESTARTED) return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}
