import { Avatar, Badge, Box, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { displayAvatar, displayName, fullName, type TUserType } from '@wallcraft/shared';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useLocation, useParams } from 'react-router-dom';
import { errorCode } from '../../lib/errors';
import { initials } from '../../lib/format';
import { USER_TYPE_COLORS } from '../../lib/user-types';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useSession } from '../../lib/session';
import { HiddenNotice, LoginToContact } from '../../components/Detail/detail-parts';
import { InviteButton, useInvitableProjects, type ProjectOption } from '../../components/InviteButton';
import { useRecordView } from '../../components/RecentlyViewed/useRecordView';
import { ReportButton } from '../../components/ReportButton/ReportButton';
import { SaveButton } from '../../components/SaveButton';
import { ArtistProfileView } from './ArtistProfileView';
import { BrandProfileView } from './BrandProfileView';
import { profileVariant } from './profile-format';
import { ProfileReviews } from './ProfileReviews';
import { useCountProfileView } from './useCountProfileView';
import { WallOwnerProfileView } from './WallOwnerProfileView';

export type PublicProfile = RouterOutputs['users']['get'];

/** The profile's type badge: artist, WALL for a wall owner, brand. */
const PROFILE_BADGES: Record<TUserType, string> = { artist: 'ARTIST', wall_owner: 'WALL', brand: 'BRAND' };

/** /profile/{id}, /artists/{id} and /brands/{id}. */
export function ProfilePage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const query = trpc.users.get.useQuery({ id }, { enabled: id !== '' });
  const profile = query.data;
  const variant = profile ? profileVariant(pathname, profile) : null;
  // Asked beside the profile; the page waits for it on an artist's, or Invite came last and pushed the row along
  // and, on a phone, everything under it down (a layout shift of 0.06 at 360 px).
  const invitable = useInvitableProjects(id);
  useRecordView(variant, profile?.id);
  useCountProfileView(profile?.id);

  if (query.isPending || (variant === 'artist' && invitable.pending)) return <ProfileSkeleton />;
  if (!profile)
    return (
      <ProfileNotFound other={errorCode(query.error) !== 'NOT_FOUND' && errorCode(query.error) !== 'BAD_REQUEST'} />
    );
  return <ProfileView profile={profile} variant={variant} inviteTo={invitable.options} />;
}

function ProfileView({
  profile,
  variant,
  inviteTo,
}: {
  profile: PublicProfile;
  variant: TUserType | null;
  /** The viewer's open projects this artist may be invited to (none: no Invite). */
  inviteTo: ProjectOption[];
}) {
  const { user } = useSession();
  // The variant decides the name, as on every card: a brand by its company and logo, a wall owner by the business.
  const shown = {
    ...profile,
    companyName: profile.brandProfile?.companyName,
    companyLogo: profile.brandProfile?.companyLogo,
  };
  const name = displayName(shown, variant);
  const person = fullName(profile.firstName, profile.lastName);
  useDocumentTitle(`${name} | WallCraft`);
  const isOwn = user?.id === profile.id;

  return (
    <Box>
      <Box
        h={{ base: 180, sm: 260 }}
        data-testid="profile-hero"
        style={{
          borderBottom: '4px solid var(--wc-ink)',
          background: profile.heroImageUrl
            ? `center / cover no-repeat url("${profile.heroImageUrl}")`
            : 'repeating-linear-gradient(135deg, var(--wc-ink) 0 14px, #1c1c1c 14px 28px)',
        }}
      />
      <Container size="lg">
        <Group align="flex-end" justify="space-between" mb="xl" wrap="wrap" gap="md">
          {/* Only the avatar overlaps the hero, so the name never sits on a busy image. */}
          <Group align="flex-start" gap="md" wrap="nowrap">
            <Avatar
              src={displayAvatar(shown, variant)}
              alt={name}
              size={120}
              radius={0}
              color="dark"
              variant="filled"
              mt={-56}
              style={{ border: '4px solid var(--wc-ink)', boxShadow: '5px 5px 0 var(--wc-ink)', flexShrink: 0 }}
            >
              <Text ff="heading" fz={44} c="white">
                {initials(profile.firstName, profile.lastName)}
              </Text>
            </Avatar>
            <Stack gap={6} pt="sm">
              <Title order={1} fz={{ base: 28, sm: 40 }}>
                {name}
              </Title>
              {person && person !== name ? (
                <Text fw={700} data-testid="profile-person">
                  {person}
                </Text>
              ) : null}
              <Group gap={6}>
                {variant ? (
                  <Badge color={USER_TYPE_COLORS[variant]} variant="filled">
                    {PROFILE_BADGES[variant]}
                  </Badge>
                ) : null}
                {profile.verified ? (
                  <Badge color="green" variant="filled">
                    Verified
                  </Badge>
                ) : null}
              </Group>
              <Text c="dimmed" fw={700}>
                {profile.location || 'Location TBD'}
              </Text>
            </Stack>
          </Group>
          {/* One's own page: no Invite, Save or Message, and the way to change what others see here. */}
          {isOwn ? (
            <Button component={Link} to="/settings" variant="outline">
              EDIT PROFILE
            </Button>
          ) : null}
          {!isOwn && user ? (
            <Group gap="sm">
              {variant === 'artist' ? <InviteButton artistId={profile.id} options={inviteTo} /> : null}
              {variant ? <SaveButton itemType={variant} itemId={profile.id} /> : null}
              <Button component={Link} to={`/messages?userId=${encodeURIComponent(profile.id)}`} variant="outline">
                Message
              </Button>
              <ReportButton targetType="user" targetId={profile.id} ownerId={profile.id} />
            </Group>
          ) : null}
          {!user ? (
            <Group gap="sm">
              {variant ? <SaveButton itemType={variant} itemId={profile.id} /> : null}
              <LoginToContact fullWidth={false} />
              <ReportButton targetType="user" targetId={profile.id} ownerId={profile.id} />
            </Group>
          ) : null}
        </Group>
        <HiddenNotice hidden={profile.hidden} what="profile" />
        <Stack gap="lg">
          {variant === 'artist' ? <ArtistProfileView profile={profile} /> : null}
          {variant === 'wall_owner' ? <WallOwnerProfileView profile={profile} /> : null}
          {variant === 'brand' ? <BrandProfileView profile={profile} /> : null}
          <ProfileReviews reviews={profile.receivedReviews} />
        </Stack>
      </Container>
    </Box>
  );
}

function ProfileSkeleton() {
  return (
    <Box aria-busy="true" data-testid="profile-skeleton">
      <Skeleton h={{ base: 180, sm: 260 }} radius={0} />
      <Container size="lg">
        <Group align="flex-end" mt={-56} mb="xl" gap="md">
          <Skeleton w={120} h={120} radius={0} />
          <Stack gap={8}>
            <Skeleton w={260} h={32} />
            <Skeleton w={120} h={18} />
          </Stack>
        </Group>
        <Group grow>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={90} />
          ))}
        </Group>
        <Skeleton h={160} mt="lg" />
      </Container>
    </Box>
  );
}

function ProfileNotFound({ other }: { other: boolean }) {
  useDocumentTitle('Profile not found | WallCraft');
  return (
    <Container size="sm" py={80}>
      <Stack align="flex-start" gap="md">
        <Title order={1} tt="none">
          Profile not found
        </Title>
        <Text c="dimmed">
          {other ? 'The profile could not be loaded. Try again later.' : 'This user does not exist'}
        </Text>
        <Button component={Link} to="/discover">
          BROWSE PROFILES
        </Button>
      </Stack>
    </Container>
  );
}
