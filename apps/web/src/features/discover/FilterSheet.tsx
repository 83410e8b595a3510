import { Button, Checkbox, Drawer, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { DISCOVER_FILTER_CATEGORIES, type TDiscoverFilterKey, type TDiscoverFilters } from '@wallcraft/shared';
import { useState } from 'react';

type Props = {
  opened: boolean;
  onClose: () => void;
  applied: TDiscoverFilters;
  onApply: (filters: TDiscoverFilters) => void;
  /** Shown under DISTANCE when the device gave no position (a distance selection needs one). */
  positionError: string | null;
};

/**
 * The FILTER bottom sheet: categories on the left, checkable options on the right. Choices are a
 * draft until APPLY FILTERS; RESET clears the draft and the applied filters.
 */
export function FilterSheet({ opened, onClose, applied, onApply, positionError }: Props) {
  const [draft, setDraft] = useState<TDiscoverFilters>(applied);
  const [active, setActive] = useState<TDiscoverFilterKey>('specialties');
  const category = DISCOVER_FILTER_CATEGORIES.find((c) => c.key === active) ?? DISCOVER_FILTER_CATEGORIES[0]!;
  const selected = draft[category.key] ?? [];

  const toggle = (value: string, checked: boolean) => {
    const next = checked ? [...selected, value] : selected.filter((v) => v !== value);
    setDraft({ ...draft, [category.key]: next.length ? next : undefined });
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="80%"
      title={
        <Text fw={900} ff="heading" fz="xl">
          FILTERS
        </Text>
      }
      // A fresh draft each time the sheet opens: closing without APPLY discards the changes.
      transitionProps={{ onEnter: () => setDraft(applied) }}
    >
      <Group align="stretch" wrap="nowrap" gap="md" h="calc(80vh - 150px)">
        <ScrollArea w={{ base: 150, sm: 220 }} style={{ flexShrink: 0 }} aria-label="Filter categories">
          {DISCOVER_FILTER_CATEGORIES.map((c) => (
            <NavLink
              key={c.key}
              component="button"
              label={c.label}
              active={c.key === active}
              onClick={() => setActive(c.key)}
              rightSection={
                draft[c.key]?.length ? (
                  <Text size="xs" fw={800}>
                    {draft[c.key]?.length}
                  </Text>
                ) : null
              }
              fw={700}
            />
          ))}
        </ScrollArea>
        <ScrollArea style={{ flex: 1 }}>
          <Stack gap="sm" role="group" aria-label={category.label}>
            {category.options.map((o) => (
              <Checkbox
                key={o.value}
                label={o.label}
                checked={selected.includes(o.value)}
                onChange={(e) => toggle(o.value, e.currentTarget.checked)}
              />
            ))}
            {category.key === 'distance' && positionError ? (
              <Text size="sm" c="red">
                {positionError}
              </Text>
            ) : null}
          </Stack>
        </ScrollArea>
      </Group>
      <Group justify="flex-end" mt="md">
        <Button
          variant="default"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          RESET
        </Button>
        <Button
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          APPLY FILTERS
        </Button>
      </Group>
    </Drawer>
  );
}
