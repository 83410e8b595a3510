import { Alert, Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';

import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatError } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import {
  BackupsSection,
  ErrorsSection,
  LedgerSection,
  MailsSection,
  QueuesSection,
  ReadinessSection,
  WebhooksSection,
} from './SystemSections';

/** Often enough to watch an incident unfold, rare enough to cost the database nothing. */
const REFRESH_MS = 30_000;

/** The operators' view of the running system: readiness, queues, deliveries, errors, ledger and backups. */
export function SystemPage() {
  const overview = trpc.admin.system.overview.useQuery(undefined, { refetchInterval: REFRESH_MS });
  const data = overview.data;

  const refresh = async () => {
    const result = await overview.refetch();
    if (result.error) notifications.show({ color: 'red', title: 'NOT REFRESHED', message: formatError(result.error) });
  };

  return (
    <Stack gap="md">
      <PageHeader
        title="System"
        description={
          data
            ? `Read ${formatDate(data.at, true)}; refreshes every 30 seconds.`
            : 'Readiness, job queues, deliveries, server errors, the ledger check and backups.'
        }
        actions={
          <Button variant="default" onClick={() => void refresh()} loading={overview.isFetching}>
            REFRESH
          </Button>
        }
      />
      {overview.error && (
        <Alert
          color="red"
          title={data ? 'The last refresh failed: showing the one before' : 'Could not load'}
          role="alert"
        >
          {formatError(overview.error)}
        </Alert>
      )}
      {!data ? (
        overview.isPending && (
          <SimpleGrid cols={{ base: 1, md: 3 }} data-testid="system-loading">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={160} />
            ))}
          </SimpleGrid>
        )
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <ReadinessSection readiness={data.readiness} />
            <LedgerSection ledger={data.ledger} />
            <BackupsSection backups={data.backups} />
          </SimpleGrid>
          <ErrorsSection errors={data.recentErrors} />
          <QueuesSection queues={data.queues} />
          <WebhooksSection webhooks={data.webhooks} />
          <MailsSection mails={data.mails} />
        </>
      )}
    </Stack>
  );
}
