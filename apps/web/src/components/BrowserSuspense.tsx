import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

const unchanging = () => () => undefined;

/**
 * Suspense for a lazy part that only a browser can load: Leaflet's maps read `window` as their module loads. The
 * server's render and the browser's hydration of it show `fallback`; the browser then loads the part in its place.
 */
export function BrowserSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  return inBrowser ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
