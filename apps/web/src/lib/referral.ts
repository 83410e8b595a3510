import { useSyncExternalStore } from 'react';
import { normalizeReferralCode, REFERRAL_CODE_WINDOW_DAYS } from '@wallcraft/shared';

/**
 * The friend's code a visitor arrived with (`?ref=CODE` on any page; public/boot.js keeps it the same way on a page
 * the server drew, before the app runs): kept in local storage, so it survives
 * browsing, a closed tab and the sign-up itself, and sent with the register call. A later link replaces it; it
 * is forgotten once an account is created, and after 30 days. Only something shaped like a code is kept (the
 * server ignores an unknown one anyway).
 */
const KEY = 'wallcraft.referral';
const KEPT_MS = REFERRAL_CODE_WINDOW_DAYS * 86_400_000;

/** Keeps the ?ref= of a location's query string, if it has one. */
export function rememberReferral(search: string, now = Date.now()): void {
  const code = normalizeReferralCode(new URLSearchParams(search).get('ref'));
  if (!code) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ code, at: now }));
  } catch {
    // Storage refused (private mode): the visitor can still type the code on /referrals after signing up.
  }
}

/** The kept code, or null when there is none (or it is older than 30 days). */
export function keptReferral(now = Date.now()): string | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (!kept || typeof kept !== 'object') return null;
    const { code, at } = kept as { code?: unknown; at?: unknown };
    if (typeof at !== 'number' || now - at > KEPT_MS || typeof code !== 'string') return null;
    return normalizeReferralCode(code);
  } catch {
    return null;
  }
}

export function forgetReferral(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

const unchanging = () => () => undefined;

/**
 * The kept code for a component: null in the server's render and while the browser hydrates it (the server has no
 * storage), then the kept code, so the two renders agree.
 */
export function useKeptReferral(): string | null {
  return useSyncExternalStore(unchanging, keptReferral, () => null);
}
