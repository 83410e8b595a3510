import { Button, Card, Container, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { USER_TYPE_LABELS, type TUserType } from '@wallcraft/shared';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageTitle } from '../../components/PageTitle';
import { serverMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { isUserType } from '../../lib/user-types';
import { useSession } from '../auth/useSession';
import {
  ProfileBasicsFields,
  basicsFrom,
  trimBasics,
  validateBasics,
  type ProfileBasics,
  type ProfileBasicsErrors,
} from './ProfileBasicsFields';

const CREATED_MESSAGES: Record<TUserType, string> = {
  artist: 'Your artist profile has been created successfully!',
  wall_owner: 'Your wall owner profile has been created!',
  brand: 'Your brand profile has been created successfully!',
};

/** /setup/artist, /setup/wall_owner, /setup/brand; anything else is not a page. */
export function SetupPage() {
  const { type } = useParams();
  if (!isUserType(type)) return <NotFoundPage />;
  return <SetupForm key={type} userType={type} />;
}

/**
 * Spec 2, 2.7. Reached from onboarding or from adding a profile (with ?accountId=, which becomes the active
 * profile first). The type-specific fields arrive with the profiles issue; this issue saves the basics.
 */
function SetupForm({ userType }: { userType: TUserType }) {
  const { session, state } = useSession();
  const [searchParams] = useSearchParams();
  const accountId = searchParams.get('accountId');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ProfileBasics>(() => basicsFrom(session?.user ?? null));
  const [errors, setErrors] = useState<ProfileBasicsErrors>({});
  const [saving, setSaving] = useState(false);
  const setActive = trpc.auth.setActiveAccount.useMutation();
  const update = trpc.users.update.useMutation();

  if (!session) return <Navigate to="/" replace />;
  const { user } = session;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateBasics(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      if (accountId) await setActive.mutateAsync({ accountId });
      // During onboarding (no account yet) the route's type is the one being created.
      const typeChange = !accountId && state === 'onboarding' ? { userType } : {};
      await update.mutateAsync({ id: user.id, ...trimBasics(values), ...typeChange });
      // The active profile may have changed, and every read can depend on it.
      await queryClient.invalidateQueries();
      toast({ title: 'Profile Created', message: CREATED_MESSAGES[userType] });
      navigate(userType === 'wall_owner' ? '/walls/create' : '/', { replace: true });
    } catch (error) {
      toast({ title: 'Error', message: serverMessage(error, 'Failed to create profile'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container size="md" py="xl">
      <PageTitle
        title={`COMPLETE YOUR ${USER_TYPE_LABELS[userType]} PROFILE`}
        subtitle="Start with the basics. You can fill in the rest of your profile any time in Settings."
      />
      <Card p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            <ProfileBasicsFields values={values} errors={errors} onChange={setValues} />
            <Group justify="space-between">
              <Button component={Link} to="/" variant="subtle" color="dark">
                SKIP FOR NOW
              </Button>
              <Button type="submit" size="md" loading={saving}>
                {userType === 'wall_owner' ? 'CONTINUE TO ADD WALL' : 'COMPLETE PROFILE'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
