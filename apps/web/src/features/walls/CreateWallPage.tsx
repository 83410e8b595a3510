import { Button, Card, Container, Group, Stack } from '@mantine/core';
import { ZCreateWallRequest } from '@wallcraft/shared/schemas';
import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { errorCode, serverMessage } from '../../lib/errors';
import { useRequestForm } from '../../lib/form';
import { useLengthUnit } from '../../lib/units';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { EMPTY_WALL, WallFields, wallRequest } from './WallFields';

/** A client error the user can fix (400/403) shows the server's words; anything else a generic retry message. */
const CLIENT_ERRORS = new Set(['BAD_REQUEST', 'FORBIDDEN', 'NOT_FOUND', 'UNAUTHORIZED']);

/** List a new wall. Shown to any signed-in user; the server accepts wall owners only. */
export function CreateWallPage() {
  const navigate = useNavigate();
  const unit = useLengthUnit();
  const form = useRequestForm({
    schema: ZCreateWallRequest,
    initialValues: { ...EMPTY_WALL, unit },
    toRequest: wallRequest,
  });
  const create = trpc.walls.create.useMutation({
    onSuccess: () => {
      toast({ title: 'Wall created successfully', message: 'Your wall has been listed on the marketplace' });
      navigate('/browse/walls');
    },
    // Only a refusal of what was typed is worth showing as the server worded it; anything else reads as a retry.
    meta: { errorToast: false },
    onError: (error) =>
      toast({
        title: 'Error creating wall',
        message: CLIENT_ERRORS.has(errorCode(error) ?? '')
          ? serverMessage(error, 'Please try again later')
          : 'Please try again later',
        variant: 'destructive',
      }),
  });

  return (
    <Container size="md" py="xl">
      <Button component={Link} to="/browse/walls" variant="subtle" mb="md" px={0}>
        ← BACK
      </Button>
      <PageTitle title="List a New Wall" subtitle="Tell artists and brands about your wall." />
      <Card component="form" onSubmit={form.onSubmit((request) => create.mutate(request))} noValidate p="lg">
        <Stack>
          <WallFields form={form} />
          <Group justify="flex-end" mt="md">
            <Button component={Link} to="/browse/walls" variant="default">
              CANCEL
            </Button>
            <Button type="submit" loading={create.isPending}>
              LIST WALL
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
