import { Avatar, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { fullName, type TProjectType } from '@wallcraft/shared';
import { useState } from 'react';
import { FormModal } from '../../components/FormModal/FormModal';
import { InviteForm } from '../../components/InviteButton';
import { trpc } from '../../lib/trpc';

type Picked = { id: string; name: string };

/** Artists found by name (GET /artists?search=), each with INVITE. */
function ArtistSearch({ onPick }: { onPick: (artist: Picked) => void }) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const artists = trpc.artists.list.useQuery({ search: query, limit: 8 }, { enabled: query.length > 0 });
  const items = artists.data?.items ?? [];

  return (
    <Stack>
      <TextInput
        label="Artist's name"
        placeholder="Type a name to search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      {!query ? (
        <Text size="sm" c="dimmed">
          Find an artist by name, then send them an invitation to this project.
        </Text>
      ) : artists.isPending ? (
        <Group justify="center">
          <Loader size="sm" />
        </Group>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No artist is called that. Try part of the name, or browse artists on Discover.
        </Text>
      ) : (
        <Stack gap="xs" data-testid="artist-results">
          {items.map((artist) => {
            const name = fullName(artist.firstName, artist.lastName);
            return (
              <Group key={artist.id} justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Avatar src={artist.profileImageUrl} alt={name} radius="xl" />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={800} lineClamp={1}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {artist.location || 'Location TBD'}
                    </Text>
                  </Stack>
                </Group>
                <Button size="compact-sm" onClick={() => onPick({ id: artist.id, name })} aria-label={`Invite ${name}`}>
                  INVITE
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * INVITE ARTISTS on an open project's page: search artists by name, pick one, and send the invitation (the same form
 * as INVITE on an artist's profile, fixed to this project). After sending, the search is back for the next artist.
 */
export function InviteArtistsDialog({
  kind,
  project,
  opened,
  onClose,
}: {
  kind: TProjectType;
  project: { id: string; title: string };
  opened: boolean;
  onClose: () => void;
}) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const close = () => {
    setPicked(null);
    onClose();
  };
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={picked ? `INVITE ${picked.name.toUpperCase()}` : 'INVITE ARTISTS'}
      styles={{ title: { fontWeight: 900, letterSpacing: '0.06em' } }}
    >
      {picked ? (
        <InviteForm
          artistId={picked.id}
          options={[{ value: project.id, label: project.title }]}
          wallOwner={kind === 'wall_project'}
          onCancel={() => setPicked(null)}
          onSent={() => setPicked(null)}
        />
      ) : (
        <ArtistSearch onPick={setPicked} />
      )}
    </FormModal>
  );
}
