import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSuspension, type Suspension } from '../../lib/suspension';
import { useLogout } from './useLogout';

/**
 * Once a call says the account is suspended (lib/suspension.ts), every page but Contact (open to all, so the person
 * can write to support) gives way to the notice: why, where to turn, and SIGN OUT.
 */
export function SuspensionGate({ children }: { children: ReactNode }) {
  const suspension = useSuspension();
  const { pathname } = useLocation();
  if (!suspension || pathname === '/contact') return children;
  return <SuspendedNotice suspension={suspension} />;
}

function SuspendedNotice({ suspension }: { suspension: Suspension }) {
  const { logout, isPending } = useLogout();
  const reason = suspension.reason?.replace(/[.\s]+$/, '');
  return (
    <Center mih="100vh" p="md" data-testid="suspended-notice">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={520} w="100%" role="alert">
        <Stack gap="md">
          <Title order={2}>Your account is suspended</Title>
          <Text style={{ overflowWrap: 'anywhere' }}>
            {reason ? `Your account is suspended: ${reason}.` : 'Your account is suspended.'} Contact support if you
            think this is a mistake: we will look into it.
          </Text>
          <Text size="sm" c="dimmed">
            You were signed out on every device. Until an operator reinstates the account, signing in is refused.
          </Text>
          <Group gap="sm" wrap="wrap">
            <Button component={Link} to="/contact" color="black">
              CONTACT SUPPORT
            </Button>
            <Button variant="default" onClick={logout} loading={isPending}>
              SIGN OUT
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
