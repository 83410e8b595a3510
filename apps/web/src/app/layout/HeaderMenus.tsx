import { Menu } from '@mantine/core';
import type { TUserType } from '@wallcraft/shared';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { AccountSwitcher } from '../../features/accounts/AccountSwitcher';
import { UserMenu } from '../../features/auth/UserMenu';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { POST_ACTIONS } from '../../lib/post-actions';
import type { Session } from '../../lib/session';

export { PostMenu } from './PostMenu';

/**
 * Below the lg breakpoint the profile's post links live in one menu, and below md the page links and the
 * messages/saved icons join them, so the bell, the profile badge and the avatar always fit.
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
