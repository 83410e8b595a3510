import { Radio, Stack, Text } from '@mantine/core';
import { LENGTH_UNIT_LABELS, LENGTH_UNITS, formatWallSize, type TLengthUnit } from '@wallcraft/shared';
import { ZUpdateUserRequest } from '@wallcraft/shared/schemas';
import { useRequestForm } from '../../lib/form';
import type { SessionUser } from '../../lib/session';
import { NO_ERROR_TOAST } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { SettingsSection } from './SettingsSection';
import { useSettingsSave } from './useSettingsSave';

/** Feet or metres: how wall sizes and areas show on every screen (UNITS UPDATED). Sizes stay stored in feet. */
export function UnitsSection({ user }: { user: SessionUser }) {
  const form = useRequestForm({
    schema: ZUpdateUserRequest,
    initialValues: { lengthUnit: user.lengthUnit as string },
    toRequest: (values) => ({ id: user.id, lengthUnit: values.lengthUnit as TLengthUnit }),
  });
  // useSettingsSave tells a failure.
  const update = trpc.users.update.useMutation(NO_ERROR_TOAST);
  const { save, saving } = useSettingsSave();
  const onSave = form.onSubmit((request) => {
    const label = LENGTH_UNIT_LABELS[request.lengthUnit].toLowerCase();
    void save('UNITS UPDATED', `Wall sizes now show in ${label}.`, () => update.mutateAsync(request));
  });
  const unit = form.values.lengthUnit as TLengthUnit;

  return (
    <SettingsSection title="Units" onSave={onSave} saving={saving}>
      <Radio.Group label="Show wall sizes in" {...form.getInputProps('lengthUnit')}>
        <Stack gap="xs" mt="xs">
          {LENGTH_UNITS.map((value) => (
            <Radio key={value} value={value} label={LENGTH_UNIT_LABELS[value]} />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="sm" c="dimmed">
        A 40 × 12 ft wall reads {formatWallSize(40, 12, unit)}.
      </Text>
    </SettingsSection>
  );
}
