import { Button, Group, Stack } from '@mantine/core';
import { ZUpdateWallRequest } from '@wallcraft/shared/schemas';
import { FormModal } from '../../components/FormModal/FormModal';
import { useRequestForm } from '../../lib/form';
import { useLengthUnit } from '../../lib/units';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { WallFields, wallRequest, wallValues, type WallValues } from './WallFields';

/** EDIT on the owner's wall page: the listing form, prefilled, saved with PATCH /walls/{id}. */
export function EditWallDialog({
  wall,
  opened,
  onClose,
}: {
  wall: RouterOutputs['walls']['get'];
  opened: boolean;
  onClose: () => void;
}) {
  const unit = useLengthUnit();
  const form = useRequestForm({
    schema: ZUpdateWallRequest,
    initialValues: wallValues(wall, unit),
    toRequest: (values: WallValues) => ({ id: wall.id, ...wallRequest(values) }),
  });
  const update = trpc.walls.update.useMutation({
    onSuccess: () => {
      toast({ title: 'Wall updated', message: 'Everyone sees the new details on the wall and its projects.' });
      form.resetDirty();
      onClose();
    },
    meta: { errorToast: { title: 'Could not save the wall', fallback: 'Please try again' } },
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      onDiscard={() => form.reset()}
      dirty={form.isDirty()}
      title="EDIT WALL"
      size="lg"
      styles={{ title: { fontWeight: 900, letterSpacing: '0.06em' } }}
    >
      <form onSubmit={form.onSubmit((request) => update.mutate(request))} noValidate>
        <Stack>
          <WallFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              CANCEL
            </Button>
            <Button type="submit" loading={update.isPending}>
              SAVE CHANGES
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
