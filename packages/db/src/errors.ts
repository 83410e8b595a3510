/** Postgres's SQLSTATE for a write that found no space (PGlite and pg both expose it as `code`). */
const DISK_FULL_SQLSTATE = '53100';

type Cause = { code?: unknown; message?: unknown; cause?: unknown };

/** Whether the error, or one it was caused by (wrappers such as tRPC and Kysely keep the original as `cause`), is. */
function anyCause(error: unknown, is: (cause: Cause) => boolean): boolean {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 5; depth += 1) {
    if (is(at as Cause)) return true;
    at = (at as Cause).cause;
  }
  return false;
}

/**
 * True when the error, or one it was caused by, is a write refused for lack of disk space: Postgres's
 * disk_full (53100, e.g. "could not extend file …: No space left on device"), or Node's ENOSPC for
 * files written directly (uploads).
 */
export function isDiskFullError(error: unknown): boolean {
  return anyCause(
    error,
    ({ code, message }) =>
      code === DISK_FULL_SQLSTATE ||
      code === 'ENOSPC' ||
      (typeof message === 'string' && message.includes('No space left on device')),
  );
}

/** The code of EngineRestartedError (pglite-client.ts), which the API checks without loading the embedded engine. */
export const ENGINE_RESTARTED = 'WC_ENGINE_RESTARTED';

/**
 * True when the error, or one it was caused by, says the embedded database trapped and was started again: what the
 * request did was not kept, and trying again works.
 */
export function isEngineRestartedError(error: unknown): boolean {
  return anyCause(error, ({ code }) => code === ENGINE_RESTARTED);
}
