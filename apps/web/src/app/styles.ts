let rest: Promise<unknown> | null = null;

/**
 * Starts (once) and awaits the stylesheet of everything outside the critical set (app/styles-critical.css).
 * main.tsx starts it right after the first render; pages outside the critical set wait for it before they
 * render, so none is ever drawn unstyled.
 */
export function loadRestStyles(): Promise<unknown> {
  rest ??= import('./styles-rest').catch((error: unknown) => {
    rest = null;
    throw error;
  });
  return rest;
}
