import { Button, Card, Container, Group, Stack } from '@mantine/core';
import type { TUserType } from '@wallcraft/shared';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { serverMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth/useSession';
import {
  ProfileBasicsFields,
  basicsFrom,
  trimBasics,
  validateBasics,
  type ProfileBasics,
  type ProfileBasicsErrors,
} from './ProfileBasicsFields';
import { UserTypeChoice } from './UserTypeChoice';

/** Spec 2, 2.7: choose the account type and fill in the basics; the type-specific fields come with the profiles issue. */
export function CreateProfilePage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [userType, setUserType] = useState<TUserType | null>(user?.userType ?? null);
  const [values, setValues] = useState<ProfileBasics>(() => basicsFrom(user));
  const [errors, setErrors] = useState<ProfileBasicsErrors & { userType?: string }>({});
  const update = trpc.users.update.useMutation();

  if (!user) return <Navigate to="/" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { ...validateBasics(values), ...(userType ? {} : { userType: 'Choose an account type' }) };
    setErrors(found);
    if (Object.keys(found).length > 0 || !userType) return;
    try {
      await update.mutateAsync({ id: user.id, ...trimBasics(values), userType });
      await utils.auth.user.refetch();
      toast({ title: 'Profile Created', message: 'Your profile has been created successfully!' });
      navigate(userType === 'wall_owner' ? '/walls/create' : '/', { replace: true });
    } catch (error) {
      toast({ title: 'Error', message: serverMessage(error, 'Failed to create profile'), variant: 'destructive' });
    }
  };

  return (
    <Container size="md" py="xl">
      <PageTitle title="CREATE YOUR PROFILE" subtitle="Tell the wall who you are. You can add more profiles later." />
      <Card p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            <UserTypeChoice value={userType} error={errors.userType} onChange={setUserType} />
            <ProfileBasicsFields values={values} errors={errors} onChange={setValues} />
            <Group justify="space-between">
              <Button component={Link} to="/" variant="subtle" color="dark">
                SKIP FOR NOW
              </Button>
              <Button type="submit" size="md" loading={update.isPending}>
                CREATE PROFILE
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
