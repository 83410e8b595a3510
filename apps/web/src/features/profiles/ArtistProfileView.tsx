import { Stack, Text } from '@mantine/core';
import { AVAILABILITY_LABELS, formatMoney } from '@wallcraft/shared';
import { specialtyLabel } from './profile-format';
import { Chips, Facts, ImageGrid, LinksSection, Section, Stat, StatsRow, TextBlock } from './ProfileParts';
import type { PublicProfile } from './ProfilePage';

/** An artist's profile: stats, then bio, links, story, fun fact, offers, specialties, rates, experience, availability, portfolio. */
export function ArtistProfileView({ profile }: { profile: PublicProfile }) {
  const artist = profile.artistProfile;
  const rating = artist?.rating ?? profile.stats.averageRating;
  return (
    <Stack gap="lg">
      <StatsRow>
        <Stat label="Projects completed" value={artist?.completedProjects ?? 0} />
        <Stat label="Rating" value={rating === null ? '—' : rating.toFixed(1)} />
        <Stat label="Hourly rate" value={formatMoney(artist?.rates.hourly, '—')} />
        <Stat label="Years of experience" value={artist?.yearsExperience ?? '—'} />
      </StatsRow>
      <Section title="About" show={Boolean(profile.bio)}>
        <TextBlock text={profile.bio} />
      </Section>
      <LinksSection profile={profile} />
      {artist ? (
        <>
          <Section title="My story" show={Boolean(artist.story)}>
            <TextBlock text={artist.story} />
          </Section>
          <Section title="Fun fact" show={Boolean(artist.funFact)}>
            <TextBlock text={artist.funFact} />
          </Section>
          <Section title="What I offer" show={artist.whatIOffer.length > 0}>
            <Chips items={artist.whatIOffer} />
          </Section>
          <Section title="Specialties" show={artist.specialties.length > 0}>
            <Chips items={artist.specialties.map(specialtyLabel)} color="artist" />
          </Section>
          <Section title="Rates & experience">
            <Facts
              rows={[
                ['Hourly rate', formatMoney(artist.rates.hourly, '—')],
                ['Project rate', formatMoney(artist.rates.project, '—')],
                ['Experience', artist.yearsExperience === null ? '—' : `${artist.yearsExperience} years`],
                ['Availability', AVAILABILITY_LABELS[artist.availability]],
              ]}
            />
          </Section>
          <Section title="Portfolio">
            {artist.portfolioImages.length > 0 ? (
              <ImageGrid images={artist.portfolioImages} label="Portfolio image" />
            ) : (
              <Text c="dimmed">No portfolio images yet.</Text>
            )}
          </Section>
        </>
      ) : null}
    </Stack>
  );
}
