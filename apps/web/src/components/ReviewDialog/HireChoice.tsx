import { Radio, Stack, Text } from '@mantine/core';
import type { TProjectType } from '@wallcraft/shared';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';

/**
 * Whether the project stays open after this hire. Closing is the default for the first hire (most projects need
 * one artist); once someone is hired, keeping it open is.
 */
export function useHireChoice(project: { id: string; projectType: TProjectType } | null) {
  const brand = trpc.projects.get.useQuery(
    { id: project?.id ?? '' },
    { enabled: project?.projectType === 'brand_project' },
  );
  const wall = trpc.wallProjects.get.useQuery(
    { id: project?.id ?? '' },
    { enabled: project?.projectType === 'wall_project' },
  );
  const hiredCount = (project?.projectType === 'wall_project' ? wall.data : brand.data)?.hiredCount ?? 0;
  const [chosen, setChosen] = useState<boolean | null>(null);
  return { keepOpen: chosen ?? hiredCount > 0, setKeepOpen: setChosen, hiredCount };
}

export function HireChoice({
  keepOpen,
  onChange,
  hiredCount,
}: {
  keepOpen: boolean;
  onChange: (keepOpen: boolean) => void;
  hiredCount: number;
}) {
  return (
    <Radio.Group
      label="After this hire"
      value={keepOpen ? 'open' : 'close'}
      onChange={(value) => onChange(value === 'open')}
    >
      <Stack gap="xs" mt={6}>
        <Radio value="close" label="Close it: decline the other applicants politely" />
        <Radio value="open" label="Keep the project open for more artists" />
        {hiredCount > 0 ? (
          <Text size="xs" c="dimmed">
            {hiredCount === 1 ? 'One artist is' : `${hiredCount} artists are`} already hired on this project.
          </Text>
        ) : null}
      </Stack>
    </Radio.Group>
  );
}
