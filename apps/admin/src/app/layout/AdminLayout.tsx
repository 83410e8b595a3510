import { AppShell, Badge, Burger, Group, NavLink, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router-dom';

import { LogoutButton } from '../../features/auth/LogoutButton';
import { shortId } from '../../lib/format';
import type { AdminSession } from '../guards/RequireAdmin';
import classes from './AdminLayout.module.css';
import { isNavItemActive, NAV_ITEMS } from './nav';

export function AdminLayout({ admin }: { admin: AdminSession }) {
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  const { pathname } = useLocation();
  const signedInAs = `Signed in as ${admin.username} (${admin.role}), id ${shortId(admin.id)}`;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
    >
      <AppShell.Header bg="black" c="white" className={classes.header}>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpened}
              onClick={toggleMobile}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-label="Toggle navigation"
            />
            <Burger
              opened={desktopOpened}
              onClick={toggleDesktop}
              visibleFrom="sm"
              size="sm"
              color="white"
              aria-label="Toggle navigation"
            />
            {/* On a phone the header holds the role and LOG OUT too: the title shortens and the name moves to the menu. */}
            <Title order={4} style={{ whiteSpace: 'nowrap' }}>
              <Text span inherit visibleFrom="xs">
                WallCraft{' '}
              </Text>
              Admin
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Text
              size="sm"
              fw={700}
              data-testid="admin-name"
              title={signedInAs}
              maw={{ base: 90, sm: 220 }}
              truncate="end"
              visibleFrom="xs"
            >
              {admin.username}
            </Text>
            <Badge color="brandCyan" data-testid="admin-role" style={{ flexShrink: 0 }}>
              {admin.role}
            </Badge>
            <LogoutButton />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs">
        <Text size="sm" c="dimmed" px="sm" pb="xs" hiddenFrom="xs" data-testid="admin-signed-in">
          Signed in as <b>{admin.username}</b>
        </Text>
        {NAV_ITEMS.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label.toUpperCase()}
            fw={700}
            variant="filled"
            color="dark"
            active={isNavItemActive(item.to, pathname)}
            onClick={closeMobile}
          />
        ))}
      </AppShell.Navbar>

      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
