import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { companySizeLabel, timelineLabel } from './profile-format';
import { Chips, Facts, LinksSection, Section, Stat, StatsRow, TextBlock } from './ProfileParts';
import type { PublicProfile } from './ProfilePage';
import { formatMoney } from '@wallcraft/shared';

/** A brand's profile: stats, story, fun fact, offers, company facts, preferred styles and the Projects list. */
export function BrandProfileView({ profile }: { profile: PublicProfile }) {
  const brand = profile.brandProfile;
  return (
    <Stack gap="lg">
      <StatsRow>
        <Stat label="Past projects" value={brand?.pastProjects ?? 0} />
        <Stat label="Company size" value={brand ? companySizeLabel(brand.companySize) : '—'} />
        <Stat label="Timeline" value={brand ? timelineLabel(brand.timeline) : '—'} />
      </StatsRow>
      <Section title="About" show={Boolean(profile.bio)}>
        <TextBlock text={profile.bio} />
      </Section>
      <LinksSection profile={profile} />
      {brand ? (
        <>
          <Section title="Our story" show={Boolean(brand.story)}>
            <TextBlock text={brand.story} />
          </Section>
          <Section title="Fun fact" show={Boolean(brand.funFact)}>
            <TextBlock text={brand.funFact} />
          </Section>
          <Section title="What this brand offers" show={brand.whatIOffer.length > 0}>
            <Chips items={brand.whatIOffer} />
          </Section>
          <Section title="Company">
            <Group align="flex-start" wrap="nowrap">
              {brand.companyLogo ? (
                <Image src={brand.companyLogo} alt="Company logo" w={72} h={72} fit="contain" radius={0} />
              ) : null}
              <Stack style={{ flex: 1 }}>
                <Facts
                  rows={[
                    ['Company', brand.companyName ?? '—'],
                    ['Industry', brand.industry ?? '—'],
                    ['Past projects', brand.pastProjects],
                  ]}
                />
              </Stack>
            </Group>
          </Section>
          <Section title="Preferred styles" show={brand.preferredStyles.length > 0}>
            <Chips items={brand.preferredStyles} color="brand" />
          </Section>
        </>
      ) : null}
      <Section title="Projects">
        {profile.projects.length === 0 ? (
          <Text c="dimmed">No projects posted yet.</Text>
        ) : (
          <Stack gap="sm">
            {profile.projects.map((project) => (
              <Card
                key={project.id}
                component={Link}
                to={`/projects/${project.id}`}
                p="md"
                data-testid="profile-project"
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={800} lineClamp={1}>
                    {project.title}
                  </Text>
                  <Badge color="dark" variant="outline" size="sm" style={{ flexShrink: 0 }}>
                    {project.status.replace('_', ' ')}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {project.description}
                </Text>
                <Group justify="space-between" mt={4}>
                  <Text size="xs">{project.location || 'Location TBD'}</Text>
                  <Text size="xs" fw={800}>
                    {formatMoney(project.budget)}
                  </Text>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
