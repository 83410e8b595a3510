import { SimpleGrid, Stack } from '@mantine/core';

import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useCan } from '../../lib/role';
import { MyAccount } from './MyAccount';
import { Operators } from './Operators';
import { PlatformSettings } from './PlatformSettings';

/** Platform settings the server applies, the operators and their roles, and the signed-in operator's account. */
export function SettingsPage() {
  const superadmin = useCan('superadmin');
  return (
    <>
      <PageHeader
        title="Settings"
        description={
          superadmin
            ? 'Changes apply to the next payment or referral; each is kept in the audit log.'
            : 'Only a superadmin changes these; you can read them.'
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <PlatformSettings editable={superadmin} />
          <MyAccount />
        </SimpleGrid>
        <Operators editable={superadmin} />
      </Stack>
    </>
  );
}
