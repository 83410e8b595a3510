import '@mantine/dates/styles.layer.css';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { ZSetUnavailableDatesRequest } from '@wallcraft/shared/schemas';
import dayjs from 'dayjs';
import { useRequestForm } from '../../lib/form';
import { trpc } from '../../lib/trpc';
import { SettingsSection } from './SettingsSection';
import { useSettingsSave } from './useSettingsSave';
import { NO_ERROR_TOAST } from '../../lib/toast';

/** Unavailable dates read 'MMM dd, yyyy' (dayjs spells it MMM DD, YYYY). */
export const formatUnavailableDate = (date: string) => dayjs(date).format('MMM DD, YYYY');

/**
 * Calendar Availability: the days the artist cannot work, picked on a multi-date calendar and saved as the
 * whole list with PUT /artists/{id}/unavailable-dates (a call of our own; docs/product.md describes it).
 */
export function CalendarSection({ userId, dates }: { userId: string; dates: string[] }) {
  const form = useRequestForm({
    schema: ZSetUnavailableDatesRequest,
    initialValues: { dates },
    toRequest: (values) => ({ id: userId, dates: [...values.dates].sort() }),
  });
  // useSettingsSave tells the failure.
  const setDates = trpc.artists.setUnavailableDates.useMutation(NO_ERROR_TOAST);
  const { save, saving } = useSettingsSave();
  const sorted = [...form.values.dates].sort();
  const onSave = form.onSubmit(
    (request) =>
      void save('ARTIST PROFILE UPDATED', 'Your unavailable dates have been saved.', async () => {
        const result = await setDates.mutateAsync(request);
        form.setFieldValue('dates', result.dates);
      }),
  );

  return (
    <SettingsSection title="Calendar Availability" onSave={onSave} saving={saving}>
      <Text size="sm" c="dimmed">
        Select the dates you are unavailable.
      </Text>
      <Group align="flex-start" gap="xl">
        <DatePicker
          type="multiple"
          value={form.values.dates}
          onChange={(picked) => form.setFieldValue('dates', picked)}
          minDate={dayjs().format('YYYY-MM-DD')}
          maxDate={dayjs().add(2, 'year').format('YYYY-MM-DD')}
        />
        <Stack gap={6} data-testid="unavailable-dates">
          {form.errors.dates ? (
            <Text size="sm" c="red" role="alert">
              {form.errors.dates}
            </Text>
          ) : null}
          {sorted.length === 0 ? (
            <Text size="sm" c="dimmed">
              No unavailable dates.
            </Text>
          ) : (
            sorted.map((date) => (
              <Badge key={date} color="dark" variant="outline">
                {formatUnavailableDate(date)}
              </Badge>
            ))
          )}
        </Stack>
      </Group>
    </SettingsSection>
  );
}
