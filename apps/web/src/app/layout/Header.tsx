import { ActionIcon, Box, Button, Group, Indicator } from '@mantine/core';
import type { TUserType } from '@wallcraft/shared';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { HeartIcon, MenuIcon } from '../../components/icons';
import { ChatButton } from '../../features/chat/ChatLauncher';
import { MessagesIconButton, unreadBadge, useUnreadMessages } from '../../features/messages/MessagesIconButton';
import { env } from '../../env';
import { whenIdle } from '../../lib/idle';
import type { Session } from '../../lib/session';
import classes from './Header.module.css';
import { HeaderSearch } from './HeaderSearch';

// The menus (Mantine's Menu and Popover, with floating-ui: about 20 KB gzip) are not needed to paint a page, so
// they load beside it instead of before it: once the browser is idle after the page went live, or at once when the
// menu button is pressed (fetching them at mount put Vite's forty-odd preload links into hydration's own task).
// Until they arrive, a visitor's compact menu button is drawn alone and a press on it opens the menu when it comes;
// a signed-in right side, which needs them for its bell and avatar, waits unseen (PENDING).
const loadMenus = () => import('./HeaderMenus');

/** A promise and the function that resolves it. */
function signal(): { done: Promise<void>; mark: () => void } {
  let mark = () => {};
  const done = new Promise<void>((resolve) => (mark = resolve));
  return { done, mark };
}
const actionsHydrated = signal();
const postMenuHydrated = signal();

/** Rendered beside a lazy part in its Suspense boundary: its effect runs once React has hydrated that boundary. */
function Hydrated({ mark }: { mark: () => void }) {
  useEffect(mark, [mark]);
  return null;
}

/**
 * A signed-in header the server drew holds the menus (bell, profiles, avatar, POST). Its code arriving is not
 * enough: React hydrates each lazy boundary in a task of its own afterwards, and a press on one still dehydrated
 * can be lost (seen on the bell at 360 px). So the layout takes presses once each boundary drawn has hydrated,
 * or at once should the menus' code fail to load (their error boundary then says so).
 */
export function headerMenusHydrated(withPostMenu: boolean): Promise<unknown> {
  const hydrated = Promise.all([actionsHydrated.done, withPostMenu ? postMenuHydrated.done : null]);
  return Promise.race([
    hydrated,
    loadMenus().then(
      () => hydrated,
      () => undefined,
    ),
  ]);
}
/**
 * A part of the header's right side that is not here yet (the session, or a lazy menu's code): the side shows once
 * none is left (Header.module.css), so its buttons appear together instead of pushing each other along as they come.
 */
const PENDING = <span data-pending hidden />;

const CompactNav = lazy(() => loadMenus().then((m) => ({ default: m.CompactNav })));
const SignedInActions = lazy(() => loadMenus().then((m) => ({ default: m.SignedInActions })));
const PostMenu = lazy(() => loadMenus().then((m) => ({ default: m.PostMenu })));

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
 * The compact menu's button: below lg with a profile (its post links), below md for everyone. An element rather
 * than a component, so Menu.Target can put its ref and handlers on the ActionIcon itself.
 */
function menuButton(userType: TUserType | null, unreadMessages: number, onClick?: () => void) {
  return (
    <ActionIcon
      variant="subtle"
      color="white"
      size="lg"
      aria-label="Menu"
      hiddenFrom={userType ? 'lg' : 'md'}
      onClick={onClick}
    >
      {/* Below md the messages icon lives in this menu, so its unread count shows here (the menu item names it). */}
      <Indicator
        label={unreadBadge(unreadMessages)}
        disabled={unreadMessages === 0}
        size={14}
        offset={4}
        color="wall"
        fw={800}
        classNames={{ indicator: classes.belowMdOnly }}
        data-testid="menu-messages-badge"
      >
        <MenuIcon />
      </Indicator>
    </ActionIcon>
  );
}

/** The header: sticky, shown to every visitor. */
export function Header({ session, loading }: { session: Session | null; loading: boolean }) {
  const userType = session?.activeAccount?.userType ?? null;
  // Pressed before the menu's code arrived: it opens once it has.
  const [menuPressed, setMenuPressed] = useState(false);
  // The server's render (and so the hydration of it) draws the plain button, never the menu itself: a press on
  // it then works as soon as the page is hydrated, whether or not the menu's code has arrived.
  const [idle, setIdle] = useState(false);
  // In a transition, so the plain button stays on screen until the menu is ready and is then replaced in one
  // commit: a tap that lands while the code arrives is not lost between two buttons.
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  const menusWanted = idle || menuPressed;
  const unreadMessages = useUnreadMessages(Boolean(session));
  const pendingMenuButton = menuButton(userType, unreadMessages, () => setMenuPressed(true));
  return (
    <Box component="header" className={`${classes.header} wc-on-ink`}>
      <Group h={68} px={{ base: 'xs', sm: 'lg' }} gap="xs" wrap="nowrap" justify="space-between">
        <Group gap="lg" wrap="nowrap" style={{ flex: 1 }}>
          <Logo />
          <Box visibleFrom="md" style={{ flex: 1 }}>
            <HeaderSearch />
          </Box>
        </Group>
        <Group gap={4} wrap="nowrap" className={classes.actions}>
          {userType ? (
            <Suspense fallback={PENDING}>
              <PostMenu userType={userType} />
              <Hydrated mark={postMenuHydrated.mark} />
            </Suspense>
          ) : null}
          <Group gap={0} wrap="nowrap" visibleFrom="md">
            <NavButton to="/discover" label="DISCOVER" />
            {session ? <NavButton to="/" label="DASHBOARD" end /> : null}
            {/* The shop is open to visitors too (spec 2.1). */}
            <NavButton to="/shop" label="SHOP" />
          </Group>
          <Suspense fallback={pendingMenuButton}>
            {menusWanted ? (
              <CompactNav
                signedIn={Boolean(session)}
                userType={userType}
                menuButton={menuButton(userType, unreadMessages)}
                defaultOpened={menuPressed}
              />
            ) : (
              pendingMenuButton
            )}
          </Suspense>
          {session ? (
            <Group gap={4} wrap="nowrap" ml={4}>
              <MessagesIconButton />
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
              <ChatButton visibleFrom="md" />
              <Suspense fallback={PENDING}>
                <SignedInActions session={session} />
                <Hydrated mark={actionsHydrated.mark} />
              </Suspense>
            </Group>
          ) : loading ? (
            PENDING
          ) : (
            <Button component={Link} to="/login" color="brand" ml="xs">
              LOGIN
            </Button>
          )}
        </Group>
      </Group>
    </Box>
  );
}
