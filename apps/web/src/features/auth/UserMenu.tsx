import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { fullName } from '@wallcraft/shared';
import { Link } from 'react-router-dom';
import { initials } from '../../lib/format';
import type { SessionUser } from '../../lib/session';
import { useLogout } from './useLogout';

const LINKS = [
  { label: 'My Projects', to: '/my-projects' },
  { label: 'My Network', to: '/my-network' },
  { label: 'Insights', to: '/insights' },
  { label: 'Billing', to: '/billing' },
  { label: 'Live Tracking', to: '/tracking' },
  { label: 'Referrals', to: '/referrals' },
  { label: 'Settings', to: '/settings' },
] as const;

export function UserAvatar({ user, size = 36 }: { user: SessionUser; size?: number }) {
  return (
    <Avatar
      src={user.profileImageUrl}
      size={size}
      radius="xs"
      color="dark"
      variant="filled"
      styles={{ root: { border: '2px solid var(--wc-paper)' } }}
      alt={fullName(user.firstName, user.lastName) || 'User'}
    >
      {initials(user.firstName, user.lastName)}
    </Avatar>
  );
}

export function UserMenu({ user }: { user: SessionUser }) {
  const { logout, isPending } = useLogout();
  const name = fullName(user.firstName, user.lastName);

  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        <UnstyledButton aria-label="User menu">
          <UserAvatar user={user} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {name ? (
            <Text fw={800} c="var(--mantine-color-text)" tt="uppercase" truncate>
              {name}
            </Text>
          ) : null}
          <Text size="xs" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={`/profile/${user.id}`}>
          Profile
        </Menu.Item>
        {LINKS.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={logout} disabled={isPending}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
