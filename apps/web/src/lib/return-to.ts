/**
 * Where a signed-out visitor was going when a page asked them to sign in: carried to /login as ?next=, kept
 * in the tab's session storage across sign-up and onboarding, and taken once they are in. Only a path of this
 * site is ever followed (never another origin, never /login itself).
 */
const KEY = 'wallcraft.returnTo';

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/^\/login(?:[/?#]|$)/.test(value)) return null;
  return value;
}

/** The sign-in page opened on its SIGN UP tab: the SIGN UP buttons and menu items lead here. */
export const SIGN_UP_PATH = '/login?tab=sign-up';

/** /login with the page to come back to. */
export function loginPath(returnTo: string): string {
  const safe = safeReturnPath(returnTo);
  return safe && safe !== '/' ? `/login?next=${encodeURIComponent(safe)}` : '/login';
}

export function rememberReturn(path: string | null): void {
  const safe = safeReturnPath(path);
  try {
    if (safe) sessionStorage.setItem(KEY, safe);
  } catch {
    // Storage refused (private mode): the visitor lands on the dashboard instead.
  }
}

/** The remembered page, without forgetting it (for a render; see forgetReturn). */
export function peekReturn(): string | null {
  try {
    return safeReturnPath(sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function forgetReturn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

/** The remembered page, once: reading it forgets it. */
export function takeReturn(): string | null {
  const value = peekReturn();
  forgetReturn();
  return value;
}
