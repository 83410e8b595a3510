import { SegmentedControl, Stack, Text } from '@mantine/core';
import { statusLabel, WALL_STATUSES } from '@wallcraft/shared';
import { toast } from '../lib/toast';
import { trpc } from '../lib/trpc';

type Status = (typeof WALL_STATUSES)[number];

const OPTIONS = WALL_STATUSES.map((value) => ({ value, label: statusLabel(value) }));

const SAID: Record<Status, string> = {
  available: 'Artists can apply to its wall projects again.',
  booked: 'Its wall projects take no applications or invitations until you mark it available.',
  unavailable: 'Its wall projects take no applications or invitations until you mark it available.',
};

/** The owner's Available / Booked / Unavailable switch for one wall (PATCH /walls/{id} with its status). */
export function WallAvailability({ wallId, status, title }: { wallId: string; status: Status; title: string }) {
  const update = trpc.walls.update.useMutation({
    onSuccess: (wall) => toast({ title: `${wall.title} is now ${wall.status}`, message: SAID[wall.status] }),
    meta: { errorToast: { title: 'Could not change the availability', fallback: 'Please try again' } },
  });
  const shown = update.isPending && update.variables.status ? update.variables.status : status;
  return (
    <Stack gap={4}>
      <Text size="xs" fw={800} c="dimmed">
        AVAILABILITY
      </Text>
      <SegmentedControl
        fullWidth
        size="xs"
        aria-label={`Availability of ${title}`}
        data={OPTIONS}
        value={shown}
        disabled={update.isPending}
        onChange={(value) => update.mutate({ id: wallId, status: value as Status })}
      />
    </Stack>
  );
}
