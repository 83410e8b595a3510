import { ActionIcon, Button, Tooltip } from '@mantine/core';
import type { SAVED_ITEM_TYPES } from '@wallcraft/shared';
import { Link, useLocation } from 'react-router-dom';
import { HeartIcon } from './icons';
import { errorText } from '../lib/errors';
import { loginPath } from '../lib/return-to';
import { toast } from '../lib/toast';
import { trpc } from '../lib/trpc';
import { useSession } from '../lib/session';

export type SavedItemType = (typeof SAVED_ITEM_TYPES)[number];

function SignInToSave({ compact }: { compact: boolean }) {
  const { pathname, search } = useLocation();
  const to = loginPath(`${pathname}${search}`);
  if (compact)
    return (
      <Tooltip label="Sign in to save">
        <ActionIcon component={Link} to={to} variant="default" color="wall" size="lg" aria-label="Sign in to save">
          <HeartIcon fill="none" />
        </ActionIcon>
      </Tooltip>
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
  const utils = trpc.useUtils();
  const entry = trpc.saved.list.useQuery({ itemType, itemId }, { enabled: Boolean(user) });
  const refresh = () => utils.saved.list.invalidate();
  // A failed save or remove still deserves a word rather than silence.
  const onError = (error: unknown) => toast({ title: 'Error', message: errorText(error), variant: 'destructive' });
  const create = trpc.saved.create.useMutation({
    onSuccess: async () => {
      toast({ title: 'Saved', message: 'Added to your saved items!' });
      await refresh();
    },
    onError,
  });
  const remove = trpc.saved.remove.useMutation({
    onSuccess: async () => {
      toast({ title: 'Removed', message: 'Removed from your saved items' });
      await refresh();
    },
    onError,
  });

  if (!user) return <SignInToSave compact={compact} />;
  const saved = entry.data?.items[0];
  const busy = entry.isPending || create.isPending || remove.isPending;
  const toggle = () => (saved ? remove.mutate({ id: saved.id }) : create.mutate({ itemType, itemId }));
  const label = saved ? 'Remove from saved' : 'Save';
  const heart = <HeartIcon fill={saved ? 'currentColor' : 'none'} />;

  if (compact) {
    return (
      <Tooltip label={label}>
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
      </Tooltip>
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
