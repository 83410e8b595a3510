import { PageHeader } from '../../components/PageHeader/PageHeader';
import { ReportsQueue } from './ReportsQueue';
import { VerificationRequests } from './VerificationRequests';

export function ModerationPage() {
  return (
    <>
      <PageHeader title="Moderation" description="Reported walls, profiles, projects and messages." />
      <VerificationRequests />
      <ReportsQueue />
    </>
  );
}
