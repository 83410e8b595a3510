import { ActionIcon, Box, Button, Group, Menu } from '@mantine/core';
import type { TUserType } from '@wallcraft/shared';
import { Link, NavLink } from 'react-router-dom';
import { HeartIcon, MenuIcon, MessageIcon } from '../../components/icons';
import { env } from '../../env';
import { AccountSwitcher } from '../../features/accounts/AccountSwitcher';
import { UserMenu } from '../../features/auth/UserMenu';
import type { Session } from '../../lib/session';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import classes from './Header.module.css';
import { HeaderSearch } from './HeaderSearch';
import { POST_ACTIONS } from '../../lib/post-actions';
import { PostMenu } from './PostMenu';

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

/**
 * Below the lg breakpoint the profile's post links live in one menu, and below md the page links and the
 * messages/saved icons join them, so the bell, the profile badge and the avatar always fit.
 */
function CompactNav({ signedIn, userType }: { signedIn: boolean; userType: TUserType | null }) {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <ActionIcon variant="subtle" color="white" size="lg" aria-label="Menu" hiddenFrom={userType ? 'lg' : 'md'}>
          <MenuIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} hiddenFrom="md" to="/discover">
          DISCOVER
        </Menu.Item>
        <Menu.Item component={Link} hiddenFrom="md" to="/shop">
          SHOP
        </Menu.Item>
        {signedIn ? (
          <>
            <Menu.Item component={Link} hiddenFrom="md" to="/">
              DASHBOARD
            </Menu.Item>
            <Menu.Item component={Link} hiddenFrom="md" to="/messages">
              MESSAGES
            </Menu.Item>
            <Menu.Item component={Link} hiddenFrom="md" to="/saved">
              SAVED
            </Menu.Item>
            {userType ? (
              <>
                <Menu.Divider hiddenFrom="md" />
                {POST_ACTIONS[userType].actions.map((action) => (
                  <Menu.Item key={action.to} component={Link} to={action.to}>
                    {action.label}
                  </Menu.Item>
                ))}
              </>
            ) : null}
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The header: sticky, shown to every visitor. */
export function Header({ session, loading }: { session: Session | null; loading: boolean }) {
  const userType = session?.activeAccount?.userType ?? null;
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
          {userType ? <PostMenu userType={userType} /> : null}
          <Group gap={0} wrap="nowrap" visibleFrom="md">
            <NavButton to="/discover" label="DISCOVER" />
            {session ? <NavButton to="/" label="DASHBOARD" end /> : null}
            {/* The shop is open to visitors too (spec 2.1). */}
            <NavButton to="/shop" label="SHOP" />
          </Group>
          <CompactNav signedIn={Boolean(session)} userType={userType} />
          {session ? (
            <Group gap={4} wrap="nowrap" ml={4}>
              <ActionIcon
                component={Link}
                to="/messages"
                variant="subtle"
                color="white"
                size="lg"
                aria-label="Messages"
                visibleFrom="md"
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
                visibleFrom="md"
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
