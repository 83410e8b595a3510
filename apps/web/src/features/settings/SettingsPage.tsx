import { Container, Stack } from '@mantine/core';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../../lib/session';
import { AccountDataSection } from './AccountDataSection';
import { ApiTokensSection } from './ApiTokensSection';
import { WebhooksSection } from './WebhooksSection';
import { ArtistDetailsSection } from './ArtistDetailsSection';
import { BrandDetailsSection, BrandImagesSection, CompanyLogoSection } from './BrandSections';
import { CalendarSection } from './CalendarSection';
import { EmailNotificationsSection } from './EmailNotificationsSection';
import { GallerySection } from './GallerySection';
import { ImagesSection } from './ImagesSection';
import { BusinessInfoSection, ProfileInformationSection, SocialLinksSection } from './UserSections';
import { UnitsSection } from './UnitsSection';
import { VerificationPanel } from './VerificationPanel';

/**
 * /settings: every part has its own save button. The artist and brand sections follow the active profile
 * type and read that profile from the session, which carries it.
 */
export function SettingsPage() {
  const { session, user } = useSession();
  if (!session || !user) return null;
  const { userType } = user;
  const { artistProfile, brandProfile } = session;

  return (
    <Container size="md" py="xl">
      <PageTitle title="SETTINGS" />
      <Stack gap="lg">
        <ProfileInformationSection user={user} />
        <SocialLinksSection user={user} />
        <BusinessInfoSection user={user} />
        <ImagesSection key={`${user.profileImageUrl}|${user.heroImageUrl}`} user={user} />
        <UnitsSection user={user} />
        {userType === 'artist' ? (
          <>
            <ArtistDetailsSection userId={user.id} profile={artistProfile} />
            <CalendarSection userId={user.id} dates={artistProfile?.unavailableDates ?? []} />
            <GallerySection userId={user.id} images={artistProfile?.portfolioImages ?? []} />
          </>
        ) : null}
        {userType === 'brand' ? (
          <>
            <BrandDetailsSection userId={user.id} profile={brandProfile} />
            <CompanyLogoSection key={`logo-${Boolean(brandProfile)}`} userId={user.id} profile={brandProfile} />
            <BrandImagesSection key={`images-${Boolean(brandProfile)}`} userId={user.id} profile={brandProfile} />
          </>
        ) : null}
        <VerificationPanel />
        <EmailNotificationsSection />
        <ApiTokensSection />
        <WebhooksSection />
        <AccountDataSection />
      </Stack>
    </Container>
  );
}
