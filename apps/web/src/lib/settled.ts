import { useState } from 'react';

/** A read a part of the page waits for: TanStack Query's `isLoading` (pending and asked; a disabled read is not). */
type Read = { isLoading: boolean };

/**
 * Whether a part of the page may be drawn: once every read it waits for has answered (data or error), and from
 * then on for the same `key` (the page's item), whatever those reads do next.
 *
 * A part that shows as its reads come in pushes what is under it down as each arrives; waiting for them all draws
 * it once. It then stays drawn: a read that failed is asked again when the part that uses it mounts (TanStack
 * Query retries on mount), which would put the placeholder back, unmount that part, and start over.
 */
export function useSettled(reads: Read[], key: unknown = null): boolean {
  const loading = reads.some((read) => read.isLoading);
  const [settledFor, setSettledFor] = useState<{ key: unknown } | null>(null);
  if (!loading && settledFor?.key !== key) setSettledFor({ key });
  return !loading || settledFor?.key === key;
}
