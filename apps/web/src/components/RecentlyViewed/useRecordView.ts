import { useEffect, useRef } from 'react';
import { trpc, type RouterInputs } from '../../lib/trpc';
import { useSession } from '../../lib/session';

export type RecentlyViewedType = RouterInputs['recentlyViewed']['record']['itemType'];

/**
 * Records that a detail or profile screen was opened: once per item per mount, only when signed in.
 * A failure is only logged: the screen itself never shows it.
 */
export function useRecordView(
  itemType: RecentlyViewedType | null | undefined,
  itemId: string | null | undefined,
): void {
  const { state } = useSession();
  const { mutate } = trpc.recentlyViewed.record.useMutation({
    // Nobody asked for it: a failure is logged, not shown.
    meta: { errorToast: false },
    onError: (error) => console.error('Could not record the recently viewed item', error),
  });
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (state !== 'signed-in' || !itemType || !itemId) return;
    const key = `${itemType}:${itemId}`;
    if (recorded.current === key) return;
    recorded.current = key;
    mutate({ itemType, itemId });
  }, [state, itemType, itemId, mutate]);
}
