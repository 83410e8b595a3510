import { Button, Menu } from '@mantine/core';
import type { TUserType } from '@wallcraft/shared';
import { Link } from 'react-router-dom';
import { ChevronDownIcon, PlusIcon } from '../../components/icons';
import { POST_ACTIONS } from '../../lib/post-actions';

/**
 * From the lg breakpoint up: one action is a button of its own (a brand's POST A PROJECT), two are a menu.
 * Below it the same links sit in the header's compact menu.
 */
export function PostMenu({ userType }: { userType: TUserType }) {
  const { menu, actions } = POST_ACTIONS[userType];
  const [only] = actions;
  if (actions.length === 1 && only) {
    return (
      <Button
        component={Link}
        to={only.to}
        color="brand"
        size="sm"
        leftSection={<PlusIcon size={16} />}
        visibleFrom="lg"
      >
        {only.label}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          color="brand"
          size="sm"
          rightSection={<ChevronDownIcon size={16} />}
          visibleFrom="lg"
          style={{ flexShrink: 0 }}
        >
          {menu}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item key={action.to} component={Link} to={action.to}>
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
