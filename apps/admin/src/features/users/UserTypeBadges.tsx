import { Badge, Group, type MantineColor } from '@mantine/core';

import { USER_TYPE_LABELS, type TUserType } from '@wallcraft/shared';

// Badge colours by profile type: artist cyan, wall owner magenta, brand yellow.
const TYPE_COLORS: Record<TUserType, MantineColor> = {
  artist: 'brandCyan',
  wall_owner: 'brandMagenta',
  brand: 'brandYellow',
};

export function UserTypeBadges({ types }: { types: TUserType[] }) {
  if (types.length === 0)
    return (
      <Badge color="gray" variant="outline">
        NONE
      </Badge>
    );
  return (
    <Group gap={4} wrap="nowrap">
      {types.map((type) => (
        <Badge key={type} color={TYPE_COLORS[type]}>
          {USER_TYPE_LABELS[type]}
        </Badge>
      ))}
    </Group>
  );
}
