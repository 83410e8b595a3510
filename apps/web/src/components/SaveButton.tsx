import { ActionIcon, Button, Tooltip } from '@mantine/core';
import type { SAVED_ITEM_TYPES } from '@wallcraft/shared';
import { HeartIcon } from './icons';
import { errorText } from '../lib/errors';
import { toast } from '../lib/toast';
import { trpc } from '../lib/trpc';
import { useSession } from '../lib/session';

export type SavedItemType = (typeof SAVED_ITEM_TYPES)[number];

/**
 * The save toggle: matched by the pair (itemType, itemId); adds when absent, removes
 * when present, then the saved lists refresh. Renders nothing for signed-out visitors. `compact` shows the
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

  if (!user) return null;
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
