import { ActionIcon, Box, Button, Group, Menu } from '@mantine/core';
import { Link, NavLink } from 'react-router-dom';
import { HeartIcon, MenuIcon, MessageIcon } from '../../components/icons';
import { env } from '../../env';
import { AccountSwitcher } from '../../features/accounts/AccountSwitcher';
import { UserMenu } from '../../features/auth/UserMenu';
import type { Session } from '../../lib/session';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import classes from './Header.module.css';
import { HeaderSearch } from './HeaderSearch';

function NavButton({ to, label, end = false }: { to: string; label: string; end?: boolean }) {
  return (
    <Button component={NavLink} to={to} end={end} variant="subtle" color="white" className={classes.navButton}>
      {label}
    </Button>
  );
}

function Logo() {
  return (
    <Link to="/discover" className={classes.logo} aria-label="WallCraft home">
      <span className={classes.logoMark}>WallCraft</span>
      <span className={classes.sponsor}>{env.VITE_SPONSOR_LINE}</span>
    </Link>
  );
}

/** On narrow screens the page links and the messages/saved icons fold into one menu. */
function CompactNav({ signedIn }: { signedIn: boolean }) {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <ActionIcon variant="subtle" color="white" size="lg" aria-label="Menu" hiddenFrom="sm">
          <MenuIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/discover">
          DISCOVER
        </Menu.Item>
        {signedIn ? (
          <>
            <Menu.Item component={Link} to="/">
              DASHBOARD
            </Menu.Item>
            <Menu.Item component={Link} to="/shop">
              SHOP
            </Menu.Item>
            <Menu.Item component={Link} to="/messages">
              MESSAGES
            </Menu.Item>
            <Menu.Item component={Link} to="/saved">
              SAVED
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The header: sticky, shown to every visitor. */
export function Header({ session, loading }: { session: Session | null; loading: boolean }) {
  return (
    <Box component="header" className={classes.header}>
      <Group h={68} px={{ base: 'xs', sm: 'lg' }} gap="xs" wrap="nowrap" justify="space-between">
        <Group gap="lg" wrap="nowrap" style={{ flex: 1 }}>
          <Logo />
          <Box visibleFrom="md" style={{ flex: 1 }}>
            <HeaderSearch />
          </Box>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Group gap={0} wrap="nowrap" visibleFrom="sm">
            <NavButton to="/discover" label="DISCOVER" />
            {session ? (
              <>
                <NavButton to="/" label="DASHBOARD" end />
                <NavButton to="/shop" label="SHOP" />
              </>
            ) : null}
          </Group>
          <CompactNav signedIn={Boolean(session)} />
          {session ? (
            <Group gap={4} wrap="nowrap" ml={4}>
              <ActionIcon
                component={Link}
                to="/messages"
                variant="subtle"
                color="white"
                size="lg"
                aria-label="Messages"
                visibleFrom="sm"
              >
                <MessageIcon />
              </ActionIcon>
              <ActionIcon
                component={Link}
                to="/saved"
                variant="subtle"
                color="white"
                size="lg"
                aria-label="Saved"
                visibleFrom="sm"
              >
                <HeartIcon />
              </ActionIcon>
              <NotificationBell />
              <AccountSwitcher session={session} />
              <UserMenu user={session.user} />
            </Group>
          ) : loading ? null : (
            <Button component={Link} to="/login" color="brand" ml="xs">
              LOGIN
            </Button>
          )}
        </Group>
      </Group>
    </Box>
  );
}
