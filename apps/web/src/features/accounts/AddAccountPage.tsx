import { Badge, Card, Container, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { USER_TYPE_LABELS, USER_TYPES, type TUserType } from '@wallcraft/shared';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { trpc } from '../../lib/trpc';
import { USER_TYPE_BLURBS, USER_TYPE_COLORS } from '../../lib/user-types';
import { useSession } from '../../lib/session';

/** Add a profile of a type the user does not hold yet, then complete it on its setup screen. */
export function AddAccountPage() {
  const { session } = useSession();
  const navigate = useNavigate();
  const create = trpc.accounts.create.useMutation({
    onSuccess: (account) => {
      navigate(`/setup/${account.userType}?accountId=${encodeURIComponent(account.id)}`);
    },
    meta: { errorToast: { fallback: 'Failed to create account' } },
  });

  const held = new Set<TUserType>(session?.accounts.map((account) => account.userType) ?? []);

  return (
    <Container size="md" py="xl">
      <PageTitle
        title="ADD A PROFILE"
        subtitle="Choose the kind of profile to add. Switch between your profiles from the header."
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {USER_TYPES.map((userType) => {
          const alreadyHave = held.has(userType);
          return (
            <UnstyledButton
              key={userType}
              disabled={alreadyHave || create.isPending}
              onClick={() => create.mutate({ userType })}
              aria-label={alreadyHave ? `${USER_TYPE_LABELS[userType]} (Already Have)` : USER_TYPE_LABELS[userType]}
              style={{ opacity: alreadyHave ? 0.45 : 1, cursor: alreadyHave ? 'not-allowed' : 'pointer' }}
            >
              <Card
                h="100%"
                p="lg"
                style={{ borderTop: `10px solid var(--mantine-color-${USER_TYPE_COLORS[userType]}-filled)` }}
              >
                <Stack gap="xs">
                  <Title order={3}>{USER_TYPE_LABELS[userType]}</Title>
                  <Text size="sm" c="dimmed">
                    {USER_TYPE_BLURBS[userType]}
                  </Text>
                  {alreadyHave ? (
                    <Badge color="gray" variant="light">
                      Already Have
                    </Badge>
                  ) : null}
                </Stack>
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
