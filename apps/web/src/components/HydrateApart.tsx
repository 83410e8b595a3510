import { Suspense, type ReactNode } from 'react';

/**
 * A part of a page the server drew that React hydrates, and commits, on its own. Hydration below Suspense
 * boundaries goes one boundary at a time, so a long page (twenty Discover cards) is several short tasks on a
 * phone instead of one long one that holds up a tap. Nothing inside suspends; on a page the browser draws itself
 * it is a plain wrapper.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
