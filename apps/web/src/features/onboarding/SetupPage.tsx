import { Container } from '@mantine/core';
import { USER_TYPE_LABELS, type TUserType } from '@wallcraft/shared';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageTitle } from '../../components/PageTitle';
import { isUserType } from '../../lib/user-types';
import { useSession } from '../../lib/session';
import { TypeProfileForm } from './TypeProfileForm';
import { CREATED_MESSAGES } from './type-fields';

/** /setup/artist, /setup/wall_owner, /setup/brand; anything else is not a page. */
export function SetupPage() {
  const { type } = useParams();
  if (!isUserType(type)) return <NotFoundPage />;
  return <SetupForm key={type} userType={type} />;
}

/**
 * Reached from onboarding or from adding a profile (?accountId=, which becomes the active
 * profile first). Without accountId the route's type is sent with the user update, which adds that profile
 * when missing and makes it active, so the type profile can be written.
 */
function SetupForm({ userType }: { userType: TUserType }) {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const accountId = searchParams.get('accountId');
  if (!user) return <Navigate to="/" replace />;

  return (
    <Container size="md" py="xl">
      <PageTitle
        title={`COMPLETE YOUR ${USER_TYPE_LABELS[userType]} PROFILE`}
        subtitle="Start with the basics. You can fill in the rest of your profile any time in Settings."
      />
      <TypeProfileForm
        user={user}
        userType={userType}
        accountId={accountId}
        setsType={!accountId}
        submitLabel={userType === 'wall_owner' ? 'CONTINUE TO ADD WALL' : 'COMPLETE PROFILE'}
        message={CREATED_MESSAGES[userType]}
      />
    </Container>
  );
}
