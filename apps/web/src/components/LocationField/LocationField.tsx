import { Button, Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { GEOLOCATION_OPTIONS } from '@wallcraft/shared';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import {
  devicePosition,
  pickedLocation,
  positionErrorMessage,
  typedLocation,
  type LocationValue,
} from './location-value';

const MIN_LETTERS = 2;
const population = new Intl.NumberFormat('en-US');

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) reject(null);
    else navigator.geolocation.getCurrentPosition(resolve, reject, GEOLOCATION_OPTIONS);
  });
}

/**
 * Every location field: free text, with the cities that start with what is typed (the gazetteer, GET
 * /api/places) to pick from, which sets the coordinates too, and USE MY LOCATION (the device's position and
 * the nearest city's name). Text typed and not picked is kept as written; the server locates it if it can.
 */
export function LocationField({
  value,
  onChange,
  error,
  label = 'Location',
  placeholder = 'Start typing a city',
  description,
  required,
}: {
  value: LocationValue;
  onChange: (next: LocationValue) => void;
  error?: React.ReactNode;
  label?: string;
  placeholder?: string;
  description?: React.ReactNode;
  required?: boolean;
}) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // Suggestions follow typing only: a saved or picked location opens no list.
  const [typing, setTyping] = useState(false);
  const [debounced] = useDebouncedValue(value.location.trim(), 200);
  const searching = typing && debounced.length >= MIN_LETTERS;
  const places = trpc.places.search.useQuery(
    { q: debounced, limit: 8 },
    { enabled: searching, placeholderData: (previous) => previous, staleTime: 5 * 60_000 },
  );
  const utils = trpc.useUtils();
  const [locating, setLocating] = useState(false);
  const [positionError, setPositionError] = useState<string | null>(null);

  const items = searching ? (places.data?.items ?? []) : [];
  const pick = (id: string) => {
    const place = items.find((item) => String(item.id) === id);
    if (place) onChange(pickedLocation(place));
    setTyping(false);
    combobox.closeDropdown();
  };

  const locateMe = async () => {
    setPositionError(null);
    setLocating(true);
    try {
      const { coords } = await currentPosition();
      const nearest = await utils.places.nearest
        .fetch({ latitude: coords.latitude, longitude: coords.longitude })
        .then((answer) => answer.place)
        .catch(() => null);
      onChange(devicePosition(coords.latitude, coords.longitude, nearest));
      setTyping(false);
    } catch (failure) {
      const code = failure && typeof failure === 'object' && 'code' in failure ? Number(failure.code) : null;
      setPositionError(positionErrorMessage(code));
    } finally {
      setLocating(false);
    }
  };

  return (
    <Stack gap={4}>
      <Combobox store={combobox} onOptionSubmit={pick}>
        <Combobox.Target>
          <TextInput
            label={label}
            placeholder={placeholder}
            description={description}
            required={required}
            autoComplete="off"
            value={value.location}
            error={error}
            rightSection={places.isFetching && searching ? <Loader size={16} aria-label="Looking up cities" /> : null}
            onChange={(event) => {
              onChange(typedLocation(value, event.currentTarget.value));
              setTyping(true);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => typing && combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!searching || (!places.data && !places.isError)}>
          <Combobox.Options>
            {items.map((place) => (
              <Combobox.Option value={String(place.id)} key={place.id}>
                <Text size="sm">{place.label}</Text>
                <Text size="xs" c="dimmed">
                  {population.format(place.population)} people
                </Text>
              </Combobox.Option>
            ))}
            {places.isError ? (
              <Combobox.Empty>Cities cannot be looked up right now; your text is kept as written</Combobox.Empty>
            ) : items.length === 0 ? (
              <Combobox.Empty>No matching city; your text is kept as written</Combobox.Empty>
            ) : null}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconCurrentLocation size={16} aria-hidden="true" />}
          loading={locating}
          onClick={() => void locateMe()}
        >
          USE MY LOCATION
        </Button>
        {positionError ? (
          <Text size="xs" c="red" role="alert">
            {positionError}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
