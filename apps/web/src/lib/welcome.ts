import { useSyncExternalStore } from 'react';

/**
 * Whether the signed-in user has just created their account in this tab: the dashboard welcomes them to WallCraft
 * instead of welcoming them back. Set on sign-up, kept in the tab's session storage through onboarding, and
 * forgotten on the next sign-in or sign-out (a returning user).
 */
const KEY = 'wallcraft.newUser';

export function rememberNewUser(userId: string): void {
  try {
    sessionStorage.setItem(KEY, userId);
  } catch {
    // Storage refused (private mode): the new user is welcomed back, which is only a word off.
  }
}

export function forgetNewUser(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

export function isNewUser(userId: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === userId;
  } catch {
    return false;
  }
}

const unchanging = () => () => undefined;

/**
 * isNewUser for a component: false in the server's render and while the browser hydrates it (the server has no
 * tab storage), then the tab's answer, so the two renders agree.
 */
export function useIsNewUser(userId: string): boolean {
  return useSyncExternalStore(
    unchanging,
    () => isNewUser(userId),
    () => false,
  );
}

/** The dashboard's greeting: a welcome for a user who has just signed up, a welcome back for everyone else. */
export function greeting(firstName: string | null, isNew: boolean): string {
  const name = firstName ? `, ${firstName}` : '';
  return isNew ? `Welcome to WallCraft${name}!` : `Welcome back${name}!`;
}
