import { Badge, Menu } from '@mantine/core';
import type { TUserType } from '@wallcraft/shared';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { AccountSwitcher } from '../../features/accounts/AccountSwitcher';
import { UserMenu } from '../../features/auth/UserMenu';
import { openSupportChat } from '../../features/chat/chat-open';
import { unreadBadge, useUnreadMessages } from '../../features/messages/MessagesIconButton';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { POST_ACTIONS } from '../../lib/post-actions';
import { SIGN_UP_PATH } from '../../lib/return-to';
import type { Session } from '../../lib/session';

export { PostMenu } from './PostMenu';

/**
 * Below the lg breakpoint the profile's post links live in one menu, and below md the page links and the
 * messages/saved icons and the support chat join them, so the bell, the profile badge and the avatar always fit.
 * A visitor's menu ends with LOG IN and SIGN UP.
 */
export function CompactNav({
  signedIn,
  userType,
  menuButton,
  defaultOpened = false,
}: {
  signedIn: boolean;
  userType: TUserType | null;
  menuButton: ReactElement;
  /** Open from the start: the button was pressed while this code was on its way. */
  defaultOpened?: boolean;
}) {
  const unreadMessages = useUnreadMessages(signedIn);
  return (
    <Menu position="bottom-end" defaultOpened={defaultOpened}>
      <Menu.Target>{menuButton}</Menu.Target>
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
            <Menu.Item
              component={Link}
              hiddenFrom="md"
              to="/messages"
              rightSection={
                unreadMessages ? (
                  <Badge color="wall" size="sm" aria-label={`${unreadMessages} unread`}>
                    {unreadBadge(unreadMessages)}
                  </Badge>
                ) : null
              }
            >
              MESSAGES
            </Menu.Item>
            <Menu.Item component={Link} hiddenFrom="md" to="/saved">
              SAVED
            </Menu.Item>
            <Menu.Item hiddenFrom="md" onClick={openSupportChat}>
              SUPPORT CHAT
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
        ) : (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to="/login">
              LOG IN
            </Menu.Item>
            <Menu.Item component={Link} to={SIGN_UP_PATH} fw={800}>
              SIGN UP
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The bell, the profile badge and the avatar's menu: signed in only. */
export function SignedInActions({ session }: { session: Session }) {
  return (
    <>
      <NotificationBell />
      <AccountSwitcher session={session} />
      <UserMenu user={session.user} />
    </>
  );
}
