import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { referralLink } from '@wallcraft/shared';
import { trpc } from '../../lib/trpc';
import { CopyButton } from '../../components/CopyButton/CopyButton';
import { useErrorToast } from '../../lib/toast';

/** The user's own referral code (GET /referrals/my-code). */
export function useMyCode() {
  return trpc.referrals.myCode.useQuery();
}

/** The user's code in large letters, COPY CODE, and COPY LINK (this site's address with ?ref=code). */
export function ShareCode() {
  const mine = useMyCode();
  useErrorToast(mine.error);
  const code = mine.data?.code;
  const link = code ? referralLink(window.location.origin, code) : '';

  return (
    <Card p="lg" withBorder component="section" aria-labelledby="your-code">
      <Stack gap="sm">
        <Text size="xs" fw={800} c="dimmed" lts="0.08em" id="your-code">
          YOUR REFERRAL CODE
        </Text>
        {code ? (
          <>
            <Text fz={{ base: 34, sm: 44 }} fw={900} ff="monospace" lts="0.12em" data-testid="referral-code">
              {code}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="referral-link">
              {link}
            </Text>
            <Group gap="sm">
              <CopyButton text={code} label="COPY CODE" variant="filled" />
              <CopyButton text={link} label="COPY LINK" variant="outline" />
            </Group>
          </>
        ) : mine.error ? (
          <Text c="dimmed">Your code could not be loaded. Reload the page to try again.</Text>
        ) : (
          <Stack gap="sm" aria-label="Loading your code">
            {/* Lines of the code's and the link's own type, so the card keeps its height when they come. */}
            <Text fz={{ base: 34, sm: 44 }} aria-hidden>
              <Skeleton component="span" display="inline-block" h="1em" w={240} maw="100%" />
            </Text>
            <Text size="sm" aria-hidden>
              <Skeleton component="span" display="inline-block" h="1em" w="70%" />
            </Text>
            <Group gap="sm">
              <Skeleton h={36} w={120} />
              <Skeleton h={36} w={120} />
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
