import { Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CheckIcon, ChevronDownIcon, PlusIcon } from '../../components/icons';
import { UserTypeBadge } from '../../components/UserTypeBadge';
import { trpc } from '../../lib/trpc';
import type { Session } from '../../lib/session';

/** The active profile's type as a badge, and the user's profiles to switch between. */
export function AccountSwitcher({ session }: { session: Session }) {
  const queryClient = useQueryClient();
  // Every read may depend on the active profile (dashboard matches, my projects...), so all are refreshed.
  const setActive = trpc.auth.setActiveAccount.useMutation({
    onSuccess: () => queryClient.invalidateQueries(),
  });

  const { accounts, activeAccount } = session;
  if (accounts.length === 0) return null;
  const activeType = activeAccount?.userType ?? session.user.userType;

  return (
    <Menu position="bottom-end" width={260}>
      <Menu.Target>
        <UnstyledButton aria-label="Switch profile" style={{ flexShrink: 0 }}>
          <Group gap={4} wrap="nowrap">
            {activeType ? (
              <>
                <UserTypeBadge userType={activeType} size="md" visibleFrom="xs" />
                <UserTypeBadge userType={activeType} size="sm" hiddenFrom="xs" />
              </>
            ) : (
              <Text fw={800}>PROFILES</Text>
            )}
            {/* The badge alone opens the menu on phones, where the header has no room to spare. */}
            <Box component="span" visibleFrom="xs" display="flex">
              <ChevronDownIcon size={16} />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>YOUR PROFILES</Menu.Label>
        {accounts.map((account) => {
          const active = account.id === activeAccount?.id;
          return (
            <Menu.Item
              key={account.id}
              leftSection={<CheckIcon size={16} style={{ visibility: active ? 'visible' : 'hidden' }} />}
              aria-current={active ? 'true' : undefined}
              disabled={setActive.isPending}
              onClick={() => {
                if (!active) setActive.mutate({ accountId: account.id });
              }}
            >
              <Group gap="xs" wrap="nowrap">
                <UserTypeBadge userType={account.userType} size="sm" />
                <Text size="sm" truncate>
                  {account.displayName}
                </Text>
              </Group>
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item component={Link} to="/add-account" leftSection={<PlusIcon size={16} />}>
          Add Profile
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
