import { Container, Skeleton, Stack } from '@mantine/core';
import { PageTitle } from '../../components/PageTitle';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/session';
import { ArtistDetailsSection } from './ArtistDetailsSection';
import { BrandDetailsSection, BrandImagesSection, CompanyLogoSection } from './BrandSections';
import { CalendarSection } from './CalendarSection';
import { GallerySection } from './GallerySection';
import { ImagesSection } from './ImagesSection';
import { BusinessInfoSection, ProfileInformationSection, SocialLinksSection } from './UserSections';
import { VerificationPanel } from './VerificationPanel';

/**
 * /settings: every part has its own save button. The artist and brand sections follow the
 * active profile type and read that profile from the public profile call.
 */
export function SettingsPage() {
  const { user } = useSession();
  const profile = trpc.users.get.useQuery({ id: user?.id ?? '' }, { enabled: Boolean(user) });
  if (!user) return null;
  const { userType } = user;

  return (
    <Container size="md" py="xl">
      <PageTitle title="SETTINGS" />
      <Stack gap="lg">
        <ProfileInformationSection user={user} />
        <SocialLinksSection user={user} />
        <BusinessInfoSection user={user} />
        <ImagesSection key={`${user.profileImageUrl}|${user.heroImageUrl}`} user={user} />
        {userType === 'artist' || userType === 'brand' ? (
          profile.data ? (
            userType === 'artist' ? (
              <>
                <ArtistDetailsSection userId={user.id} profile={profile.data.artistProfile} />
                <CalendarSection userId={user.id} dates={profile.data.artistProfile?.unavailableDates ?? []} />
                <GallerySection userId={user.id} images={profile.data.artistProfile?.portfolioImages ?? []} />
              </>
            ) : (
              <>
                <BrandDetailsSection userId={user.id} profile={profile.data.brandProfile} />
                <CompanyLogoSection
                  key={`logo-${Boolean(profile.data.brandProfile)}`}
                  userId={user.id}
                  profile={profile.data.brandProfile}
                />
                <BrandImagesSection
                  key={`images-${Boolean(profile.data.brandProfile)}`}
                  userId={user.id}
                  profile={profile.data.brandProfile}
                />
              </>
            )
          ) : (
            <Skeleton h={320} data-testid="settings-skeleton" />
          )
        ) : null}
        <VerificationPanel />
      </Stack>
    </Container>
  );
}
