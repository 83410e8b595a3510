import { Container } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../../lib/session';
import { TypeProfileForm } from './TypeProfileForm';

/** Choose the account type, fill in the basics and that type's fields. Wall owners go on to /walls/create. */
export function CreateProfilePage() {
  const { user } = useSession();

  if (!user) return <Navigate to="/" replace />;

  return (
    <Container size="md" py="xl">
      <PageTitle title="CREATE YOUR PROFILE" subtitle="Tell the wall who you are. You can add more profiles later." />
      <TypeProfileForm
        user={user}
        userType={user.userType ?? null}
        choosesType
        accountId={null}
        setsType
        submitLabel="CREATE PROFILE"
        message="Your profile has been created successfully!"
      />
    </Container>
  );
}
