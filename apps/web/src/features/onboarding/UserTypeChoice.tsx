import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { USER_TYPE_LABELS, USER_TYPES, type TUserType } from '@wallcraft/shared';
import type { ReactNode } from 'react';
import { USER_TYPE_BLURBS, USER_TYPE_COLORS, isUserType } from '../../lib/user-types';

/** The account type as three radio cards (ARTIST, WALL OWNER, BRAND). */
export function UserTypeChoice({
  value,
  error,
  onChange,
}: {
  value: TUserType | null;
  error?: ReactNode;
  onChange: (value: TUserType) => void;
}) {
  return (
    <Radio.Group
      label="I am"
      value={value}
      error={error}
      onChange={(next) => {
        if (isUserType(next)) onChange(next);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
        {USER_TYPES.map((userType) => (
          <Radio.Card
            key={userType}
            value={userType}
            p="md"
            radius="xs"
            aria-label={USER_TYPE_LABELS[userType]}
            style={{
              border: '2px solid var(--wc-ink)',
              borderTop: `10px solid var(--mantine-color-${USER_TYPE_COLORS[userType]}-filled)`,
              boxShadow: value === userType ? '5px 5px 0 var(--wc-ink)' : undefined,
            }}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={900} ff="heading" fz="xl">
                  {USER_TYPE_LABELS[userType]}
                </Text>
                <Radio.Indicator color="dark" />
              </Group>
              <Text size="sm" c="dimmed">
                {USER_TYPE_BLURBS[userType]}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
