import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { ProjectForm } from '../../components/ProjectFields';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Option = { value: string; label: string };
type OwnWall = RouterOutputs['walls']['mine']['items'][number];

/**
 * A brand's optional wall: any listed wall, found by searching. The picker keeps what is typed and the picked
 * wall's option (kept listed while a new search runs); the form holds only its id.
 */
export function ListedWallSelect({ form }: { form: ProjectForm }) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Option | null>(null);
  const [query] = useDebouncedValue(search.trim(), 300);
  // Once a wall is picked the search box shows its label: that is not a search.
  const searching = query && query !== picked?.label ? query : undefined;
  const walls = trpc.walls.list.useQuery({ search: searching, limit: 20 });

  const listed = (walls.data?.items ?? []).map((w) => ({
    value: w.id,
    label: `${w.title}${w.location ? ` · ${w.location}` : ''}`,
  }));
  const options = picked && !listed.some((o) => o.value === picked.value) ? [picked, ...listed] : listed;

  return (
    <Select
      label="Wall (optional)"
      description="Someone else's wall is shown on your project only after its owner accepts your request."
      placeholder="Search listed walls"
      searchable
      clearable
      data={options}
      value={form.values.wallId}
      error={form.errors.wallId}
      onChange={(_, option) => {
        setPicked(option ? { value: option.value, label: option.label } : null);
        form.setFieldValue('wallId', option?.value ?? null);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={walls.isPending ? 'Loading…' : 'No walls found'}
      filter={({ options }) => options}
    />
  );
}

/** A wall owner's required wall, one of their own: choosing it fills the location, which they may still edit. */
export function OwnWallSelect({ form, walls }: { form: ProjectForm; walls: OwnWall[] }) {
  function choose(id: string | null) {
    form.setFieldValue('wallId', id);
    const wall = walls.find((w) => w.id === id);
    if (wall?.location) form.setFieldValue('location', wall.location);
  }

  return (
    <Select
      label="Wall"
      required
      placeholder="Choose one of your walls"
      data={walls.map((wall) => ({ value: wall.id, label: wall.title }))}
      value={form.values.wallId}
      onChange={choose}
      error={form.errors.wallId}
    />
  );
}
