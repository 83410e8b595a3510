import { Container } from '@mantine/core';
import type { TUserType } from '@wallcraft/shared';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../../lib/session';
import { TypeProfileForm } from './TypeProfileForm';
import { UserTypeChoice } from './UserTypeChoice';

/** Spec 2, 2.7: choose the account type, fill in the basics and that type's fields. Wall owners go on to /walls/create. */
export function CreateProfilePage() {
  const { user } = useSession();
  const [userType, setUserType] = useState<TUserType | null>(user?.userType ?? null);

  if (!user) return <Navigate to="/" replace />;

  return (
    <Container size="md" py="xl">
      <PageTitle title="CREATE YOUR PROFILE" subtitle="Tell the wall who you are. You can add more profiles later." />
      <TypeProfileForm
        user={user}
        userType={userType}
        typeChoice={(error) => <UserTypeChoice value={userType} error={error} onChange={setUserType} />}
        accountId={null}
        setsType
        submitLabel="CREATE PROFILE"
        message="Your profile has been created successfully!"
      />
    </Container>
  );
}
