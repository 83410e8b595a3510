import { ActionIcon, Button } from '@mantine/core';
import type { SAVED_ITEM_TYPES } from '@wallcraft/shared';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Hint } from './Hint/Hint';
import { HeartIcon } from './icons';
import { loginPath } from '../lib/return-to';
import { toast } from '../lib/toast';
import { trpc } from '../lib/trpc';
import { useSession } from '../lib/session';

export type SavedItemType = (typeof SAVED_ITEM_TYPES)[number];

/** For each card's id, the ids of the page it came in (a list's pages, as loaded). */
const PageIds = createContext<ReadonlyMap<string, readonly string[]> | null>(null);

/**
 * Around a list of cards with save toggles: each loaded page of ids becomes one saved.check call that every
 * toggle on that page shares (React Query dedupes the same input), instead of a call per card. Pages keep
 * their ids as more load, so a loaded page is never asked about again.
 */
export function SavedMarksProvider({
  pages,
  children,
}: {
  pages: readonly (readonly string[])[];
  children: ReactNode;
}) {
  const byId = useMemo(() => new Map(pages.flatMap((ids) => ids.map((id) => [id, ids] as const))), [pages]);
  return <PageIds.Provider value={byId}>{children}</PageIds.Provider>;
}

function SignInToSave({ compact }: { compact: boolean }) {
  const { pathname, search } = useLocation();
  const to = loginPath(`${pathname}${search}`);
  if (compact)
    return (
      <Hint label="Sign in to save">
        <ActionIcon component={Link} to={to} variant="default" color="wall" size="lg" aria-label="Sign in to save">
          <HeartIcon fill="none" />
        </ActionIcon>
      </Hint>
    );
  return (
    <Button component={Link} to={to} variant="default" color="wall" leftSection={<HeartIcon fill="none" />}>
      SAVE
    </Button>
  );
}

/**
 * The save toggle: matched by the pair (itemType, itemId); adds when absent, removes
 * when present, then the saved lists refresh. Signed out, it leads to sign in and back. `compact` shows the
 * heart alone (cards); the default is a labelled button (profiles and detail pages).
 */
export function SaveButton({
  itemType,
  itemId,
  compact = false,
}: {
  itemType: SavedItemType;
  itemId: string;
  compact?: boolean;
}) {
  const { user } = useSession();
  // A toggle outside a SavedMarksProvider (a detail page) asks about its own item alone.
  const itemIds = useContext(PageIds)?.get(itemId) ?? [itemId];
  const marks = trpc.saved.check.useQuery({ itemIds: [...itemIds] }, { enabled: Boolean(user) });
  // A failed save or remove still deserves a word rather than silence.
  const create = trpc.saved.create.useMutation({
    onSuccess: () =>
      toast({ title: 'Saved', message: 'Added to your saved items!', action: { label: 'VIEW SAVED', to: '/saved' } }),
  });
  const remove = trpc.saved.remove.useMutation({
    onSuccess: () => toast({ title: 'Removed', message: 'Removed from your saved items' }),
  });

  if (!user) return <SignInToSave compact={compact} />;
  const saved = marks.data?.items.find((mark) => mark.itemType === itemType && mark.itemId === itemId);
  const busy = marks.isPending || create.isPending || remove.isPending;
  const toggle = () => (saved ? remove.mutate({ id: saved.id }) : create.mutate({ itemType, itemId }));
  const label = saved ? 'Remove from saved' : 'Save';
  const heart = <HeartIcon fill={saved ? 'currentColor' : 'none'} />;

  if (compact) {
    return (
      <Hint label={label}>
        <ActionIcon
          variant={saved ? 'filled' : 'default'}
          color="wall"
          size="lg"
          aria-label={label}
          aria-pressed={Boolean(saved)}
          loading={busy}
          onClick={toggle}
        >
          {heart}
        </ActionIcon>
      </Hint>
    );
  }
  return (
    <Button
      variant={saved ? 'filled' : 'default'}
      color="wall"
      leftSection={heart}
      aria-pressed={Boolean(saved)}
      loading={busy}
      onClick={toggle}
    >
      {saved ? 'SAVED' : 'SAVE'}
    </Button>
  );
}
