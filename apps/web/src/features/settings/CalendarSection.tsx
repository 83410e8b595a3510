import '@mantine/dates/styles.css';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { SettingsSection } from './SettingsSection';
import { useSettingsSave } from './useSettingsSave';

/** Unavailable dates read 'MMM dd, yyyy' (dayjs spells it MMM DD, YYYY). */
export const formatUnavailableDate = (date: string) => dayjs(date).format('MMM DD, YYYY');

/**
 * Calendar Availability: the days the artist cannot work, picked on a multi-date calendar and saved as the
 * whole list with PUT /artists/{id}/unavailable-dates (a call of our own; the README describes it).
 */
export function CalendarSection({ userId, dates }: { userId: string; dates: string[] }) {
  const [selected, setSelected] = useState<string[]>(dates);
  const setDates = trpc.artists.setUnavailableDates.useMutation();
  const { save, saving } = useSettingsSave();
  const sorted = [...selected].sort();
  const onSave = () =>
    void save('ARTIST PROFILE UPDATED', 'Your unavailable dates have been saved.', async () => {
      const result = await setDates.mutateAsync({ id: userId, dates: sorted });
      setSelected(result.dates);
    });

  return (
    <SettingsSection title="Calendar Availability" onSave={onSave} saving={saving}>
      <Text size="sm" c="dimmed">
        Select the dates you are unavailable.
      </Text>
      <Group align="flex-start" gap="xl">
        <DatePicker type="multiple" value={selected} onChange={setSelected} minDate={dayjs().format('YYYY-MM-DD')} maxDate={dayjs().add(2, 'year').format('YYYY-MM-DD')} />
        <Stack gap={6} data-testid="unavailable-dates">
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
