import { Badge, type BadgeProps } from '@mantine/core';
import { USER_TYPE_LABELS, type TUserType } from '@wallcraft/shared';
import { USER_TYPE_COLORS } from '../lib/user-types';

export function UserTypeBadge({ userType, ...props }: { userType: TUserType } & BadgeProps) {
  return (
    <Badge color={USER_TYPE_COLORS[userType]} variant="filled" {...props}>
      {USER_TYPE_LABELS[userType]}
    </Badge>
  );
}
