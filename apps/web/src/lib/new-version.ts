/**
 * A tab opened before a deploy still runs the version it loaded, whose chunks the new one no longer serves: the
 * first page it has not visited yet fails to import. The tab then loads that address again (`reloadForNewVersion`),
 * so the visitor gets the page they asked for, in the new version. Only for a page being opened, which holds nothing
 * typed yet; a part of an open page (a map in a form, a dialog) is left to its own error, so no reload drops what the
 * visitor typed. Once a minute at most: a page that still fails right after a reload (the server is down, the
 * connection dropped) is left to the page's error boundary (`isChunkError`), and so is a tab that is offline, where
 * a reload would only swap the app for the browser's own error page.
 */
const RELOADED_AT = 'wallcraft:reloaded-for-new-version';
const RELOAD_AGAIN_AFTER_MS = 60_000;

/** Whether an error is a chunk that did not load, as Chromium, Firefox and Safari word it. */
export const isChunkError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);

/** Reloads the tab when `error` is a chunk that did not load and no reload was tried in the last minute. */
export function reloadForNewVersion(error: unknown): boolean {
  if (!isChunkError(error) || !navigator.onLine) return false;
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    // Storage refused: without a record of the last reload, none is tried (it could repeat for ever).
    return false;
  }
  // The new version's page starts at its top, as an opened page does: the browser would keep this one's scroll.
  window.history.scrollRestoration = 'manual';
  window.location.reload();
  return true;
}
